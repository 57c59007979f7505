import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioDocumentMeta, TStudioLang } from '@firm/shared/studio/studio-state';
import { StudioApiError, studioGet, studioSend } from '../api/studio-api';

/** How often a changed draft is saved on its own, and how often presence is renewed. */
export const AUTOSAVE_MS = 4000;
const PRESENCE_MS = 20_000;

/** What the editor says about the last save. */
export type TSaveState =
  { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string; conflict: boolean };

/** Where a studio document is read, saved, published and taken off the site. */
export type TDocumentPaths<A> = {
  /** `GET`/`PUT` of a saved document. */
  item: (answer: A) => string;
  /** `POST` of a new one (documents that can be created). */
  create?: string;
  publish: (answer: A) => string;
  unpublish: (answer: A) => string;
};

/** What {@link useDocumentEditor} needs. */
export type TDocumentEditorOptions<D, A> = {
  locale: TLocale;
  csrfToken: string;
  /** The saved document as its page's loader read it; null for a new one. */
  initial: A | null;
  empty: D;
  /** The document fields of an answer (what a save sends back). */
  documentOf: (answer: A) => D;
  paths: TDocumentPaths<A>;
  /** After a new document's first save (the page moves its address to the document's). */
  onCreated?: (answer: A) => void;
};

/**
 * A studio document being edited (an article, a page's texts): the editor's text (never replaced by
 * the server's behind their back), the revision it is based on, saving (a new document's first save
 * creates it), autosave a few seconds after a change, the server's field problems, a 409's message (the
 * text stays), who else has it open (renewed by reading it every 20 s), publishing and unpublishing,
 * and showing a revision the server made (a restore).
 */
export function useDocumentEditor<D, A extends TStudioDocumentMeta>(
  options: TDocumentEditorOptions<D, A>,
) {
  const { locale, csrfToken, paths, documentOf } = options;
  const [saved, setSaved] = useState<A | null>(options.initial);
  const [doc, setDoc] = useState<D>(options.initial ? documentOf(options.initial) : options.empty);
  const [dirty, setDirty] = useState(false);
  const [save, setSave] = useState<TSaveState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = useRef(false);
  // the text as the editor has it now (a save answered later compares it with what it sent)
  const latest = useRef(doc);
  latest.current = doc;
  // the revision a save is based on (set at once by a save's answer or a reload, before any render)
  const base = useRef(saved);
  const send = { locale, csrfToken };

  const live = useSWR(saved ? paths.item(saved) : null, studioGet<A>(locale), {
    refreshInterval: PRESENCE_MS,
    revalidateOnFocus: true,
  });
  const editing = live.data?.editing ?? saved?.editing ?? [];

  const change = useCallback((update: (current: D) => D) => {
    setDoc(update);
    setDirty(true);
  }, []);

  const failed = (error: unknown) => {
    const problem = error instanceof StudioApiError ? error : new StudioApiError(String(error), 0);
    setErrors(Object.fromEntries(problem.errors.map((e) => [e.field, e.message])));
    setSave({ kind: 'error', message: problem.message, conflict: problem.status === 409 });
  };

  const saveNow = useCallback(async (): Promise<A | null> => {
    if (busy.current) return null;
    busy.current = true;
    setSave({ kind: 'saving' });
    const sent = latest.current;
    const from = base.current;
    try {
      const answer = from
        ? await studioSend<A>(
            'PUT',
            paths.item(from),
            { ...sent, baseRevision: from.revision },
            send,
          )
        : await studioSend<A>('POST', paths.create ?? '', sent, send);
      if (!from) options.onCreated?.(answer);
      base.current = answer;
      setSaved(answer);
      // typing during the save keeps the draft dirty: the next autosave sends it
      if (latest.current === sent) setDirty(false);
      setErrors({});
      setSave({ kind: 'saved' });
      void live.mutate(answer, { revalidate: false });
      return answer;
    } catch (error) {
      failed(error);
      return null;
    } finally {
      busy.current = false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, saved, locale, csrfToken]);

  // autosave: a few seconds after the last change, unless the last save was refused
  useEffect(() => {
    if (!dirty || save.kind === 'error' || save.kind === 'saving') return;
    const timer = window.setTimeout(() => void saveNow(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, doc, save.kind, saveNow]);

  const adopt = (fresh: A) => {
    base.current = fresh;
    setSaved(fresh);
    setDoc(documentOf(fresh));
    setDirty(false);
    setErrors({});
    setSave({ kind: 'idle' });
    void live.mutate(fresh, { revalidate: false });
  };

  const act = async (pathOf: (answer: A) => string, body: Record<string, unknown>) => {
    const current = dirty || !saved ? await saveNow() : saved;
    if (!current) return;
    try {
      const answer = await studioSend<A>('POST', pathOf(current), body, send);
      base.current = answer;
      setSaved(answer);
      setSave({ kind: 'saved' });
    } catch (error) {
      failed(error);
    }
  };

  return {
    saved,
    doc,
    dirty,
    save,
    errors,
    editing,
    change,
    saveNow,
    /** Gets the other editor's newer revision (after a 409), keeping nothing of the refused text. */
    reload: async () => {
      const fresh = await live.mutate();
      if (fresh) adopt(fresh);
    },
    /** After a 409: save the editor's text over the newer revision (they have looked at it). */
    overwrite: async () => {
      const fresh = await live.mutate();
      if (!fresh) return;
      base.current = fresh;
      setSaved(fresh);
      await saveNow();
    },
    /** Shows a revision the server made (a restore): its text replaces the editor's. */
    adopt,
    publish: (languages: TStudioLang[], at?: string) =>
      act(paths.publish, { languages, ...(at ? { at } : {}) }),
    unpublish: (languages: TStudioLang[]) => act(paths.unpublish, { languages }),
  };
}
