import { firmJsonLd } from '../kit/page-json-ld';
import { staticPage } from '../kit/static-page';
import { COPY } from './about-us-copy';

/** The about us page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY, { jsonLd: firmJsonLd });
