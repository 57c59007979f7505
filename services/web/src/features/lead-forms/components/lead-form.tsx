import type { ComponentType, ReactNode } from 'react';
import type { TFieldName } from '@firm/shared/forms/form-types';
import { t } from '@firm/shared/i18n/messages';
import type { TLeadFormOptions } from '../hooks/use-lead-form';
import { useLeadForm } from '../hooks/use-lead-form';
import { ConsentField } from './consent-field';
import { errorAttributes, FormField } from './form-field';
import { FormFrame } from './form-frame';
import styles from './lead-form.module.css';
import { PhoneInput } from './phone-input';
import type { TSafetyQuestionsProps } from './safety-questions';
import { SituationSelect } from './situation-select';
import { YesNoField } from './yes-no-field';

/** Props of {@link LeadForm}. */
export type TLeadFormProps = TLeadFormOptions & {
  /**
   * The safety questions' fields, when `safetyQuestions` asks for them: handed in by the page form
   * (`PlacedLeadForm`, its own chunk), so the footer form every page loads carries none of their code.
   */
  SafetyFields?: ComponentType<TSafetyQuestionsProps> | undefined;
};

/**
 * A lead form of any variant (footer, contact, visa, blog, parole, landing pages): the variant's fields in
 * its display order, labels always visible, one message at a time beside its field. A real
 * `<form method="post">`: before JavaScript runs it posts to the page itself, which the edge answers.
 * On the humanitarian visa pages the safety questions follow the message.
 */
export function LeadForm(props: TLeadFormProps) {
  const f = useLeadForm(props);
  const { def, locale, idOf, shown, defaults } = f;
  const text = (name: 'nombre' | 'email' | 'mensaje') =>
    typeof defaults[name] === 'string' ? defaults[name] : '';
  const { SafetyFields } = props;
  const safety =
    props.safetyQuestions && SafetyFields ? (
      <SafetyFields
        key="safety"
        locale={locale}
        idOf={idOf}
        register={f.field}
        messageOf={shown.messageOf}
        defaults={{
          seguro_llamar: String(defaults.seguro_llamar ?? ''),
          horas_llamar: String(defaults.horas_llamar ?? ''),
          mensaje_voz: String(defaults.mensaje_voz ?? ''),
          mensajes_texto: String(defaults.mensajes_texto ?? ''),
        }}
      />
    ) : null;

  const render = (name: TFieldName): ReactNode => {
    const id = idOf(name);
    const error = shown.messageOf(name);
    switch (name) {
      case 'nombre':
        return (
          <FormField key={name} id={id} label={t(locale, 'field.name')} error={error}>
            <input
              {...f.field('nombre')}
              id={id}
              type="text"
              autoComplete="name"
              className={styles.input}
              defaultValue={text('nombre')}
              {...errorAttributes(id, error)}
            />
          </FormField>
        );
      case 'email':
        return (
          <FormField key={name} id={id} label={t(locale, 'field.email')} error={error}>
            <input
              {...f.field('email')}
              id={id}
              type="email"
              inputMode="email"
              autoComplete="email"
              className={styles.input}
              defaultValue={text('email')}
              {...errorAttributes(id, error)}
            />
          </FormField>
        );
      case 'phone':
        return (
          <FormField key={name} id={id} label={t(locale, 'field.phone')} error={error}>
            <PhoneInput
              id={id}
              registration={f.field('phone')}
              error={error}
              cap={def.phoneInputCap}
              defaultValue={String(defaults.phone ?? '')}
            />
          </FormField>
        );
      case 'mensaje':
        return [
          <FormField key={name} id={id} label={t(locale, 'field.message')} error={error}>
            <textarea
              {...f.field('mensaje')}
              id={id}
              rows={4}
              className={styles.textarea}
              defaultValue={text('mensaje')}
              {...errorAttributes(id, error)}
            />
          </FormField>,
          safety,
        ];
      case 'situacion':
        if (!f.needsSituation) return null;
        return (
          <div key={name} className={styles.field}>
            {def.situation === 'when-not-qualified' ? (
              <p className={styles.notice} role="status">
                {t(locale, 'parole.notQualify')}
              </p>
            ) : null}
            <SituationSelect
              id={id}
              locale={locale}
              registration={f.field('situacion')}
              error={error}
              defaultValue={String(defaults.situacion ?? '')}
            />
          </div>
        );
      case 'casado':
        return (
          <YesNoField
            key={name}
            id={id}
            locale={locale}
            legend={t(locale, 'field.married')}
            values={{ yes: 'yes', no: 'no' }}
            registration={f.field('casado')}
            error={error}
            defaultValue={String(defaults.casado ?? '')}
          />
        );
      case 'estancia':
        return (
          <YesNoField
            key={name}
            id={id}
            locale={locale}
            legend={t(locale, 'field.stay')}
            values={{ yes: 'si', no: 'no' }}
            registration={f.field('estancia')}
            error={error}
            defaultValue={String(defaults.estancia ?? '')}
          />
        );
      case 'checkbox':
        return def.consentPreview ? (
          <ConsentField
            key={name}
            id={id}
            locale={locale}
            preview={def.consentPreview}
            registration={f.field('checkbox')}
            error={error}
            defaultChecked={Boolean(defaults.checkbox)}
          />
        ) : null;
      default:
        return null;
    }
  };

  return (
    <FormFrame form={f} seccion={props.seccion}>
      {def.fields.map(render)}
    </FormFrame>
  );
}
