import { visaPage } from '../kit/visa-page';
import { HumanitarianBody } from './humanitarian-body';
import { COPY } from './humanitarian-visa-copy';

/**
 * The humanitarian visa page (SPEC §2): cards for VAWA, T and U linking to their pages, the form. It has
 * Quick exit too: victims of abuse and trafficking arrive here first, on the same shared phones.
 */
export const page = visaPage('humanitarian-visa', COPY, {
  quickExit: true,
  Body: HumanitarianBody,
});
