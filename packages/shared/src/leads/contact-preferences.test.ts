import { contactPreferencesFollowed, TEXT_OPT_OUT_REASON } from './contact-preferences';

const columns = {
  contact_call: 'hours' as const,
  contact_call_hours: 'después de las 5',
  contact_voicemail: true,
  contact_texts: true,
};

describe('the contact preferences the team follows', () => {
  it('When the lead never answered a text with STOP, then its answers are followed as given', () => {
    expect(contactPreferencesFollowed({ ...columns, do_not_contact_reason: null })).toEqual({
      call: 'hours',
      callHours: 'después de las 5',
      voicemail: true,
      texts: true,
    });
  });

  it('When the lead answered a text with STOP, then texts are refused whatever the form said, and the rest stays', () => {
    expect(
      contactPreferencesFollowed({ ...columns, do_not_contact_reason: TEXT_OPT_OUT_REASON }),
    ).toEqual({ call: 'hours', callHours: 'después de las 5', voicemail: true, texts: false });
  });
});
