import type { TPageModule } from '../../app/page-types';
import { AfterForm } from '../kit/after-form';
import { trailOf } from '../kit/trail';
import { ReferralNextSteps } from './referral-next-steps';

const COPY = {
  title: 'Gracias por sus referidos',
  heading: '¡Gracias! Recibimos sus referidos',
  description: 'Recibimos sus referidos. Nuestro equipo se comunicará con ellos pronto.',
  lead: 'Nuestro equipo se comunicará pronto con las personas que nos recomendó.',
};

/**
 * The referral form's thank-you page (Spanish only): the confirmation and the link home, when the team
 * calls and from which number, the call and WhatsApp buttons with the office hours. No lead form. Not
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
