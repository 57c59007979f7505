import type { TOffice, TPhone, TSiteConfig } from '@firm/shared/content/site-config';

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
