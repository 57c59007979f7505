import { Suspense, useId } from 'react';
import { useLocation } from '../../../lib/site-router';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { t } from '@firm/shared/i18n/messages';
import { PAGE_FORM_ID } from '../utils/form-anchor';
import { pageFormPlacement } from '../utils/form-placement';
import { LAZY_ANCHOR_ATTRIBUTE, lazyNear } from '../../../lib/lazy-near';
import styles from './page-lead-form.module.css';

// The form's code (validation, the submission) loads when the form comes near, not with the page.
const PlacedLeadForm = lazyNear(
  'page-form',
  async () => (await import('./placed-lead-form')).PlacedLeadForm,
);

/** Props of {@link PageLeadForm}. */
export type TPageLeadFormProps = {
  match: TRouteMatch;
  /** The attorney's display name on profile and landing pages ('{name} Español'). */
  attorneyName?: string;
  /** The heading above the form; 'Submit your case' / 'Envíe su caso' unless given, none when null. */
  title?: string | null;
  /** block: its own row in the page's container (default); aside: fills a side column. */
  layout?: 'block' | 'aside';
};

/**
 * The lead form a page shows in its body (SPEC §2, §3), chosen from the page's route: the visa form on
 * service, team, about and visa pages, the blog form in articles, the contact form, the landing forms.
 * Renders nothing on pages whose only form is the footer's. The form's code loads when the form comes
 * near; until then the server's form posts without it.
 */
export function PageLeadForm({ match, attorneyName, title, layout = 'block' }: TPageLeadFormProps) {
  const { search } = useLocation();
  const headingId = useId();
  const placement = pageFormPlacement(match, { attorneyName, search });
  if (!placement) return null;
  const heading = title === undefined ? t(match.locale, 'form.title') : title;
  const section = (
    <section
      id={PAGE_FORM_ID}
      className={styles.section}
      aria-labelledby={heading ? headingId : undefined}
      data-slot="page-lead-form"
      {...{ [LAZY_ANCHOR_ATTRIBUTE]: 'page-form' }}
    >
      {heading ? (
        <h2 id={headingId} className={styles.title}>
          {heading}
        </h2>
      ) : null}
      <Suspense fallback={null}>
        <PlacedLeadForm placement={placement} />
      </Suspense>
    </section>
  );
  if (layout === 'aside') return section;
  return (
    <div className="container">
      <div className={styles.block}>{section}</div>
    </div>
  );
}
