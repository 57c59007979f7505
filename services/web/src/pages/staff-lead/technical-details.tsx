import type { TLocale } from '@firm/shared/i18n/locale';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { FirmTime } from '../../features/staff/components/firm-time';
import { FieldList } from './lead-fields';
import { COPY } from './staff-lead-copy';
import styles from './staff-lead-page.module.css';

/**
 * What the team rarely needs but must keep, folded: the consent record (text, version, fingerprint,
 * time), the address and browser it came from, the visitor's clock and the campaign attribution.
 */
export function TechnicalDetails({ locale, detail }: { locale: TLocale; detail: TLeadDetail }) {
  const copy = COPY[locale];
  const names = copy.technical;
  const { lead, consentText } = detail;
  const attribution = Object.entries(lead.attribution);
  return (
    <details className={styles.folded} data-testid="technical-details">
      <summary>{copy.technicalHeading}</summary>
      <FieldList
        entries={[
          [names.receivedAt, <FirmTime key="at" iso={lead.receivedAt} locale={locale} />],
          [names.consent, lead.consent ? copy.yes : copy.no],
          [
            names.consentText,
            consentText ? <span className={styles.consentText}>{consentText.body}</span> : null,
          ],
          [names.consentVersion, lead.consentVersion],
          [
            names.consentHash,
            lead.consentSha256 ? <code className={styles.wrap}>{lead.consentSha256}</code> : null,
          ],
          [names.clientTime, lead.clientTime],
          [names.ip, lead.ip],
          [
            names.userAgent,
            lead.userAgent ? <span className={styles.wrap}>{lead.userAgent}</span> : null,
          ],
          [
            names.attribution,
            attribution.length ? (
              <ul className={styles.attribution}>
                {attribution.map(([name, value]) => (
                  <li key={name} className={styles.wrap}>
                    {name}: {value}
                  </li>
                ))}
              </ul>
            ) : null,
          ],
          [names.spam, lead.isSpam ? copy.yes : null],
        ]}
      />
    </details>
  );
}
