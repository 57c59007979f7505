import { t } from '@firm/shared/i18n/messages';
import { useReferralForm } from '../hooks/use-referral-form';
import { ConsentField } from './consent-field';
import { errorAttributes, FieldError, FormField } from './form-field';
import { FormFrame } from './form-frame';
import styles from './lead-form.module.css';
import { PhoneInput } from './phone-input';
import { ReferralEntry } from './referral-entry';
import listStyles from './referral-form.module.css';
import { ReferralTable } from './referral-table';

/** Props of {@link ReferralForm}. */
export type TReferralFormProps = { seccion: string };

/**
 * The referrals landing form (Spanish): the referrer's data, the referral list (add, edit, delete) under
 * the line that only people who asked to be called may be referred (Texas Rule 7.03), the consent, sent
 * as one batch; success goes to /gracias-referidos.
 */
export function ReferralForm({ seccion }: TReferralFormProps) {
  const f = useReferralForm();
  const { def, locale, idOf, shown, entry, values } = f;
  const nameId = idOf('nombre');
  const phoneId = idOf('phone');
  const listError = shown.messageOf('referidos');
  return (
    <FormFrame form={f} seccion={seccion}>
      <input type="hidden" name="referidos" value={JSON.stringify(entry.list.items)} />
      <fieldset className={listStyles.group}>
        <legend className={styles.legend}>{t(locale, 'referrals.yourData')}</legend>
        <FormField id={nameId} label={t(locale, 'field.name')} error={shown.messageOf('nombre')}>
          <input
            {...f.field('nombre')}
            id={nameId}
            type="text"
            autoComplete="name"
            className={styles.input}
            defaultValue={values['nombre'] ?? ''}
            {...errorAttributes(nameId, shown.messageOf('nombre'))}
          />
        </FormField>
        <FormField id={phoneId} label={t(locale, 'field.phone')} error={shown.messageOf('phone')}>
          <PhoneInput
            id={phoneId}
            registration={f.field('phone')}
            error={shown.messageOf('phone')}
            cap={def.phoneInputCap}
            defaultValue={values['phone'] ?? ''}
          />
        </FormField>
      </fieldset>
      <fieldset
        className={listStyles.group}
        aria-describedby={listError ? `${idOf('referidos')}-error` : undefined}
      >
        <legend className={styles.legend}>{t(locale, 'referrals.theirData')}</legend>
        <p className={listStyles.onlyAsked} data-testid="referrals-only-asked">
          {t(locale, 'referrals.onlyAsked')}
        </p>
        <ReferralEntry idOf={idOf} entry={entry} onSave={f.saveEntry} />
        <FieldError id={idOf('referidos')} error={listError} />
        <ReferralTable
          items={entry.list.items}
          editing={entry.list.editing}
          onEdit={entry.edit}
          onRemove={entry.remove}
        />
      </fieldset>
      {def.consentPreview ? (
        <ConsentField
          id={idOf('checkbox')}
          locale={locale}
          preview={def.consentPreview}
          registration={f.field('checkbox')}
          error={shown.messageOf('checkbox')}
          defaultChecked={Boolean(values['checkbox'])}
        />
      ) : null}
    </FormFrame>
  );
}
