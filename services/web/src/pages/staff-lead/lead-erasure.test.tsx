import { renderToString } from 'react-dom/server';
import { ErasureNotices } from './lead-erasure';

const erased = (reason: string, erasedBy: { id: number; name: string } | null) => ({
  erased: { erasedAt: '2026-11-27T10:00:00.000Z', reason, erasedBy },
  erasedContactMatch: null,
});

describe('ErasureNotices', () => {
  it('When the retention run erased the lead, then the notice names the schedule and its rule, not a request', () => {
    const es = renderToString(
      <ErasureNotices locale="es" detail={erased('retention:spam', null)} />,
    );
    expect(es).toContain('según el plan de conservación de datos');
    expect(es).toContain('Regla: spam, pasado su plazo de conservación.');
    expect(es).not.toContain('a petición');
    expect(es).not.toContain('retention:spam');
    const en = renderToString(
      <ErasureNotices locale="en" detail={erased('retention:unengaged', null)} />,
    );
    expect(en).toContain('under the data retention schedule');
    expect(en).toContain('Rule: never contacted or not qualified');
  });

  it('When an admin erased the lead on request, then the notice says so, with who and why', () => {
    const es = renderToString(
      <ErasureNotices
        locale="es"
        detail={erased('Solicitud verificada', { id: 1, name: 'Ana' })}
      />,
    );
    expect(es).toContain('se eliminaron a petición el');
    expect(es).toContain('Los eliminó Ana.');
    expect(es).toContain('Motivo: Solicitud verificada');
  });
});
