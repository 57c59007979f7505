import { bilingual } from '../../lib/copy/bilingual';
import type { TShareTarget } from './share-links';

/** The blog article page's words (the article itself comes from the content service). */
export const COPY = bilingual({
  en: {
    by: 'By',
    index: 'In this article',
    share: 'Share:',
    shareOn: {
      facebook: 'Share on Facebook',
      x: 'Share on X',
      linkedin: 'Share on LinkedIn',
      email: 'Share by e-mail',
    } satisfies Record<TShareTarget, string>,
  },
  es: {
    by: 'Por',
    index: 'En este artículo',
    share: 'Compartir:',
    shareOn: {
      facebook: 'Compartir en Facebook',
      x: 'Compartir en X',
      linkedin: 'Compartir en LinkedIn',
      email: 'Compartir por correo electrónico',
    },
  },
});
