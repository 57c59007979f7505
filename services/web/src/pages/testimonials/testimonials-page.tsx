import { staticPage } from '../kit/static-page';
import { COPY } from './testimonials-copy';

/** The testimonials page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
