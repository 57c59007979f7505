import type { TSiteConfig } from '@firm/shared/content/site-config';
import { AfterFormSection } from '../kit/after-form';

/** Props of {@link ReferralNextSteps}. */
export type TReferralNextStepsProps = { siteConfig: TSiteConfig | null };

/**
 * What happens to the referrals (Spanish only, like the form): the firm calls nobody unasked (Texas Rule
 * 7.03), so the referrer shares the number the people can call.
 */
export function ReferralNextSteps({ siteConfig }: TReferralNextStepsProps) {
  const phone = siteConfig?.phones.find((line) => line.id === siteConfig.callback.phone_id);
  return (
    <AfterFormSection heading="Qué pasa ahora" slot="next-steps">
      <p>
        Lo más sencillo es que usted les comparta nuestro número
        {phone ? `, el ${phone.display}` : ''}: cuando nos llamen o nos escriban, les atenderemos en
        horario de oficina.
      </p>
    </AfterFormSection>
  );
}
