import type { TFormVariantId } from '@firm/shared/forms/form-types';
import { use } from 'react';
import { SAFE_THANK_YOU_QUERY, SafePageContext } from '../../../lib/safe-page';
import { HIDDEN_FIELDS } from '../utils/wire-fields';

/** Props of {@link HiddenFields}. */
export type THiddenFieldsProps = {
  variant: TFormVariantId;
  seccion: string;
  idempotencyKey: string;
  keyInputId: string;
  pageUrl: string;
};

/**
 * What a server-rendered form posts besides the visitor's answers, so it works before JavaScript: the
 * variant, the seccion label, the idempotency key and the page (and, on a page with Quick exit, the
 * thank-you page's neutral marker, so the edge leads there too). No anti-forgery token: the page is the same
 * for every visitor (the edge adds one to a post from its own pages; the script fetches one before sending).
 */
export function HiddenFields({
  variant,
  seccion,
  idempotencyKey,
  keyInputId,
  pageUrl,
}: THiddenFieldsProps) {
  const safe = use(SafePageContext);
  return (
    <>
      <input type="hidden" name={HIDDEN_FIELDS.variant} value={variant} />
      <input type="hidden" name={HIDDEN_FIELDS.seccion} value={seccion} />
      <input
        type="hidden"
        id={keyInputId}
        name={HIDDEN_FIELDS.idempotencyKey}
        value={idempotencyKey}
      />
      <input type="hidden" name={HIDDEN_FIELDS.pageUrl} value={pageUrl} />
      {safe ? (
        <input type="hidden" name={HIDDEN_FIELDS.thankYou} value={SAFE_THANK_YOU_QUERY.value} />
      ) : null}
    </>
  );
}
