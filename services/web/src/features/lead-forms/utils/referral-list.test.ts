import { EMPTY_REFERRAL_LIST, referralListReducer } from './referral-list';
import type { TReferralAction, TReferralList } from './referral-list';

const ana = { nombre: 'Ana', phone: '915555014' };
const luis = { nombre: 'Luis', phone: '915555015' };
const eva = { nombre: 'Eva', phone: '915555016' };

function run(...actions: TReferralAction[]): TReferralList {
  return actions.reduce(referralListReducer, EMPTY_REFERRAL_LIST);
}

describe('referralListReducer', () => {
  it('When referrals are saved, then they are appended in order', () => {
    expect(run({ type: 'save', referral: ana }, { type: 'save', referral: luis }).items).toEqual([
      ana,
      luis,
    ]);
  });

  it('When an entry is edited and saved, then it is replaced in place and editing ends', () => {
    const list = run(
      { type: 'save', referral: ana },
      { type: 'save', referral: luis },
      { type: 'edit', index: 0 },
    );
    expect(list.editing).toBe(0);
    expect(referralListReducer(list, { type: 'save', referral: eva })).toEqual({
      items: [eva, luis],
      editing: null,
    });
  });

  it('When the entry being edited is removed, then editing ends', () => {
    const list = run(
      { type: 'save', referral: ana },
      { type: 'edit', index: 0 },
      { type: 'remove', index: 0 },
    );
    expect(list).toEqual({ items: [], editing: null });
  });

  it('When an entry before the edited one is removed, then the edited index follows its entry', () => {
    const list = run(
      { type: 'save', referral: ana },
      { type: 'save', referral: luis },
      { type: 'edit', index: 1 },
      { type: 'remove', index: 0 },
    );
    expect(list).toEqual({ items: [luis], editing: 0 });
  });

  it('When an index outside the list is edited, then nothing changes', () => {
    const list = run({ type: 'save', referral: ana });
    expect(referralListReducer(list, { type: 'edit', index: 3 })).toBe(list);
  });

  it('When the list is cleared, then it is empty', () => {
    expect(run({ type: 'save', referral: ana }, { type: 'clear' })).toEqual(EMPTY_REFERRAL_LIST);
  });
});
