import type { TPageTextKey } from '@firm/shared/content/page-text';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPageLoaderArgs } from '../../app/page-types';
import { QuickExitButton } from '../../features/quick-exit/quick-exit';
import { SafetyNote } from '../../features/quick-exit/safety-note';
import { loadPageText } from './load-page-text';
import { VisaText } from './visa-blocks';

/** The page text of the tips on browsing safely, beside Quick exit. */
const SAFE_BROWSING: TPageTextKey = 'safe-browsing';

/**
 * A loader's step for a page with Quick exit: the firm's tips on browsing safely (HTML), or null when the
 * content service cannot give them (the note then shows without its tips).
 * @param args - the page loader's arguments
 */
export async function loadSafeBrowsingTips(
  args: Pick<TPageLoaderArgs, 'match' | 'contentBase' | 'signal' | 'pageTextDraft'>,
): Promise<string | null> {
  const text = await loadPageText(args, SAFE_BROWSING);
  return text?.blocks['tips'] ?? null;
}

/** Props of {@link SafeBrowsingNote}. */
export type TSafeBrowsingNoteProps = { locale: TLocale; tips: string | null };

/** The note on browsing safely (with 911 and the hotlines) and the firm's tips, for a page with Quick exit. */
export function SafeBrowsingNote({ locale, tips }: TSafeBrowsingNoteProps) {
  return <SafetyNote locale={locale} tips={tips ? <VisaText html={tips} /> : undefined} />;
}

/** Props of {@link QuickExit}. */
export type TQuickExitProps = { locale: TLocale; show: boolean };

/**
 * The Quick exit button of a page about abuse or trafficking: the page renders it first, so it comes
 * early in the keyboard order (it is fixed at the left end of the bottom dock); nothing when `show` is
 * false. Its code loads with the pages that can have it, not with every page.
 */
export function QuickExit({ locale, show }: TQuickExitProps) {
  return show ? <QuickExitButton locale={locale} /> : null;
}
