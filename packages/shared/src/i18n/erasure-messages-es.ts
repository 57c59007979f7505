/** Erasure and legal holds' messages in Spanish (see erasure-messages-en.ts). */
import type { TErasureMessageKey } from './erasure-messages-en';

export const ERASURE_MESSAGES_ES: Record<TErasureMessageKey, string> = {
  'erasure.reasonRequired': 'Por favor escriba el motivo (hasta {max} caracteres).',
  'erasure.already': 'Este contacto ya fue eliminado.',
  'erasure.onHold':
    'Este contacto está bajo retención legal y no se puede eliminar. Motivo de la retención: {reason}',
  'erasure.holdExists': 'Este contacto ya está bajo retención legal.',
  'erasure.noHold': 'Este contacto no tiene una retención legal que levantar.',
  'erasure.holdOnErased': 'Este contacto fue eliminado; no queda nada que retener.',
};
