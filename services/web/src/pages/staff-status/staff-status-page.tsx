import useSWR from 'swr';
import type { TOpsStatus } from '@firm/shared/ops/ops-status';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TPageModule } from '../../app/page-types';
import { staffGet } from '../../features/staff/api/staff-api';
import { FirmTime } from '../../features/staff/components/firm-time';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { COPY } from './staff-status-copy';
import { StatusAlerts } from './status-alerts';
import { StatusFigures } from './status-figures';
import { StatusServices } from './status-services';
import styles from './staff-status-page.module.css';

/** How often the page reads the status again (no full reload). */
export const REFRESH_MS = 15_000;

/**
 * The admins' status page (issue 33 §4), for a firm without Prometheus: the alerts of the catalog as
 * evaluated now (firing first, since when), each service up or down with its version and uptime, the
 * queue, the outbox, the last lead and intake e-mail (times only), the dead letters with the way to the
 * queue dashboard, and PostgreSQL's disk use. Rendered on the server, then read again every 15 s.
 */
export const page: TPageModule<TOpsStatus> = {
  loader: ({ staffApi }) => staffRead<TOpsStatus>(staffApi, STAFF_API_PATHS.opsStatus),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data }) => {
    const copy = COPY[locale];
    const {
      data: status = data,
      error,
      isValidating,
    } = useSWR(STAFF_API_PATHS.opsStatus, staffGet<TOpsStatus>(locale), {
      fallbackData: data,
      refreshInterval: REFRESH_MS,
      revalidateOnMount: false,
    });
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <p className={styles.readAt}>
          {copy.readAt} <FirmTime iso={status.now} locale={locale} />
          {isValidating ? <span className={styles.refreshing}> · {copy.refreshing}</span> : null}
        </p>
        {error ? <StaffAlert tone="error">{copy.stale}</StaffAlert> : null}
        <div className={styles.grid}>
          <StatusAlerts locale={locale} status={status} />
          <StatusServices locale={locale} status={status} />
          <StatusFigures locale={locale} status={status} />
        </div>
      </StaffPage>
    );
  },
};
