import { VisaDetails } from '../kit/visa-details';
import { visaPage } from '../kit/visa-page';
import { COPY } from './k1-visa-copy';

/** The K-1 fiancé(e) visa page (SPEC §2): explanations, eligibility, benefits, steps, the form. */
export const page = visaPage('k1-visa', COPY, { Body: VisaDetails });
