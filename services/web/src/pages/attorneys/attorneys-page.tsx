import { staticPage } from '../kit/static-page';
import { COPY } from './attorneys-copy';

/** The attorneys page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
