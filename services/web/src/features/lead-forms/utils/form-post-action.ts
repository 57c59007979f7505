import type { ActionFunctionArgs } from 'react-router-dom';
import type { TFormPostResult } from './form-post-result';
import { isFormPostResult } from './form-post-result';

/**
 * The page route's action: hands the answer to a form posted without JavaScript (put in the request
 * context by the edge, see `server/form-post-handler.ts`) to the forms, as action data. It never runs in
 * the browser: the hydrated forms submit with fetch.
 */
export function formPostAction({ context }: ActionFunctionArgs): TFormPostResult | null {
  const answer = (context as { formPost?: unknown } | undefined)?.formPost;
  return isFormPostResult(answer) ? answer : null;
}
