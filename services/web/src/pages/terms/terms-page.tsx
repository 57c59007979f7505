import { textPage } from '../kit/text-page';
import { COPY } from './terms-copy';

/** The terms and conditions: their text comes from infra/content/pages/terms. */
export const page = textPage('terms', COPY);
