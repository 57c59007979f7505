import { applyReferralIntent } from './referral-draft';

const ana = { nombre: 'Ana', phone: '915555014' };
const luis = { nombre: 'Luis', phone: '915555015' };

function posted(extra: Record<string, string>): Record<string, string> {
  return {
    form: 'referrals',
    nombre: 'Rita',
    phone: '915555099',
    referidos: JSON.stringify([ana]),
    ...extra,
  };
}

describe('applyReferralIntent', () => {
  it('When a valid referral is added, then it joins the list and the entry inputs empty', () => {
    const result = applyReferralIntent(
      posted({ referido_nombre: 'Luis', referido_phone: '915555015' }),
      { type: 'save' },
    );
    expect(result.status).toBe('draft');
    expect(JSON.parse(result.values['referidos'] ?? '')).toEqual([ana, luis]);
    expect(result.values).toMatchObject({
      referido_nombre: '',
      referido_phone: '',
      nombre: 'Rita',
    });
  });

  it("When the referral's phone is too short, then its message names the entry's phone and the list is unchanged", () => {
    const result = applyReferralIntent(posted({ referido_nombre: 'Luis', referido_phone: '123' }), {
      type: 'save',
    });
    expect(result.status).toBe('invalid');
    expect(result.errors).toEqual([
      { field: 'referido_phone', message: 'Por favor ingrese un número de teléfono válido.' },
    ]);
    expect(JSON.parse(result.values['referidos'] ?? '')).toEqual([ana]);
    expect(result.values['referido_nombre']).toBe('Luis');
  });

  it('When an entry is edited, then its values fill the entry inputs and its index is kept', () => {
    const result = applyReferralIntent(posted({}), { type: 'edit', index: 0 });
    expect(result.values).toMatchObject({
      referido_nombre: 'Ana',
      referido_phone: '915555014',
      editando: '0',
    });
  });

  it('When the edited entry is saved, then it is replaced in place', () => {
    const fields = posted({
      referido_nombre: 'Ana María',
      referido_phone: '915555014',
      editando: '0',
    });
    const result = applyReferralIntent(fields, { type: 'save' });
    expect(JSON.parse(result.values['referidos'] ?? '')).toEqual([
      { nombre: 'Ana María', phone: '915555014' },
    ]);
    expect(result.values['editando']).toBe('');
  });

  it('When an entry is removed, then the list shrinks and a typed entry stays', () => {
    const result = applyReferralIntent(posted({ referido_nombre: 'Eva' }), {
      type: 'remove',
      index: 0,
    });
    expect(JSON.parse(result.values['referidos'] ?? '')).toEqual([]);
    expect(result.values['referido_nombre']).toBe('Eva');
  });
});
