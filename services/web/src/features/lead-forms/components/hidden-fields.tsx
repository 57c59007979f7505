import type { TFormVariantId } from '@firm/shared/forms/form-types';
import { HIDDEN_FIELDS } from '../utils/wire-fields';

/** Props of {@link HiddenFields}. */
export type THiddenFieldsProps = {
  variant: TFormVariantId;
  token: string;
  seccion: string;
  idempotencyKey: string;
  keyInputId: string;
  pageUrl: string;
};

/**
 * What a server-rendered form posts besides the visitor's answers, so it works before JavaScript: the
 * anti-forgery token, the variant, the seccion label, the idempotency key and the page.
 */
export function HiddenFields({
  variant,
  token,
  seccion,
  idempotencyKey,
  keyInputId,
  pageUrl,
}: THiddenFieldsProps) {
  return (
    <>
      <input type="hidden" name={HIDDEN_FIELDS.token} value={token} />
      <input type="hidden" name={HIDDEN_FIELDS.variant} value={variant} />
      <input type="hidden" name={HIDDEN_FIELDS.seccion} value={seccion} />
      <input
        type="hidden"
        id={keyInputId}
        name={HIDDEN_FIELDS.idempotencyKey}
        value={idempotencyKey}
      />
      <input type="hidden" name={HIDDEN_FIELDS.pageUrl} value={pageUrl} />
    </>
  );
}
