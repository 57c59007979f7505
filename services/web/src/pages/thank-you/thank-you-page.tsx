import type { TPageModule } from '../../app/page-types';
import { isSafeThankYou } from '../../lib/safe-page';
import { AfterForm } from '../kit/after-form';
import { loadSafeBrowsingTips, QuickExit, SafeBrowsingNote } from '../kit/safe-browsing';
import { trailOf } from '../kit/trail';
import { CallChecklist } from './call-checklist';
import { NextSteps } from './next-steps';
import { COPY } from './thank-you-copy';

/** What the thank-you page loads: whether the form was on a page with Quick exit, and then its tips. */
export type TThankYouData = { safe: boolean; tips: string | null };

/**
 * The thank-you page after a lead form (SPEC §2): the confirmation and the link home, then what a
 * relieved visitor needs: who calls, from which number and when, the call and WhatsApp buttons with the
 * office hours, and what to have at hand. No lead form (the footer's is left out: the visitor has just
 * sent one). Reached from a page with Quick exit (the neutral marker `?v=2`, `lib/safe-page`), it has
 * Quick exit, a safety reminder and, after what happens next, the note on browsing safely; its title and
 * address stay neutral.
 * Not indexed.
 */
export const page: TPageModule<TThankYouData> = {
  loader: async (args) => {
    const safe = isSafeThankYou(args.url);
    return { safe, tips: safe ? await loadSafeBrowsingTips(args) : null };
  },
  head: ({ locale, data }) => ({
    title: COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description,
    breadcrumb: trailOf(locale, COPY[locale].title),
    noindex: true,
    quickExit: data.safe,
    footerForm: false,
  }),
  Page: ({ locale, head, data, shell }) => (
    <>
      <QuickExit locale={locale} show={data.safe} />
      <AfterForm
        locale={locale}
        heading={COPY[locale].heading}
        lead={COPY[locale].lead}
        trail={head.breadcrumb}
        siteConfig={shell.siteConfig}
      >
        <NextSteps locale={locale} siteConfig={shell.siteConfig} safe={data.safe} />
        <CallChecklist locale={locale} />
      </AfterForm>
      {data.safe ? <SafeBrowsingNote locale={locale} tips={data.tips} /> : null}
    </>
  ),
};
