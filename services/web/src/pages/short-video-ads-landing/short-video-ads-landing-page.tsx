import { staticPage } from '../kit/static-page';
import { COPY } from './short-video-ads-landing-copy';

/** The short video ads landing page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
