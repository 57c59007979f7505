import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import {
  PRIVACY_REQUEST_CHANNELS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_TEXT_MAX,
  type TPrivacyLeadMatch,
} from '@firm/shared/privacy/privacy-requests';
import {
  StaffAlert,
  StaffField,
  StaffSelect,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { COPY } from './staff-privacy-copy';
import styles from './staff-privacy-page.module.css';

type TFormProps = {
  locale: TLocale;
  token: string;
  today: string;
  search: string;
  matches: TPrivacyLeadMatch[] | null;
  searchError: string | null;
  posted: TStaffPostResult | null;
};

/**
 * Logs a request: first a search (a GET of this page) for the person's leads by phone or e-mail, then
 * the form with the leads found as boxes to check. Both work before JavaScript.
 */
export function PrivacyRequestForm(props: TFormProps) {
  const { locale, token, today, search, matches, searchError, posted } = props;
  const copy = COPY[locale];
  const { pathname } = useLocation();
  const value = (name: string, fallback = '') => posted?.values[name] ?? fallback;
  return (
    <section aria-labelledby="privacy-new-heading" className={styles.section}>
      <h2 id="privacy-new-heading">{copy.newHeading}</h2>
      <form method="get" action={pathname} className={staffFormStyles.form} role="search">
        <StaffField
          id="privacy-search"
          label={copy.searchHeading}
          hint={copy.search}
          name="buscar"
          defaultValue={search}
          error={searchError ?? undefined}
        />
        <div>
          <button type="submit" className={staffFormStyles.secondary}>
            {copy.searchButton}
          </button>
        </div>
      </form>
      <form
        method="post"
        action={pathname}
        className={staffFormStyles.form}
        data-testid="privacy-new"
      >
        <input type="hidden" name="_token" value={token} />
        <input type="hidden" name="action" value="create" />
        {matches ? (
          <fieldset>
            <legend>{copy.found(matches.length)}</legend>
            {matches.map((lead) => (
              <div key={lead.id}>
                <input
                  type="checkbox"
                  id={`link-${lead.id}`}
                  name="leadIds"
                  value={lead.id}
                  defaultChecked
                />{' '}
                <label htmlFor={`link-${lead.id}`}>
                  {copy.link(lead.name, lead.id)} · {lead.phone}
                  {lead.email ? ` · ${lead.email}` : ''}
                </label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <StaffSelect
          id="privacy-kind"
          label={copy.kind}
          name="kind"
          value={value('kind', 'access')}
          error={postedErrorOf(posted, 'kind')}
          options={PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: copy.kinds[kind] }))}
        />
        <StaffField
          id="privacy-received"
          label={copy.receivedOn}
          name="receivedOn"
          type="date"
          max={today}
          defaultValue={value('receivedOn', today)}
          error={postedErrorOf(posted, 'receivedOn')}
        />
        <StaffSelect
          id="privacy-channel"
          label={copy.channel}
          name="channel"
          value={value('channel', 'phone')}
          options={PRIVACY_REQUEST_CHANNELS.map((channel) => ({
            value: channel,
            label: copy.channels[channel],
          }))}
        />
        <StaffField
          id="privacy-requester"
          label={copy.requester}
          name="requester"
          defaultValue={value('requester')}
          maxLength={PRIVACY_TEXT_MAX.requester}
          error={postedErrorOf(posted, 'requester')}
        />
        <StaffField
          id="privacy-identity"
          label={copy.identityCheck}
          hint={copy.identityHint}
          name="identityCheck"
          defaultValue={value('identityCheck')}
          maxLength={PRIVACY_TEXT_MAX.identityCheck}
        />
        <StaffTextArea
          id="privacy-note"
          label={copy.note}
          name="note"
          value={value('note')}
          maxLength={PRIVACY_TEXT_MAX.note}
        />
        {posted && postedErrorOf(posted, 'leadIds') ? (
          <StaffAlert tone="error">{postedErrorOf(posted, 'leadIds')}</StaffAlert>
        ) : null}
        <div>
          <button type="submit" className={staffFormStyles.button}>
            {copy.save}
          </button>
        </div>
      </form>
    </section>
  );
}
