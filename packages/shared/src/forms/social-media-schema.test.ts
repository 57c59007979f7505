import {
  parseAgent,
  parseSocialSource,
  SIGNED_IN_AGENT,
  SOCIAL_MEDIA_AGENTS,
  SOCIAL_MEDIA_DEFAULTS,
} from './social-media-agents';
import { validateSocialMediaLead } from './social-media-schema';

const valid = {
  nombre: 'Ana',
  phone: '9155550142',
  agente: 'maria-lopez',
  link: 'https://m.me/t/123',
};

describe('social-media lead (SPEC §3, §5)', () => {
  it('When listing the agents, then there are six with distinct ids and names', () => {
    expect(SOCIAL_MEDIA_AGENTS).toHaveLength(6);
    expect(new Set(SOCIAL_MEDIA_AGENTS.map((a) => a.id)).size).toBe(6);
    expect(new Set(SOCIAL_MEDIA_AGENTS.map((a) => a.label)).size).toBe(6);
  });

  it.each([
    ['maria-lopez', 'maria-lopez'],
    ['María López', 'maria-lopez'],
    [' EQUIPO TIKTOK ', 'equipo-tiktok'],
    ['quien-registra', SIGNED_IN_AGENT],
    ['nobody', null],
    ['', null],
    [undefined, null],
  ])('When the agent is %p, then it reads as %p', (value, id) => {
    expect(parseAgent(value)).toBe(id);
  });

  it('When the form is filled one check at a time, then the first message follows name, phone, agent, link', () => {
    const steps: [keyof typeof valid, string][] = [
      ['nombre', 'Por favor ingrese su nombre.'],
      ['phone', 'Por favor ingrese un número de teléfono válido.'],
      ['agente', 'Por favor seleccione un Agente.'],
      ['link', 'Por favor ingrese link de la conversación.'],
    ];
    const input: Record<string, unknown> = {};
    for (const [field, message] of steps) {
      const result = validateSocialMediaLead(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]).toEqual({ field, message });
      input[field] = valid[field];
    }
    expect(validateSocialMediaLead(input).ok).toBe(true);
  });

  it('When only the required fields are sent, then status, tipo and the flags take their defaults', () => {
    const result = validateSocialMediaLead(valid);
    expect(result).toEqual({
      ok: true,
      data: {
        nombre: 'Ana',
        phone: '9155550142',
        agente: 'maria-lopez',
        link: 'https://m.me/t/123',
        status: 'New Lead',
        tipo: 'immigration',
        hora: 0,
        pc_referido: 0,
        pc_videollamada: 0,
      },
    });
    expect(SOCIAL_MEDIA_DEFAULTS).toMatchObject({
      status: 'New Lead',
      tipo: 'immigration',
      hora: true,
    });
  });

  it.each([
    ['1', 1],
    [1, 1],
    ['on', 1],
    [true, 1],
    ['0', 0],
    [0, 0],
    [false, 0],
    [undefined, 0],
  ])('When a flag is %p, then it is stored as %p', (value, flag) => {
    const result = validateSocialMediaLead({
      ...valid,
      hora: value,
      pc_referido: value,
      pc_videollamada: value,
    });
    expect(
      result.ok && [result.data.hora, result.data.pc_referido, result.data.pc_videollamada],
    ).toEqual([flag, flag, flag]);
  });

  it('When source, status and tipo are given, then they are kept trimmed', () => {
    const result = validateSocialMediaLead({
      ...valid,
      source: ' Facebook ',
      status: 'Contacted',
      tipo: 'injury',
    });
    expect(result.ok && result.data).toMatchObject({
      source: 'Facebook',
      status: 'Contacted',
      tipo: 'injury',
    });
  });

  it('When the conversation link is longer than 2048 characters, then it is refused with the limit', () => {
    const result = validateSocialMediaLead({ ...valid, link: 'x'.repeat(2049) });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]?.message).toBe(
        'Este campo es demasiado largo (máximo 2048 caracteres).',
      );
  });

  it.each([
    ['Instagram', 'Instagram'],
    [' whatsapp ', 'WhatsApp'],
    ['otra', 'Otra'],
    ['MySpace', null],
  ])('When the social network is %p, then it reads as %p', (value, source) => {
    expect(parseSocialSource(value)).toBe(source);
  });

  it('When the network is not one of the list, then it is refused after the spec’s checks, in Spanish', () => {
    const result = validateSocialMediaLead({ ...valid, source: 'MySpace' });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'source', message: 'Por favor elija la red social de la lista.' }],
    });
    const listed = validateSocialMediaLead({ ...valid, source: 'tiktok', notas: '  Llamar hoy  ' });
    expect(listed.ok && [listed.data.source, listed.data.notas]).toEqual(['TikTok', 'Llamar hoy']);
  });
});
