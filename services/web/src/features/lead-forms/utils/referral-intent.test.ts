import { parseReferralIntent, referralEntryStart } from './referral-intent';
import { readReferralList } from './referral-list';

describe('parseReferralIntent', () => {
  it.each([
    ['add', { type: 'save' }],
    ['edit:2', { type: 'edit', index: 2 }],
    ['remove:0', { type: 'remove', index: 0 }],
  ])('When the intent is %s, then it is read as %o', (value, intent) => {
    expect(parseReferralIntent(value)).toEqual(intent);
  });

  it('When there is no intent or it is malformed, then it is the final submission (null)', () => {
    expect(parseReferralIntent(undefined)).toBeNull();
    expect(parseReferralIntent('edit:-1')).toBeNull();
    expect(parseReferralIntent('remove:x')).toBeNull();
  });
});

describe('readReferralList', () => {
  it('When the JSON is a list of name/phone pairs, then they are read and anything else is dropped', () => {
    const json = JSON.stringify([{ nombre: 'Ana', phone: '915555014' }, { nombre: 3 }, 'x']);
    expect(readReferralList(json)).toEqual([{ nombre: 'Ana', phone: '915555014' }]);
  });

  it('When the value is not JSON or not a list, then the list is empty', () => {
    expect(readReferralList('{')).toEqual([]);
    expect(readReferralList('{"a":1}')).toEqual([]);
    expect(readReferralList(undefined)).toEqual([]);
  });
});

describe('referralEntryStart', () => {
  it('When a post carried an entry error and an edited index, then the entry starts with them', () => {
    const values = {
      referidos: JSON.stringify([{ nombre: 'Ana', phone: '915555014' }]),
      editando: '0',
      referido_nombre: 'Ana',
      referido_phone: '12',
    };
    const errors = [
      { field: 'referido_phone', message: 'Por favor ingrese un número de teléfono válido.' },
    ];
    expect(referralEntryStart(values, errors)).toEqual({
      list: { items: [{ nombre: 'Ana', phone: '915555014' }], editing: 0 },
      name: 'Ana',
      phone: '12',
      error: { field: 'phone', message: 'Por favor ingrese un número de teléfono válido.' },
    });
  });

  it('When the edited index is outside the list, then nothing is being edited', () => {
    expect(referralEntryStart({ referidos: '[]', editando: '4' }, []).list.editing).toBeNull();
  });
});
