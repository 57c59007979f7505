import { staticPage } from '../kit/static-page';
import { COPY } from './u-visa-copy';

/** The u visa page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY, { parents: ['humanitarianVisa'] });
