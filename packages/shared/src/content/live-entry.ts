import { z } from 'zod';

/** A live-stream entry (SPEC §7 `GET /api/lives/get/en`, used by both languages' lives pages). */
export const ZLiveEntrySchema = z.object({
  id: z.number().int(),
  /** The recordings on the firm's channel (external). */
  url: z.string(),
  imagen_es: z.string(),
  nombre_es: z.string(),
  imagen_en: z.string(),
  nombre_en: z.string(),
});
export type TLiveEntry = z.infer<typeof ZLiveEntrySchema>;
