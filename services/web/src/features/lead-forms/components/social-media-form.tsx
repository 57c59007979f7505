import type { UseFormRegisterReturn } from 'react-hook-form';
import { SOCIAL_MEDIA_AGENTS, SOCIAL_MEDIA_DEFAULTS } from '@firm/shared/forms/social-media-agents';
import { t } from '@firm/shared/i18n/messages';
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

/** The internal social-media lead form (Spanish): success shows a message and keeps the chosen agent. */
export function SocialMediaForm({ seccion }: TSocialMediaFormProps) {
  const f = useSocialMediaForm();
  const { def, locale, idOf, shown, defaults } = f;
  const text = (name: 'nombre' | 'phone' | 'agente' | 'source' | 'link') =>
    String(defaults[name] ?? '');
  const ids = {
    nombre: idOf('nombre'),
    phone: idOf('phone'),
    agente: idOf('agente'),
    source: idOf('source'),
    link: idOf('link'),
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
        <input
          {...f.field('source')}
          id={ids.source}
          type="text"
          className={styles.input}
          defaultValue={text('source')}
          {...errorAttributes(ids.source, shown.messageOf('source'))}
        />
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
