import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { firmLocalToIso } from '@firm/shared/staff/firm-time';
import type { TStudioDocumentMeta, TStudioLang } from '@firm/shared/studio/studio-state';
import { POST_COPY } from '../post-editor-copy';
import { StateBadge } from './state-badge';
import styles from './post-editor.module.css';

/** Props of {@link PostPublish}. */
export type TPostPublishProps = {
  locale: TLocale;
  meta: Pick<TStudioDocumentMeta, 'languages' | 'problems'> | null;
  busy: boolean;
  publish: (languages: TStudioLang[], at?: string) => Promise<void>;
  /** Absent: the document cannot be taken off the site (a page needs its text). */
  unpublish?: (languages: TStudioLang[]) => Promise<void>;
  /** Whether a language can be scheduled. @defaultValue true */
  schedule?: boolean;
};

function LanguagePublish({
  locale,
  lang,
  meta,
  busy,
  publish,
  unpublish,
  schedule = true,
}: TPostPublishProps & { lang: TStudioLang }) {
  const copy = POST_COPY[locale];
  const name = lang === 'es' ? copy.spanish : copy.english;
  const [at, setAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const state = meta?.languages[lang];
  const problems = meta?.problems[lang] ?? [];
  const onSite =
    state && (state.state === 'published' || state.state === 'scheduled' || state.live);
  const iso = firmLocalToIso(at);
  return (
    <div className={styles.publishLang} data-testid={`publish-${lang}`}>
      <h3 className={styles.subheading}>{name}</h3>
      {state ? <StateBadge locale={locale} lang={lang} state={state} /> : null}
      {problems.length ? (
        <div className={styles.problems}>
          <p>{copy.needs}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field + problem.message}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void publish([lang])}
        >
          {copy.publishNow(name.toLowerCase())}
        </button>
      </div>
      {schedule ? (
        <div className={styles.schedule}>
          <label htmlFor={`${lang}-at`} className={styles.label}>
            {copy.at(name.toLowerCase())}
          </label>
          <input
            id={`${lang}-at`}
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            className={styles.input}
          />
          <button
            type="button"
            className={styles.secondary}
            disabled={busy || !iso}
            onClick={() => iso && void publish([lang], iso)}
          >
            {copy.schedule(name.toLowerCase())}
          </button>
        </div>
      ) : null}
      {onSite && unpublish ? (
        <div className={styles.actions}>
          {confirming ? (
            <>
              <button
                type="button"
                className={styles.danger}
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  void unpublish?.([lang]);
                }}
              >
                {copy.confirmUnpublish(name.toLowerCase())}
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setConfirming(false)}
              >
                {copy.cancel}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {copy.unpublish(name.toLowerCase())}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Publishing, one language at a time: its state badge, what keeps it from being published, publish
 * now, schedule at a date and hour on the firm's clock, and unpublish (asked twice: it takes the
 * language off the site) for the documents that can be scheduled and taken off.
 */
export function PostPublish(props: TPostPublishProps) {
  const copy = POST_COPY[props.locale];
  return (
    <section aria-labelledby="publish-heading" className={styles.card}>
      <h2 id="publish-heading" className={styles.cardHeading}>
        {copy.publishing}
      </h2>
      <div className={styles.columns}>
        <LanguagePublish {...props} lang="es" />
        <LanguagePublish {...props} lang="en" />
      </div>
    </section>
  );
}
