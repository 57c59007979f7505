import { staticPage } from '../kit/static-page';
import { COPY } from './services-copy';

/** The services page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
