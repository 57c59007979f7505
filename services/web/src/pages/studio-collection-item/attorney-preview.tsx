import type { TAttorney } from '@firm/shared/content/attorney';
import type { TLocale } from '@firm/shared/i18n/locale';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { AttorneyProfileView } from '../../features/attorneys/profile/attorney-profile-view';
import { trailOf } from '../kit/trail';

/**
 * An attorney's draft as her or his public profile shows it: the profile page's header and body (the
 * same components), drawn with content-api's preview answer (the biography rendered and sanitized as
 * publishing renders it). The badges and the client testimonials are the published profile's.
 */
export function AttorneyPreview({ attorney, locale }: { attorney: TAttorney; locale: TLocale }) {
  return (
    <>
      <PageHeader
        heading={attorney.name}
        trail={trailOf(locale, attorney.name, ['attorneys'])}
        breadcrumbLabel={shellCopy(locale).breadcrumb}
        lead={locale === 'en' ? attorney.role_en : attorney.role_es}
      />
      <AttorneyProfileView locale={locale} attorney={attorney} badges={[]} />
    </>
  );
}
