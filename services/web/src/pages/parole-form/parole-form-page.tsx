import { staticPage } from '../kit/static-page';
import { COPY } from './parole-form-copy';

/** The parole form page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
