import { VisaDetails } from '../kit/visa-details';
import { visaPage } from '../kit/visa-page';
import { COPY } from './vawa-visa-copy';

/** The VAWA page (SPEC §2), with Quick exit: explanations, who qualifies, benefits, steps, the form. */
export const page = visaPage('vawa-visa', COPY, {
  parents: ['humanitarianVisa'],
  quickExit: true,
  Body: VisaDetails,
});
