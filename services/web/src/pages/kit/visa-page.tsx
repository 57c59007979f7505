import type { ComponentType } from 'react';
import type { TPageText, TPageTextKey } from '@firm/shared/content/page-text';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import type { TBilingual } from '../../lib/copy/bilingual';
import { shellCopy } from '../../lib/copy/shell-copy';
import { FormCta } from './form-cta';
import { loadPageText } from './load-page-text';
import { loadSafeBrowsingTips, QuickExit, SafeBrowsingNote } from './safe-browsing';
import type { TPageCopy } from './static-page';
import type { TParentRoute } from './trail';
import { trailOf } from './trail';
import { VISA_PAGE_COPY } from './visa-page-copy';
import styles from './visa-page.module.css';

/** What a visa page loads: its text and, with Quick exit, the tips on browsing safely (null when unavailable). */
export type TVisaPageData = { text: TPageText | null; tips: string | null };

/** What a visa page's body receives. */
export type TVisaBodyProps<C extends TPageCopy> = {
  locale: TLocale;
  /** The page's copy in the page's language. */
  copy: C;
  /** The page's text (its blocks), or null when the content service could not give it. */
  text: TPageText | null;
  siteConfig: TSiteConfig | null;
};

/** Options of {@link visaPage}. */
export type TVisaPageOptions<C extends TPageCopy> = {
  parents?: TParentRoute[];
  /** Quick exit and the note on browsing safely: for the pages victims of abuse and trafficking read. */
  quickExit?: boolean;
  /** The page's body, between the banner and the form. */
  Body: ComponentType<TVisaBodyProps<C>>;
};

/**
 * A visa page (SPEC §2): banner with breadcrumb, heading, lead and the button that leads to the form
 * ('DESCUBRE SI CALIFICAS'), optionally Quick exit with its note on browsing safely, the page's body
 * (its firm-editable text from infra/content/pages/<key>), then the lead form with the situation choice.
 * Without its text (content service down) the page still renders with its frame, summary and form.
 * @param key - the page text of the page
 * @param copy - title, heading, description, lead and the page's own labels in both languages
 * @param options - breadcrumb parents, Quick exit, the body
 */
export function visaPage<C extends TPageCopy>(
  key: TPageTextKey,
  copy: TBilingual<C>,
  options: TVisaPageOptions<C>,
): TPageModule<TVisaPageData> {
  const { Body, quickExit = false } = options;
  return {
    loader: async (args) => {
      const [text, tips] = await Promise.all([
        loadPageText(args, key),
        quickExit ? loadSafeBrowsingTips(args) : null,
      ]);
      return { text, tips };
    },
    head: ({ locale }) => ({
      title: copy[locale].title,
      heading: copy[locale].heading,
      description: copy[locale].description,
      breadcrumb: trailOf(locale, copy[locale].heading, options.parents),
      quickExit,
    }),
    Page: ({ locale, head, data, match, shell }) => (
      <>
        <QuickExit locale={locale} show={quickExit} />
        <PageHeader
          heading={copy[locale].heading}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={copy[locale].lead}
        >
          <p className={styles.ctaRow}>
            <FormCta match={match} className={styles.cta}>
              {VISA_PAGE_COPY[locale].cta}
            </FormCta>
          </p>
        </PageHeader>
        {quickExit ? <SafeBrowsingNote locale={locale} tips={data.tips} /> : null}
        <Body locale={locale} copy={copy[locale]} text={data.text} siteConfig={shell.siteConfig} />
        <PageLeadForm match={match} />
      </>
    ),
  };
}
