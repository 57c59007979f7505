import { staticPage } from '../kit/static-page';
import { COPY } from './video-landing-copy';

/** The video landing page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
