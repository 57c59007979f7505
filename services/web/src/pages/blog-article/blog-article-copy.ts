import { bilingual } from '../../lib/copy/bilingual';

/** The blog article page's words (the article itself comes from the content service). */
export const COPY = bilingual({
  en: { by: 'By', index: 'In this article' },
  es: { by: 'Por', index: 'En este artículo' },
});
