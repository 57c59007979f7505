import { staticPage } from '../kit/static-page';
import { COPY } from './founder-landing-copy';

/** The founder landing page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
