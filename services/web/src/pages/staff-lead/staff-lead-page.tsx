import { useLocation } from '../../lib/site-router';
import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { TAssignableMember } from '@firm/shared/staff/assignment-rules';
import { getHref } from '@firm/shared/routes/route-map';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import type { TLeadTimeline, TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert, staffFormStyles } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { useNow } from '../../features/staff/hooks/use-now';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { notFound } from '../../lib/http-status';
import { DONE_PARAM } from '../../features/staff/utils/staff-post-result';
import { FormHidden, LeadCard } from './lead-card';
import type { TOpenDraft } from './lead-contact';
import { LeadFields } from './lead-fields';
import { LeadSummary } from './lead-summary';
import { LeadTimelineView } from './lead-timeline-view';
import { LeadWork } from './lead-work';
import { COPY } from './staff-lead-copy';
import { TechnicalDetails } from './technical-details';
import { TIMELINE_COPY } from './timeline-copy';
import styles from './staff-lead-page.module.css';

type TLeadPage = {
  detail: TLeadDetail;
  entries: TTimelineEntry[];
  members: TAssignableMember[];
  now: string;
};

/**
 * One lead, for the person who calls it back: its name, status and age; Llamar, WhatsApp, Texto and
 * Correo first; status, notes and calls; its timeline; then what it told us in plain words, with the
 * consent evidence and technical details folded away. An erased lead shows only that it was erased
 * (when, by whom, why) and its history. Its loader reads the lead and its timeline as the
 * member.
 */
export const page: TPageModule<TLeadPage> = {
  loader: async ({ match, staffApi }) => {
    const id = match.params.id ?? '';
    if (!/^\d{1,15}$/.test(id)) notFound();
    const [detail, timeline, team] = await Promise.all([
      staffRead<TLeadDetail>(staffApi, staffLeadPath(Number(id))),
      staffRead<TLeadTimeline>(staffApi, staffLeadPath(Number(id), 'timeline')),
      staffRead<{ members: TAssignableMember[] }>(staffApi, STAFF_API_PATHS.assignableMembers),
    ]);
    return {
      detail,
      entries: timeline.entries,
      members: team.members,
      now: new Date().toISOString(),
    };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const { pathname, search } = useLocation();
    const now = useNow(data.now);
    const done = new URLSearchParams(search).get(DONE_PARAM) ?? '';
    const posted = shell.staffPost?.form.startsWith('lead-') ? shell.staffPost : null;
    const { lead } = data.detail;
    const openDrafts = data.entries.filter(
      (entry): entry is TOpenDraft => entry.kind === 'call-draft',
    );
    // an erased lead keeps its history (without its texts) and nothing to act on
    const erased = data.detail.erased !== null;
    const timeline = (
      <LeadCard id="history-heading" title={TIMELINE_COPY[locale].heading}>
        <LeadTimelineView locale={locale} entries={data.entries} />
        {erased ? null : (
          <form method="post" action={pathname} className={styles.resend}>
            <FormHidden token={shell.csrfToken} action="resend" />
            <p className={styles.muted}>{copy.resendHint}</p>
            <button type="submit" className={staffFormStyles.secondary}>
              {copy.resend}
            </button>
          </form>
        )}
      </LeadCard>
    );
    return (
      <StaffPage heading={lead.name || `#${lead.id}`}>
        <a href={getHref('staffLeads', locale)} className={styles.back}>
          ← {copy.back}
        </a>
        {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
        {!posted && copy.done[done] ? (
          <StaffAlert tone="success">{copy.done[done]}</StaffAlert>
        ) : null}
        <LeadSummary locale={locale} detail={data.detail} now={now} />
        {erased ? (
          <div className={styles.erasedHistory}>{timeline}</div>
        ) : (
          <div className={styles.layout}>
            <div className={styles.act}>
              <LeadWork
                locale={locale}
                token={shell.csrfToken}
                detail={data.detail}
                openDrafts={openDrafts}
                members={data.members}
                now={now}
                role={shell.staff?.role}
                posted={posted}
              />
            </div>
            <div className={styles.history}>{timeline}</div>
            <div className={styles.facts}>
              <LeadFields locale={locale} detail={data.detail} />
              <TechnicalDetails locale={locale} detail={data.detail} />
            </div>
          </div>
        )}
      </StaffPage>
    );
  },
};
