import type { TPageText } from '@firm/shared/content/page-text';
import type { TPageModule } from '../../app/page-types';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { PracticeAreaCards } from '../../features/practice-areas/practice-area-cards';
import { FormCta } from '../kit/form-cta';
import { loadPageText } from '../kit/load-page-text';
import { PageText } from '../kit/page-text';
import { copyHead, CopyBanner } from '../kit/page-frame';
import { COPY } from './services-copy';
import styles from './services-page.module.css';

/**
 * The services (SPEC §2): one block per practice area — immigration on this site, personal injury (you pay
 * only if the case is won) and truck-driver recruitment on the sister sites, in a new tab — each with its
 * long description from infra/content/pages/services (the summary alone when the text is unavailable),
 * then the form.
 */
export const page: TPageModule<TPageText | null> = {
  loader: (args) => loadPageText(args, 'services'),
  head: copyHead(COPY),
  Page: ({ locale, head, data, match, shell }) => {
    const copy = COPY[locale];
    const text = (block: 'immigration' | 'injury' | 'trucks') => {
      const html = data?.blocks[block];
      return html ? <PageText html={html} /> : null;
    };
    return (
      <>
        <CopyBanner copy={copy} locale={locale} head={head}>
          <FormCta match={match} className={styles.cta}>
            {copy.cta}
          </FormCta>
        </CopyBanner>
        <div className={`container ${styles.areas}`}>
          <PracticeAreaCards
            locale={locale}
            siteConfig={shell.siteConfig}
            titleLevel="h2"
            layout="stacked"
            details={{
              immigration: text('immigration'),
              injury: text('injury'),
              trucks: text('trucks'),
            }}
          />
        </div>
        <PageLeadForm match={match} />
      </>
    );
  },
};
