import { staticPage } from '../kit/static-page';
import { COPY } from './k1-visa-copy';

/** The k1 visa page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
