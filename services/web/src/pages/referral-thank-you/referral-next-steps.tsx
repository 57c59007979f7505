import type { TSiteConfig } from '@firm/shared/content/site-config';
import { AfterFormSection } from '../kit/after-form';

/** Props of {@link ReferralNextSteps}. */
export type TReferralNextStepsProps = { siteConfig: TSiteConfig | null };

/** What happens to the referrals (Spanish only, like the form): when the team calls, and from which number. */
export function ReferralNextSteps({ siteConfig }: TReferralNextStepsProps) {
  const phone = siteConfig?.phones.find((line) => line.id === siteConfig.callback.phone_id);
  return (
    <AfterFormSection heading="Qué pasa ahora" slot="next-steps">
      <p>
        Llamaremos a las personas que nos recomendó en horario de oficina
        {phone ? `, desde el ${phone.display}` : ''}. Si alguna prefiere llamarnos antes, puede
        compartirle nuestro número.
      </p>
    </AfterFormSection>
  );
}
