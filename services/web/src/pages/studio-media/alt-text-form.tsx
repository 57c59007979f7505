import { useState, type FormEvent } from 'react';
import { STUDIO_MEDIA_LIMITS } from '@firm/shared/studio/studio-media';
import { StaffApiError } from '../../features/staff/api/staff-api';
import { StaffField, staffFormStyles } from '../../features/staff/components/staff-form';
import { COPY } from './studio-media-copy';
import styles from './studio-media-page.module.css';
import type { TMediaItemProps } from './use-media-library';

type TNotice = { tone: 'ok' | 'error'; text: string; errors: { field: string; message: string }[] };

/** A file's alt texts, one field per language, saved together (PUT). */
export function AltTextForm({ item, locale, library }: TMediaItemProps) {
  const copy = COPY[locale];
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await library.saveAlt(item.id, {
        alt_es: String(form.get('alt_es') ?? ''),
        alt_en: String(form.get('alt_en') ?? ''),
      });
      setNotice({ tone: 'ok', text: copy.altSaved, errors: [] });
    } catch (error) {
      const problem = error instanceof StaffApiError ? error : new StaffApiError(String(error), 0);
      setNotice({ tone: 'error', text: problem.message, errors: problem.errors });
    } finally {
      setBusy(false);
    }
  }
  const fieldError = (field: string) => notice?.errors.find((e) => e.field === field)?.message;
  return (
    <form className={styles.altForm} onSubmit={submit} aria-label={`${copy.saveAlt}: ${item.id}`}>
      {(['es', 'en'] as const).map((lang) => (
        <StaffField
          key={lang}
          id={`alt-${lang}-${item.id}`}
          name={`alt_${lang}`}
          lang={lang}
          label={lang === 'es' ? copy.altEs : copy.altEn}
          defaultValue={lang === 'es' ? item.alt_es : item.alt_en}
          maxLength={STUDIO_MEDIA_LIMITS.altText}
          error={fieldError(`alt_${lang}`)}
        />
      ))}
      <div className={styles.row}>
        <button
          type="submit"
          className={staffFormStyles.secondary}
          disabled={busy || !library.ready}
        >
          {copy.saveAlt}
        </button>
        <span
          role="status"
          className={notice?.tone === 'error' ? staffFormStyles.error : styles.saved}
        >
          {notice && notice.errors.length === 0 ? notice.text : ''}
        </span>
      </div>
    </form>
  );
}
