import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPost, TStudioPostDocument } from '@firm/shared/studio/studio-post';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { StudioApiError, studioGet, studioSend } from '../api/studio-api';

/** How often a changed draft is saved on its own, and how often presence is renewed. */
export const AUTOSAVE_MS = 4000;
const PRESENCE_MS = 20_000;

/** What the editor says about the last save. */
export type TSaveState =
  { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string; conflict: boolean };

/** The document fields of an article's answer (what a save sends back). */
export function documentOf(post: TStudioPost): TStudioPostDocument {
  const { category, author, featured, quick_exit, main_media, index, es, en } = post;
  return { category, author, featured, quick_exit, main_media, index, es, en };
}

/**
 * An article being edited: the editor's text (never replaced by the server's behind their back), the
 * revision it is based on, saving (a new article's first save creates it and moves the address to its
 * page), autosave a few seconds after a change, the server's field problems, a 409's message (the
 * text stays), who else has it open (renewed by reading it every 20 s), publishing and unpublishing.
 */
export function usePostEditor(options: {
  locale: TLocale;
  csrfToken: string;
  initial: TStudioPost | null;
  empty: TStudioPostDocument;
  /** The editor page's address once an article has an id. */
  pageOf: (id: number) => string;
}) {
  const { locale, csrfToken } = options;
  const [post, setPost] = useState<TStudioPost | null>(options.initial);
  const [doc, setDoc] = useState<TStudioPostDocument>(
    options.initial ? documentOf(options.initial) : options.empty,
  );
  const [dirty, setDirty] = useState(false);
  const [save, setSave] = useState<TSaveState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = useRef(false);
  // the text as the editor has it now (a save answered later compares it with what it sent)
  const latest = useRef(doc);
  latest.current = doc;
  // the revision a save is based on (set at once by a save's answer or a reload, before any render)
  const base = useRef(post);
  const send = { locale, csrfToken };

  const live = useSWR(
    post ? studioUrl('post', { id: post.id }) : null,
    studioGet<TStudioPost>(locale),
    { refreshInterval: PRESENCE_MS, revalidateOnFocus: true },
  );
  const editing = live.data?.editing ?? post?.editing ?? [];

  const change = useCallback((update: (current: TStudioPostDocument) => TStudioPostDocument) => {
    setDoc(update);
    setDirty(true);
  }, []);

  const failed = (error: unknown) => {
    const problem = error instanceof StudioApiError ? error : new StudioApiError(String(error), 0);
    setErrors(Object.fromEntries(problem.errors.map((e) => [e.field, e.message])));
    setSave({ kind: 'error', message: problem.message, conflict: problem.status === 409 });
  };

  const saveNow = useCallback(async (): Promise<TStudioPost | null> => {
    if (busy.current) return null;
    busy.current = true;
    setSave({ kind: 'saving' });
    const sent = latest.current;
    const from = base.current;
    try {
      const answer = from
        ? await studioSend<TStudioPost>(
            'PUT',
            studioUrl('post', { id: from.id }),
            { ...sent, baseRevision: from.revision },
            send,
          )
        : await studioSend<TStudioPost>('POST', STUDIO_ROUTES.posts, sent, send);
      if (!from) window.history.replaceState(null, '', options.pageOf(answer.id));
      base.current = answer;
      setPost(answer);
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
  }, [doc, post, locale, csrfToken]);

  // autosave: a few seconds after the last change, unless the last save was refused
  useEffect(() => {
    if (!dirty || save.kind === 'error' || save.kind === 'saving') return;
    const timer = window.setTimeout(() => void saveNow(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, doc, save.kind, saveNow]);

  const act = async (pathOf: (id: number) => string, body: Record<string, unknown>) => {
    const saved = dirty || !post ? await saveNow() : post;
    if (!saved) return;
    try {
      const answer = await studioSend<TStudioPost>('POST', pathOf(saved.id), body, send);
      base.current = answer;
      setPost(answer);
      setSave({ kind: 'saved' });
    } catch (error) {
      failed(error);
    }
  };

  return {
    post,
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
      if (!fresh) return;
      base.current = fresh;
      setPost(fresh);
      setDoc(documentOf(fresh));
      setDirty(false);
      setErrors({});
      setSave({ kind: 'idle' });
    },
    /** After a 409: save the editor's text over the newer revision (they have looked at it). */
    overwrite: async () => {
      const fresh = await live.mutate();
      if (!fresh) return;
      base.current = fresh;
      setPost(fresh);
      await saveNow();
    },
    publish: (languages: TStudioLang[], at?: string) =>
      act((id) => studioUrl('postPublish', { id }), { languages, ...(at ? { at } : {}) }),
    unpublish: (languages: TStudioLang[]) =>
      act((id) => studioUrl('postUnpublish', { id }), { languages }),
  };
}
