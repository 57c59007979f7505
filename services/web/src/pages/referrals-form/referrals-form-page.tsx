import { staticPage } from '../kit/static-page';
import { COPY } from './referrals-form-copy';

/** The referrals form page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY);
