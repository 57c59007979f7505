import { staticPage } from '../kit/static-page';
import { COPY } from './immigration-lawyer-copy';

/** The immigration lawyer page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(COPY, { parents: ['services'] });
