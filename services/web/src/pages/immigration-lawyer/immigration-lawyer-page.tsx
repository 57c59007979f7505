import { useId } from 'react';
import { Link } from '../../lib/site-router';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TPageText } from '@firm/shared/content/page-text';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { ChevronRightIcon } from '../../components/icons';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { dataOr, fetchAttorneys } from '../../lib/content/content-client';
import { CtaBand } from '../kit/cta-band';
import { FormCta } from '../kit/form-cta';
import { loadPageText } from '../kit/load-page-text';
import { PageText } from '../kit/page-text';
import { AttorneySlider } from './attorney-slider';
import { copyHead, CopyBanner } from '../kit/page-frame';
import { COPY } from './immigration-lawyer-copy';
import { ProcessSteps } from './process-steps';
import styles from './immigration-lawyer-page.module.css';

type TData = { text: TPageText | null; attorneys: TAttorney[] };

/**
 * The immigration lawyer page (SPEC §2): the call to find out whether you qualify, an introduction (page
 * text), what the firm helps with (linking to the visa pages), the 3-step process, the lawyer slider
 * linking to the attorneys page, a band to call or write, and the form with the situation choice. Every
 * call to action leads to the form. Without the content service it still renders its frame, steps and form.
 */
export const page: TPageModule<TData> = {
  loader: async (args) => {
    const [text, attorneys] = await Promise.all([
      loadPageText(args, 'immigration-lawyer'),
      fetchAttorneys(args.contentBase, args.signal),
    ]);
    return { text, attorneys: dataOr(attorneys, []) };
  },
  head: copyHead(COPY, { parents: ['services'] }),
  Page: ({ locale, head, data, match, shell }) => {
    const copy = COPY[locale];
    const id = useId();
    const intro = data.text?.blocks['intro'];
    return (
      <>
        <CopyBanner copy={copy} locale={locale} head={head}>
          <FormCta match={match} className={styles.headerCta}>
            {copy.qualify}
          </FormCta>
        </CopyBanner>
        <div className={`container ${styles.overview}`}>
          {intro ? (
            <section aria-labelledby={`${id}-intro`}>
              <h2 id={`${id}-intro`}>{copy.introHeading}</h2>
              <PageText html={intro} />
            </section>
          ) : null}
          <section aria-labelledby={`${id}-help`}>
            <h2 id={`${id}-help`}>{copy.helpHeading}</h2>
            <ul className={styles.help}>
              {copy.help.map((item) => (
                <li key={item.title} className={styles.helpItem}>
                  <h3 className={styles.helpTitle}>
                    {item.route ? (
                      <Link to={getHref(item.route, locale)}>{item.title}</Link>
                    ) : (
                      item.title
                    )}
                  </h3>
                  <p>{item.body}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <ProcessSteps locale={locale} match={match} />
        {data.attorneys.length > 0 ? (
          <section className={`container ${styles.team}`} aria-labelledby={`${id}-team`}>
            <h2 id={`${id}-team`}>{copy.teamHeading}</h2>
            <p>{copy.teamLead}</p>
            <AttorneySlider locale={locale} attorneys={data.attorneys} label={copy.teamLabel} />
            <Link to={getHref('attorneys', locale)} className={styles.teamLink}>
              {copy.teamLink}
              <ChevronRightIcon className={styles.icon} />
            </Link>
          </section>
        ) : null}
        <CtaBand locale={locale} match={match} siteConfig={shell.siteConfig} copy={copy.band} />
        <PageLeadForm match={match} />
      </>
    );
  },
};
