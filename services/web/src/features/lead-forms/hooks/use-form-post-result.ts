import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import type { TFormVariantId } from '@firm/shared/forms/form-types';
import type { TFormPostResult } from '../utils/form-post-result';
import { isFormPostResult } from '../utils/form-post-result';

/**
 * The result of this variant's no-JavaScript post, when the page being shown is its answer.
 * `useActionData()` only sees the action data of the route the component renders in, and the footer form
 * renders in the root route while the action belongs to the page route: so every route's action data is
 * read from the router state.
 * @param variant - the form asking
 */
export function useFormPostResult(variant: TFormVariantId): TFormPostResult | null {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const all: unknown[] = Object.values((state?.actionData ?? {}) as Record<string, unknown>);
  const mine = all.find((data) => isFormPostResult(data) && data.variant === variant);
  return (mine as TFormPostResult | undefined) ?? null;
}
