import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { staffLeadPath } from '@firm/shared/routes/staff-paths';
import { formatFirmShort } from '@firm/shared/staff/firm-time';
import type { TLeadView } from '@firm/shared/staff/lead-detail';
import type { TCallChannel, TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { staffPost } from '../../features/staff/api/staff-api';
import type { TContactPreferences } from '@firm/shared/leads/contact-preferences';
import { careContactBlocks, ContactButtons } from '../../features/staff/components/contact-buttons';
import type { TDoNotContactView } from '@firm/shared/leads/do-not-contact';
import { doNotContactBlocks } from '../../features/staff/components/do-not-contact-band';
import { useHydrated } from '../../features/staff/hooks/use-hydrated';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { CallOutcomeForm } from './call-outcome-form';
import { LeadCard } from './lead-card';
import { COPY } from './staff-lead-copy';
import { TIMELINE_COPY } from './timeline-copy';

/** A call begun from the page whose outcome nobody has recorded. */
export type TOpenDraft = Extract<TTimelineEntry, { kind: 'call-draft' }>;

/** Props of {@link LeadContact}. */
export type TLeadContactProps = {
  locale: TLocale;
  lead: TLeadView;
  token: string;
  /** The calls begun and not completed, as the timeline listed them. */
  openDrafts: TOpenDraft[];
  /** The refused post of a call form, if any. */
  posted: TStaffPostResult | null;
  /** How the lead said it may be contacted: the channels it refused stay closed. */
  contactPreferences: TContactPreferences;
  /** Its "do not contact" mark: every channel closes with its reason (a STOP reply: texts only). */
  doNotContact: TDoNotContactView | null;
};

/**
 * The lead page's first block: Llamar, WhatsApp, Texto and Correo. Pressing Llamar or WhatsApp records a
 * call begun (who, when, how) and asks right here how it went; the member answers with one tap on an
 * outcome. A call begun and never answered stays on the timeline as begun and changes nothing else.
 */
export function LeadContact({
  locale,
  lead,
  token,
  openDrafts,
  posted,
  contactPreferences,
  doNotContact,
}: TLeadContactProps) {
  const [drafts, setDrafts] = useState(openDrafts);
  // from here on a tap on Llamar or WhatsApp records the call begun (before, it only dials)
  const ready = useHydrated();
  const copy = TIMELINE_COPY[locale];
  const begin = (channel: TCallChannel) => {
    staffPost<{ entry: TOpenDraft }>(
      staffLeadPath(lead.id, 'call-drafts'),
      { channel },
      { locale, csrfToken: token, keepalive: true },
    )
      .then(({ entry }) => setDrafts((current) => [entry, ...current]))
      // the call goes ahead either way; it can still be recorded by hand below
      .catch(() => undefined);
  };
  const postedFor = (draftId: number) =>
    posted?.form === 'lead-call' && posted.values.draft === String(draftId) ? posted : null;
  return (
    <LeadCard id="contact-heading" title={COPY[locale].contactHeading}>
      <ContactButtons
        locale={locale}
        lead={{ name: lead.name, phone: lead.phone, email: lead.email, locale: lead.locale }}
        size="large"
        onBegin={begin}
        blocked={{
          ...careContactBlocks(contactPreferences, locale),
          ...doNotContactBlocks(doNotContact, locale),
        }}
      />
      <div aria-live="polite" data-testid="open-calls" data-ready={ready ? 'true' : undefined}>
        {drafts.map((draft) => (
          <CallOutcomeForm
            key={draft.draftId}
            locale={locale}
            token={token}
            idPrefix={`draft-${draft.draftId}`}
            draftId={draft.draftId}
            legend={`${copy.outcomeOf(
              copy.draft[draft.channel],
              draft.actor?.name || draft.actor?.email || copy.site,
              formatFirmShort(draft.at, locale),
            )} — ${copy.outcomeQuestion}`}
            posted={postedFor(draft.draftId)}
          />
        ))}
      </div>
    </LeadCard>
  );
}
