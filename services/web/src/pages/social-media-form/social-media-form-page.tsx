import type { TPageModule } from '../../app/page-types';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { COPY } from './social-media-form-copy';

/**
 * The staff's social-media lead form (SPEC §3, §4, §5) inside the staff area: the edge lets only signed-in
 * members reach it, and leads-api records which of them entered each lead.
 */
export const page: TPageModule<null> = {
  head: () => staffHead(COPY.es),
  Page: ({ match }) => (
    <StaffPage heading={COPY.es.heading} lead={COPY.es.lead} width="narrow">
      <PageLeadForm match={match} title={null} layout="aside" />
    </StaffPage>
  ),
};
