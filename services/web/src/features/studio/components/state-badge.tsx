import type { TLocale } from '@firm/shared/i18n/locale';
import { formatFirmDateTime } from '@firm/shared/staff/firm-time';
import type { TStudioLang, TStudioLanguageState } from '@firm/shared/studio/studio-state';
import { STUDIO_COPY } from '../studio-copy';
import styles from './studio.module.css';

/** Props of {@link StateBadge}. */
export type TStateBadgeProps = {
  locale: TLocale;
  lang: TStudioLang;
  state: TStudioLanguageState;
};

/**
 * One language's publishing state as a badge in words and colour: Borrador, Programado (with its
 * date and hour on the firm's clock), Publicado, Despublicado.
 */
export function StateBadge({ locale, lang, state }: TStateBadgeProps) {
  const copy = STUDIO_COPY[locale];
  const when =
    state.state === 'scheduled' && state.scheduled_at
      ? copy.scheduledFor(formatFirmDateTime(state.scheduled_at, locale))
      : null;
  return (
    <span className={styles.badgeLine} data-testid={`state-${lang}`}>
      <span className={styles.badgeLang}>{copy.languages[lang]}:</span>{' '}
      <span className={`${styles.badge} ${styles[state.state]}`}>{copy.states[state.state]}</span>
      {when ? <span className={styles.badgeWhen}> {when}</span> : null}
      {state.state === 'scheduled' && state.live ? (
        <span className={styles.badgeWhen}> ({copy.liveEarlier})</span>
      ) : null}
    </span>
  );
}
