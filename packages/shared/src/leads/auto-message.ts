/**
 * The rule "may the firm send an automatic message to this lead" (issue 29 §1, §2): the one place
 * that decides whether an acknowledgment (and later a text) may go to a lead's e-mail or phone.
 * Someone who is not the lead may read them: a victim of abuse whose abuser reads her phone.
 */
import { SECCION, SECCION_SOURCE_SEPARATOR } from '../forms/seccion';
import { canonicalRedirect } from '../routes/canonical-redirect';
import { matchRoute, type TRouteId } from '../routes/route-map';
import { isUnsolicitedReferral } from './lead-flags';
import type { TStoredLead } from './stored-lead';

/** The facts of a lead the rule reads. */
export type TAutoMessageFacts = Pick<
  TStoredLead,
  | 'origin'
  | 'is_spam'
  | 'section'
  | 'page_url'
  | 'situation'
  | 'contact_texts'
  | 'do_not_contact_at'
>;

/** The pages whose visitors may be victims of abuse, trafficking or crime: every form on them. */
const PROTECTED_ROUTES: ReadonlySet<TRouteId> = new Set([
  'humanitarianVisa',
  'vawaVisa',
  'tVisa',
  'uVisa',
]);

/** The seccion labels of those pages' own forms (before the campaign source). */
const PROTECTED_SECCIONES: ReadonlySet<string> = new Set([
  SECCION.humanitarianEn,
  SECCION.humanitarianEs,
  SECCION.vawaEn,
  SECCION.vawaEs,
  SECCION.tVisaEn,
  SECCION.tVisaEs,
  SECCION.uVisaEn,
  SECCION.uVisaEs,
]);

/** The situations of a victim of abuse or of a crime (`forms/situations.ts`). */
const VICTIM_SITUATIONS: ReadonlySet<string> = new Set(['abuse-victim', 'crime-victim']);

function pathOf(pageUrl: string): string | null {
  try {
    return new URL(pageUrl, 'https://page.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * Whether a lead was sent from the humanitarian, VAWA, T or U visa page (either language): the
 * page's own form by its seccion label, any form on it (the footer's too) by the page it was sent
 * from.
 * @param lead - its seccion and page URL
 */
export function isFromProtectedPage(lead: Pick<TStoredLead, 'section' | 'page_url'>): boolean {
  const label = lead.section?.split(SECCION_SOURCE_SEPARATOR)[0]?.trim() ?? '';
  if (PROTECTED_SECCIONES.has(label)) return true;
  const path = lead.page_url ? pathOf(lead.page_url) : null;
  if (!path) return false;
  const route = matchRoute(canonicalRedirect(path) ?? path);
  return route !== null && PROTECTED_ROUTES.has(route.id);
}

/**
 * Whether a lead needs care: sent from a protected page or whose situation is abuse or crime victim.
 * @param lead - its seccion, page URL and situation
 */
export function isSensitiveLead(
  lead: Pick<TStoredLead, 'section' | 'page_url' | 'situation'>,
): boolean {
  return isFromProtectedPage(lead) || VICTIM_SITUATIONS.has(lead.situation ?? '');
}

/**
 * May the firm send this lead an automatic message (the acknowledgment e-mail, a text)? Never for
 * spam, never to a referred person (they did not ask), never once "do not contact" was set; for a
 * sensitive lead ({@link isSensitiveLead}) only when the lead said texts or WhatsApp are fine. The
 * forms ask no question about e-mail (issue 29 lists three questions), so that answer is the only
 * consent to an automatic message such a lead can give.
 * @param lead - the facts the rule reads
 */
export function mayAutoMessage(lead: TAutoMessageFacts): boolean {
  if (lead.is_spam || isUnsolicitedReferral(lead) || lead.do_not_contact_at !== null) return false;
  return !isSensitiveLead(lead) || lead.contact_texts === true;
}

/**
 * Whether a lead just stored gets the acknowledgment e-mail (issue 29 §2): it gave an e-mail and
 * the rule allows an automatic message.
 * @param lead - the facts the rule reads, and the e-mail
 */
export function acknowledgmentDue(lead: TAutoMessageFacts & Pick<TStoredLead, 'email'>): boolean {
  return Boolean(lead.email) && mayAutoMessage(lead);
}
