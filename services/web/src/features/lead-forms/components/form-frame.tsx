import type { FormEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';
import type { TFormVariantId } from '@firm/shared/forms/form-types';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { InfoIcon } from '../../../components/icons';
import { preloadValidation } from '../api/load-validation';
import type { TSubmission } from '../hooks/use-submission';
import { useMounted } from '../hooks/use-mounted';
import { formAnchorOf } from '../utils/form-anchor';
import { FormAlert } from './form-alert';
import { HiddenFields } from './hidden-fields';
import { HoneypotField } from './honeypot-field';
import styles from './lead-form.module.css';
import { LoadingOverlay } from './loading-overlay';

/** What {@link FormFrame} reads from a form hook. */
export type TFormFrameState = {
  def: { id: TFormVariantId };
  locale: TLocale;
  idOf: (field: 'key' | 'honeypot') => string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submission: TSubmission;
  honeypot: Ref<HTMLInputElement>;
  idempotencyKey: string;
  pageUrl: string;
};

/** Props of {@link FormFrame}. */
export type TFormFrameProps = {
  form: TFormFrameState;
  seccion: string;
  /** The form's own fields. */
  children: ReactNode;
  /**
   * Show the notice that sending the form creates no attorney–client relationship and that confidential
   * details wait for the call. Every form a visitor fills in shows it; the staff's social-media form,
   * filled in by the firm about someone else, does not. @defaultValue true
   */
  notice?: boolean;
};

/**
 * What every lead form has around its fields: a real `<form method="post">` to the page itself (answered
 * by the edge before JavaScript runs), the hidden fields, the honeypot, the notice beside the submit
 * button (which describes it), the form's alert, the submit button and the loading overlay.
 */
export function FormFrame({ form, seccion, children, notice = true }: TFormFrameProps) {
  const { def, locale, idOf, submission } = form;
  const anchor = formAnchorOf(def.id);
  const ready = useMounted();
  const noticeId = useId();
  return (
    <form
      id={anchor}
      method="post"
      action={`${form.pageUrl}#${anchor}`}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={preloadValidation}
      onPointerDown={preloadValidation}
      className={styles.form}
      aria-busy={submission.sending}
      data-variant={def.id}
      data-ready={ready ? 'true' : undefined}
    >
      <HiddenFields
        variant={def.id}
        seccion={seccion}
        idempotencyKey={form.idempotencyKey}
        keyInputId={idOf('key')}
        pageUrl={form.pageUrl}
      />
      {children}
      <HoneypotField id={idOf('honeypot')} inputRef={form.honeypot} />
      {notice ? (
        <p id={noticeId} className={styles.formNotice} data-testid="form-notice">
          <InfoIcon size={18} className={styles.formNoticeIcon} />
          <span>{t(locale, 'form.notice')}</span>
        </p>
      ) : null}
      <FormAlert alert={submission.alert} locale={locale} contactWays={notice} />
      <button
        type="submit"
        className={styles.submit}
        disabled={submission.sending}
        aria-describedby={notice ? noticeId : undefined}
      >
        {t(locale, 'form.submit')}
      </button>
      <LoadingOverlay locale={locale} visible={submission.sending} />
    </form>
  );
}
