import { staticPage } from '../kit/static-page';
import { COPY } from './social-media-form-copy';

/** The social media form page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY, { noindex: true });
