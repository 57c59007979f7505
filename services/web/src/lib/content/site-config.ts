import type { TOffice, TPhone, TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { yearsOfExperience } from '@firm/shared/content/firm-years';

/** Ids of the phone lines the frame shows. */
export const PHONE_IDS = {
  immigration: 'immigration',
  customerService: 'customer-service',
} as const;

/**
 * A phone line of the site configuration by id.
 * @param config - the site configuration (null when unknown)
 * @param id - e.g. PHONE_IDS.immigration
 */
export function phoneById(config: TSiteConfig | null, id: string): TPhone | undefined {
  return config?.phones.find((phone) => phone.id === id);
}

/** The street line of an office, with its suite. */
export function streetLine(office: TOffice): string {
  return office.suite ? `${office.street}, ${office.suite}` : office.street;
}

/** The one-line postal address of an office (for the maps provider). */
export function addressLine(office: TOffice): string {
  return (
    office.maps_query ||
    `${streetLine(office)}, ${office.city}, ${office.region} ${office.postal_code}`
  );
}

/** The firm's founding year and the years of experience the site claims ("more than `years` years"). */
export type TFirmYears = { founded: number; years: number };

/**
 * The founding year of the site configuration and the years counted from it, so no text types them.
 * @param config - the site configuration (null when unknown: then null)
 * @param year - the current year (the page's, decided by the server)
 */
export function firmYears(config: TSiteConfig | null, year: number): TFirmYears | null {
  if (!config) return null;
  return { founded: config.firm.founded, years: yearsOfExperience(config.firm.founded, year) };
}

/** What must be said beside an office wherever it is shown (e.g. the DC office's practice limits), if anything. */
export function officeNotice(office: TOffice, locale: TLocale): string | undefined {
  return locale === 'en' ? office.notice_en : office.notice_es;
}

/** The attorney responsible for the site, with the name of the principal office in a language. */
export function responsibleAttorney(
  config: TSiteConfig | null,
  locale: TLocale,
): { name: string; admittedIn: string; office: string } | null {
  if (!config) return null;
  const { name, admitted_in, office_id } = config.responsible_attorney;
  const office = config.offices.find((o) => o.id === office_id);
  if (!office) return null;
  return {
    name,
    admittedIn: admitted_in,
    office: locale === 'en' ? office.name_en : office.name_es,
  };
}
