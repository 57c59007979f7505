import type { ReactNode } from 'react';
import { useId } from 'react';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import type { TCrumb } from '../../lib/page-head';
import { Link } from '../../lib/site-router';
import { ReachUs } from './reach-us';
import styles from './after-form.module.css';

/** Props of {@link AfterForm}. */
export type TAfterFormProps = {
  locale: TLocale;
  heading: string;
  /** The confirmation under the heading. */
  lead: string;
  trail: TCrumb[];
  siteConfig: TSiteConfig | null;
  /** The card's question ({@link ReachUs}). @defaultValue 'wait' */
  question?: 'wait' | 'questions';
  /** The sections of text, in reading order; the first stays first on phones. */
  children: ReactNode;
};

/**
 * A page after a form (the thank-you pages): the banner with the confirmation and the link home, then the
 * sections of text with the call-and-WhatsApp card ({@link ReachUs}) beside them on wide screens, after
 * the first section on phones.
 */
export function AfterForm({
  locale,
  heading,
  lead,
  trail,
  siteConfig,
  question,
  children,
}: TAfterFormProps) {
  return (
    <>
      <PageHeader
        heading={heading}
        trail={trail}
        breadcrumbLabel={shellCopy(locale).breadcrumb}
        lead={lead}
      >
        <p>
          <Link to={getHref('home', locale)}>{t(locale, 'notFound.home')}</Link>
        </p>
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <div className={styles.main}>{children}</div>
        {siteConfig ? (
          <div className={styles.aside}>
            <ReachUs locale={locale} siteConfig={siteConfig} question={question} />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** Props of {@link AfterFormSection}. */
export type TAfterFormSectionProps = { heading: string; slot: string; children: ReactNode };

/** A titled section of a page after a form. */
export function AfterFormSection({ heading, slot, children }: TAfterFormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={slot}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
