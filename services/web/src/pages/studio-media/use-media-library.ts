import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import {
  STUDIO_MEDIA_LIMITS,
  type TStudioMediaAlt,
  type TStudioMediaItem,
  type TStudioMediaList,
} from '@firm/shared/studio/studio-media';
import { studioMessage } from '@firm/shared/studio/studio-messages';
import { StaffApiError, staffGet, staffSend } from '../../features/staff/api/staff-api';
import { useHydrated } from '../../features/staff/hooks/use-hydrated';

/** `GET /api/staff/content/media?…`: a page of the library. */
export type TMediaList = TStudioMediaList;

/** One file the member dropped or picked, as its upload goes. */
export type TUpload = {
  key: number;
  name: string;
  state: 'waiting' | 'sending' | 'processing' | 'done' | 'error';
  /** 0–100 while sending. */
  percent: number;
  message: string;
};

const MB = 1024 * 1024;

/**
 * The refusal of a file too large for any kind, or an image too large for images, before a byte is
 * sent (the server checks again by the file's content: a file whose name lies is refused there).
 */
function tooLarge(locale: TLocale, file: File): string | null {
  const image = file.type.startsWith('image/');
  const max = image ? STUDIO_MEDIA_LIMITS.imageBytes : STUDIO_MEDIA_LIMITS.videoBytes;
  if (file.size <= max) return null;
  return studioMessage(locale, 'mediaTooLarge', {
    max: max / MB,
    kind: studioMessage(locale, image ? 'mediaImages' : 'mediaVideos'),
  });
}

const problemOf = (error: unknown) =>
  error instanceof StaffApiError ? error.message : String(error);

/**
 * The page of the library shown — as the page's loader read it, then kept fresh by swr after each
 * change — the uploads under way (one at a time, each with its progress and its own message), and the
 * alt texts and deletion of a file.
 * @param listUrl - the studio API's address of the page shown (its kind, search and page)
 * @param upload - sends one file (see upload-file.ts), reporting the share sent
 */
export function useMediaLibrary(
  locale: TLocale,
  csrfToken: string,
  initial: TMediaList,
  listUrl: string,
  upload: (file: File, onProgress: (sent: number) => void) => Promise<TStudioMediaItem>,
) {
  const list = useSWR(listUrl, staffGet<TMediaList>(locale), {
    fallbackData: initial,
    revalidateOnMount: false,
  });
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);
  const hydrated = useHydrated();
  const options = { locale, csrfToken };

  const patch = (key: number, change: Partial<TUpload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function send(key: number, file: File): Promise<void> {
    patch(key, { state: 'sending' });
    try {
      await upload(file, (sent) => {
        const percent = Math.round(sent * 100);
        patch(key, percent >= 100 ? { percent, state: 'processing' } : { percent });
      });
      patch(key, { state: 'done', percent: 100 });
      await list.mutate();
    } catch (error) {
      patch(key, { state: 'error', message: problemOf(error) });
    }
  }

  return {
    media: list.data.media,
    /** The page shown: how many files match, its number, how many pages. */
    list: list.data,
    uploads,
    ready: hydrated,
    /** Queues files for upload; a file too large is refused at once with its message. */
    add(files: readonly File[]) {
      const added = files.map((file): [TUpload, File] => {
        const refused = tooLarge(locale, file);
        const entry: TUpload = {
          key: nextKey.current++,
          name: file.name,
          state: refused ? 'error' : 'waiting',
          percent: 0,
          message: refused ?? '',
        };
        return [entry, file];
      });
      setUploads((all) => [...all, ...added.map(([entry]) => entry)]);
      for (const [entry, file] of added)
        if (entry.state === 'waiting')
          queue.current = queue.current.then(() => send(entry.key, file));
    },
    clearFinished: () =>
      setUploads((all) => all.filter((u) => u.state !== 'done' && u.state !== 'error')),
    /** Saves a file's alt texts; the updated file. */
    async saveAlt(id: string, alt: TStudioMediaAlt): Promise<TStudioMediaItem> {
      const item = await staffSend<TStudioMediaItem>(
        'PUT',
        studioUrl('mediaItem', { id }),
        alt,
        options,
      );
      await list.mutate();
      return item;
    },
    /** Deletes a file (the server refuses one in use, naming where). */
    async remove(id: string): Promise<void> {
      await staffSend<void>('DELETE', studioUrl('mediaItem', { id }), null, options);
      await list.mutate();
    },
  };
}

/** What {@link useMediaLibrary} gives the page. */
export type TMediaLibrary = ReturnType<typeof useMediaLibrary>;

/** What a part of a file's card is given: the file, the member's language and the library. */
export type TMediaItemProps = { item: TStudioMediaItem; locale: TLocale; library: TMediaLibrary };
