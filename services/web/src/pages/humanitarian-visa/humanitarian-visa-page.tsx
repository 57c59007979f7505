import { staticPage } from '../kit/static-page';
import { COPY } from './humanitarian-visa-copy';

/** The humanitarian visa page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
