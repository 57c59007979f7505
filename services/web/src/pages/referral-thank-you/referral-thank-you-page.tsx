import type { TPageModule } from '../../app/page-types';
import { AfterForm } from '../kit/after-form';
import { trailOf } from '../kit/trail';
import { ReferralNextSteps } from './referral-next-steps';

// Calling a referred person who never asked is solicitation (Texas Rule 7.03): the page promises no call.
const COPY = {
  title: 'Gracias por sus referidos',
  heading: '¡Gracias! Recibimos sus referidos',
  description:
    'Recibimos sus referidos. Solo nos comunicaremos con las personas que nos pidieron ayuda.',
  lead: 'Gracias por pensar en ellos. No llamamos a nadie por iniciativa propia: nos comunicaremos con las personas que nos recomendó solo si nos buscan primero o si usted nos confirma que pidieron la llamada.',
};

/**
 * The referral form's thank-you page (Spanish only): the confirmation and the link home, the number to
 * share with the people referred, the call and WhatsApp buttons with the office hours. No lead form. Not
 * indexed.
 */
export const page: TPageModule<null> = {
  head: ({ locale }) => ({
    title: COPY.title,
    heading: COPY.heading,
    description: COPY.description,
    breadcrumb: trailOf(locale, COPY.title),
    noindex: true,
    footerForm: false,
  }),
  Page: ({ locale, head, shell }) => (
    <AfterForm
      locale={locale}
      heading={COPY.heading}
      lead={COPY.lead}
      trail={head.breadcrumb}
      siteConfig={shell.siteConfig}
      question="questions"
    >
      <ReferralNextSteps siteConfig={shell.siteConfig} />
    </AfterForm>
  ),
};
