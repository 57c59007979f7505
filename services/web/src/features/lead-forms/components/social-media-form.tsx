import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  SIGNED_IN_AGENT,
  SOCIAL_MEDIA_AGENTS,
  SOCIAL_MEDIA_DEFAULTS,
  SOCIAL_MEDIA_SOURCES,
} from '@firm/shared/forms/social-media-agents';
import { FIELD_MAX_LENGTH } from '@firm/shared/constants';
import { t } from '@firm/shared/i18n/messages';
import { ROOT_ROUTE_ID, type TShellData } from '../../../app/app-context';
import { useRouteLoaderData } from '../../../lib/site-router';
import { useSocialMediaForm } from '../hooks/use-social-media-form';
import { errorAttributes, FormField } from './form-field';
import { FormFrame } from './form-frame';
import styles from './lead-form.module.css';
import { PhoneInput } from './phone-input';

/** Props of {@link SocialMediaForm}. */
export type TSocialMediaFormProps = { seccion: string };

type TFlagProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  checked: boolean;
  value: string;
};

function Flag({ id, label, registration, checked, value }: TFlagProps) {
  return (
    <label className={styles.choice} htmlFor={id}>
      <input {...registration} id={id} type="checkbox" value={value} defaultChecked={checked} />
      {label}
    </label>
  );
}

/**
 * The internal social-media lead form (Spanish): the agent is the signed-in member unless another is
 * chosen, the social network comes from a list, and notes may go with the lead; success says "Prospecto
 * creado" with a link to it and keeps the chosen agent.
 */
export function SocialMediaForm({ seccion }: TSocialMediaFormProps) {
  const f = useSocialMediaForm();
  const { def, locale, idOf, shown, defaults } = f;
  const member = (useRouteLoaderData(ROOT_ROUTE_ID) as TShellData | undefined)?.staff;
  const text = (name: 'nombre' | 'phone' | 'agente' | 'source' | 'link' | 'notas') =>
    String(defaults[name] ?? '');
  const ids = {
    nombre: idOf('nombre'),
    phone: idOf('phone'),
    agente: idOf('agente'),
    source: idOf('source'),
    link: idOf('link'),
    notas: idOf('notas'),
  };
  return (
    <FormFrame form={f} seccion={seccion} notice={false}>
      <input type="hidden" name="status" value={SOCIAL_MEDIA_DEFAULTS.status} />
      <input type="hidden" name="tipo" value={SOCIAL_MEDIA_DEFAULTS.tipo} />
      <FormField id={ids.nombre} label={t(locale, 'field.name')} error={shown.messageOf('nombre')}>
        <input
          {...f.field('nombre')}
          id={ids.nombre}
          type="text"
          autoComplete="off"
          className={styles.input}
          defaultValue={text('nombre')}
          {...errorAttributes(ids.nombre, shown.messageOf('nombre'))}
        />
      </FormField>
      <FormField id={ids.phone} label={t(locale, 'field.phone')} error={shown.messageOf('phone')}>
        <PhoneInput
          id={ids.phone}
          registration={f.field('phone')}
          error={shown.messageOf('phone')}
          cap={def.phoneInputCap}
          defaultValue={text('phone')}
        />
      </FormField>
      <FormField id={ids.agente} label={t(locale, 'field.agent')} error={shown.messageOf('agente')}>
        <select
          {...f.field('agente')}
          id={ids.agente}
          className={styles.select}
          defaultValue={text('agente')}
          {...errorAttributes(ids.agente, shown.messageOf('agente'))}
        >
          <option value="">{t(locale, 'field.agentPlaceholder')}</option>
          {member ? (
            <option value={SIGNED_IN_AGENT}>
              {t(locale, 'field.signedInAgent', { name: member.name || member.email })}
            </option>
          ) : null}
          {SOCIAL_MEDIA_AGENTS.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.source}
        label={t(locale, 'field.source')}
        error={shown.messageOf('source')}
      >
        <select
          {...f.field('source')}
          id={ids.source}
          className={styles.select}
          defaultValue={text('source')}
          {...errorAttributes(ids.source, shown.messageOf('source'))}
        >
          <option value="">{t(locale, 'field.sourcePlaceholder')}</option>
          {SOCIAL_MEDIA_SOURCES.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.link}
        label={t(locale, 'field.conversationLink')}
        error={shown.messageOf('link')}
      >
        <input
          {...f.field('link')}
          id={ids.link}
          type="url"
          inputMode="url"
          className={styles.input}
          defaultValue={text('link')}
          {...errorAttributes(ids.link, shown.messageOf('link'))}
        />
      </FormField>
      <FormField id={ids.notas} label={t(locale, 'field.notes')} error={shown.messageOf('notas')}>
        <textarea
          {...f.field('notas')}
          id={ids.notas}
          rows={3}
          maxLength={FIELD_MAX_LENGTH.mensaje}
          className={styles.textarea}
          defaultValue={text('notas')}
          {...errorAttributes(ids.notas, shown.messageOf('notas'))}
        />
      </FormField>
      <div className={styles.choiceRow}>
        <Flag
          id={idOf('hora')}
          label={t(locale, 'field.canCallNow')}
          registration={f.field('hora')}
          checked={Boolean(defaults.hora)}
          value={f.flagOn}
        />
        <Flag
          id={idOf('pc_referido')}
          label={t(locale, 'field.referredByClient')}
          registration={f.field('pc_referido')}
          checked={Boolean(defaults.pc_referido)}
          value={f.flagOn}
        />
        <Flag
          id={idOf('pc_videollamada')}
          label={t(locale, 'field.videoCall')}
          registration={f.field('pc_videollamada')}
          checked={Boolean(defaults.pc_videollamada)}
          value={f.flagOn}
        />
      </div>
    </FormFrame>
  );
}
