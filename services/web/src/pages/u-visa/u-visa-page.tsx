import { VisaDetails } from '../kit/visa-details';
import { visaPage } from '../kit/visa-page';
import { COPY } from './u-visa-copy';

/** The U visa page (SPEC §2), with Quick exit: explanations, who qualifies, benefits, steps, the form. */
export const page = visaPage('u-visa', COPY, {
  parents: ['humanitarianVisa'],
  quickExit: true,
  Body: VisaDetails,
});
