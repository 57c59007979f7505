import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { shellCopy } from '../../lib/copy/shell-copy';
import { firmJsonLd } from '../kit/page-json-ld';
import { trailOf } from '../kit/trail';
import { ContactChannels } from './contact-channels';
import { COPY } from './contact-copy';
import styles from './contact-page.module.css';
import { OfficeList } from './office-list';
import { PhonePanels } from './phone-panels';

/**
 * The contact page: banner, the contact form, the phone lines of every practice (from the site
 * configuration, grouped by practice), e-mail, WhatsApp and social profiles, and both offices with their
 * maps. Without the site configuration, the form alone (it never depends on the content).
 */
export const page: TPageModule<null> = {
  head: ({ locale, shell }) => ({
    title: COPY[locale].page.title,
    heading: COPY[locale].page.heading,
    description: COPY[locale].page.description,
    breadcrumb: trailOf(locale, COPY[locale].page.heading),
    jsonLd: firmJsonLd(shell, locale),
  }),
  Page: ({ locale, head, match, shell }) => {
    const config = shell.siteConfig;
    return (
      <>
        <PageHeader
          heading={COPY[locale].page.heading}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={COPY[locale].page.lead}
        />
        <div className={`container ${styles.body}`}>
          <div className={styles.form}>
            <PageLeadForm match={match} title={COPY[locale].formTitle} layout="aside" />
          </div>
          {config ? (
            <>
              <PhonePanels locale={locale} config={config} />
              <ContactChannels locale={locale} config={config} />
              {config.offices.length > 0 ? (
                <OfficeList locale={locale} offices={config.offices} />
              ) : null}
            </>
          ) : null}
        </div>
      </>
    );
  },
};
