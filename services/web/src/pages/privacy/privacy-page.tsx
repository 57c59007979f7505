import { textPage } from '../kit/text-page';
import { COPY } from './privacy-copy';

/** The privacy policy (SPEC §2): its text comes from infra/content/pages/privacy. */
export const page = textPage('privacy', COPY);
