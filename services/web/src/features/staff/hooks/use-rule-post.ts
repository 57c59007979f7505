import { useLocation } from '../../../lib/site-router';
import { DONE_PARAM, type TStaffFormId, type TStaffPostResult } from '../utils/staff-post-result';

/** What an admin's rule page knows of the last post of its rule forms. */
export type TRulePost = {
  /** The refused post of the page's rule forms, or null. */
  posted: TStaffPostResult | null;
  /** The refused post when it was the given rule's edit form (null: the add form's), else null. */
  postedFor: (ruleId: number | null) => TStaffPostResult | null;
  /** What a successful post did (the page's `hecho` parameter), '' when none. */
  done: string;
};

/**
 * The last post of an admin's rule page (routing, assignment): the refused one of its rule forms,
 * which form it was, and what a successful one did.
 * @param staffPost - the shell's refused staff post
 * @param form - the page's rule form
 */
export function useRulePost(staffPost: TStaffPostResult | null, form: TStaffFormId): TRulePost {
  const { search } = useLocation();
  const done = new URLSearchParams(search).get(DONE_PARAM) ?? '';
  const posted = staffPost?.form === form ? staffPost : null;
  const postedFor = (ruleId: number | null) =>
    posted && (posted.values.rule_id || null) === (ruleId === null ? null : String(ruleId))
      ? posted
      : null;
  return { posted, postedFor, done };
}
