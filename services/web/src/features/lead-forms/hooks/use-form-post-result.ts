import { useContext } from 'react';
import type { TFormVariantId } from '@firm/shared/forms/form-types';
import type { TFormPostResult } from '../utils/form-post-result';
import { FormPostContext } from './form-post-context';

/**
 * The result of this variant's no-JavaScript post, when the page being shown is its answer.
 * @param variant - the form asking
 */
export function useFormPostResult(variant: TFormVariantId): TFormPostResult | null {
  const posted = useContext(FormPostContext);
  return posted?.variant === variant ? posted : null;
}
