/**
 * The social-media form's agents and defaults (SPEC §3/§5), kept free of zod so the form page and
 * leads-api can read them without the schema.
 */

/** The six agents or groups a social-media lead is assigned to: id and display name. */
export const SOCIAL_MEDIA_AGENTS = [
  { id: 'maria-lopez', label: 'María López' },
  { id: 'carlos-mendez', label: 'Carlos Méndez' },
  { id: 'sofia-ramirez', label: 'Sofía Ramírez' },
  { id: 'jorge-castillo', label: 'Jorge Castillo' },
  { id: 'equipo-facebook', label: 'Equipo Facebook' },
  { id: 'equipo-tiktok', label: 'Equipo TikTok' },
] as const;

/**
 * The wire value of `agente` for the staff member who types the lead in (the form's default): the lead
 * is stored with their name as its agent.
 */
export const SIGNED_IN_AGENT = 'quien-registra';

/** An agent's id (the wire value of `agente`): one of the six, or the member typing the lead in. */
export type TAgentId = (typeof SOCIAL_MEDIA_AGENTS)[number]['id'] | typeof SIGNED_IN_AGENT;

/** The social networks a conversation comes from, stored as written here (`source`). */
export const SOCIAL_MEDIA_SOURCES = [
  'Facebook',
  'Instagram',
  'TikTok',
  'WhatsApp',
  'YouTube',
  'Otra',
] as const;

/** A social network of the list. */
export type TSocialMediaSource = (typeof SOCIAL_MEDIA_SOURCES)[number];

/**
 * Reads a source: one of the list, whatever its case ('instagram' → 'Instagram').
 * @returns the source as listed, or null when it names none
 */
export function parseSocialSource(value: unknown): TSocialMediaSource | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return SOCIAL_MEDIA_SOURCES.find((source) => source.toLowerCase() === text) ?? null;
}

/** Defaults of the form: status (hidden) and tipo, and the initial state of the three checkboxes. */
export const SOCIAL_MEDIA_DEFAULTS = {
  status: 'New Lead',
  tipo: 'immigration',
  hora: true,
  pc_referido: false,
  pc_videollamada: false,
} as const;

/**
 * Reads an agent: its id or its display name (case and accents as written), or the member typing the
 * lead in.
 * @param value - the raw `agente` value
 * @returns the id, or null when it names no agent
 */
export function parseAgent(value: unknown): TAgentId | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === SIGNED_IN_AGENT) return SIGNED_IN_AGENT;
  const agent = SOCIAL_MEDIA_AGENTS.find((a) => a.id === text || a.label.toLowerCase() === text);
  return agent ? agent.id : null;
}
