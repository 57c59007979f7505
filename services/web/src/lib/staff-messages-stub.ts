/**
 * What the browser build has in place of the staff area's messages (`@firm/shared/i18n/staff-messages-*`,
 * aliased in vite.config.ts): nothing. The services answer the staff pages in the member's language; the
 * public pages' first-load JavaScript (its 110 kB budget) does not carry those texts.
 */
export const STAFF_MESSAGES_EN = {};
export const STAFF_MESSAGES_ES = {};
