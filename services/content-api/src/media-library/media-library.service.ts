import type { Request } from 'express';
import type { TLocale } from '@firm/shared/i18n/locale';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  SITE_DESIGN_MEDIA_PREFIXES,
  STUDIO_MEDIA_LIMITS,
  STUDIO_MEDIA_TYPES,
  ZStudioMediaAltSchema,
  type TStudioMediaItem,
  type TStudioMediaUse,
} from '@firm/shared/studio/studio-media';
import { studioMessage } from '@firm/shared/studio/studio-messages';
import { bumpContentVersion } from '../content/import.repository';
import { type TActor } from '../documents/documents.repository';
import { insertAudit } from '../documents/audit.repository';
import type { MediaService } from '../media/media.service';
import { parseStudioBody, throwNotFound } from '../studio/studio-errors';
import {
  STUDIO_MEDIA_PAGE_SIZE,
  type TStudioMediaQuery,
} from '@firm/shared/studio/studio-media-query';
import {
  countLibrary,
  deleteOriginal,
  findLibraryFile,
  listLibrary,
  updateAltTexts,
  type TLibraryRow,
} from './media-library.repository';
import { receiveUpload } from './media-upload';
import { mediaReferences } from './media-usage.repository';
import { libraryName, storeImage, storeVideo } from './store-upload';

const kindOf = (row: TLibraryRow): 'image' | 'video' =>
  row.content_type.startsWith('video/') ? 'video' : 'image';

/**
 * The studio's media library: every original with its renditions, alt texts and where it is used;
 * uploads (type by content, size limits, streamed), alt texts, and deletion of files nothing uses.
 * Changes are audited and drop this instance's cached media.
 */
export class MediaLibraryService {
  constructor(
    private readonly pool: Pool,
    private readonly media: MediaService,
    private readonly onChanged: () => void,
  ) {}

  /** Where each original is used, by library name. */
  private async uses(rows: TLibraryRow[]): Promise<Map<string, TStudioMediaUse[]>> {
    const byName = new Map<string, string>();
    for (const row of rows) {
      byName.set(row.source_name, row.source_name);
      byName.set(row.file, row.source_name);
    }
    const uses = new Map<string, TStudioMediaUse[]>();
    const seen = new Set<string>();
    for (const { name, ...use } of await mediaReferences(this.pool)) {
      const source = byName.get(name);
      const id = `${source}|${use.kind}|${use.key}|${use.field}`;
      if (!source || seen.has(id)) continue;
      seen.add(id);
      uses.set(source, [...(uses.get(source) ?? []), use]);
    }
    for (const row of rows) {
      if (SITE_DESIGN_MEDIA_PREFIXES.some((prefix) => row.source_name.startsWith(prefix)))
        uses.set(row.source_name, [
          ...(uses.get(row.source_name) ?? []),
          { kind: 'site', key: row.source_name, label: 'site', field: 'design' },
        ]);
    }
    return uses;
  }

  private async items(rows: TLibraryRow[]): Promise<TStudioMediaItem[]> {
    const [infos, uses] = await Promise.all([
      this.media.infoOf(rows.map((row) => row.file)),
      this.uses(rows),
    ]);
    return rows.map((row) => ({
      id: row.source_name,
      info: infos.get(row.file) ?? {
        file: row.file,
        content_type: row.content_type,
        width: row.width,
        height: row.height,
        variants: [],
      },
      kind: kindOf(row),
      byte_size: row.byte_size,
      alt_es: row.alt_es,
      alt_en: row.alt_en,
      ready: row.alt_es.trim() !== '' && row.alt_en.trim() !== '',
      created_at: row.created_at.toISOString(),
      uploaded_by: row.uploaded_by,
      used_in: uses.get(row.source_name) ?? [],
    }));
  }

  /**
   * A page of the library's files that match (newest first), how many match and the number of pages
   * (a page past the last shows the last), and what an upload may be.
   */
  async list(query: TStudioMediaQuery) {
    const total = await countLibrary(this.pool, query);
    const pages = Math.max(1, Math.ceil(total / STUDIO_MEDIA_PAGE_SIZE));
    const page = Math.min(query.page, pages);
    const rows = await listLibrary(this.pool, query, {
      limit: STUDIO_MEDIA_PAGE_SIZE,
      offset: (page - 1) * STUDIO_MEDIA_PAGE_SIZE,
    });
    return {
      media: await this.items(rows),
      total,
      page,
      pages,
      limits: {
        imageBytes: STUDIO_MEDIA_LIMITS.imageBytes,
        videoBytes: STUDIO_MEDIA_LIMITS.videoBytes,
        types: Object.keys(STUDIO_MEDIA_TYPES),
      },
    };
  }

  /** One file and where it is used; 404 when unknown. */
  async get(name: string, locale: TLocale): Promise<TStudioMediaItem> {
    const row = await findLibraryFile(this.pool, name);
    if (!row) throwNotFound(locale, 'mediaNotFound');
    return (await this.items([row]))[0] as TStudioMediaItem;
  }

  /** Receives an upload (multipart, field `file`) and keeps it; its item. */
  async upload(
    req: Request,
    actor: NonNullable<TActor>,
    locale: TLocale,
  ): Promise<TStudioMediaItem> {
    const name = await receiveUpload(req, locale, async (upload) => {
      const named = await libraryName(this.pool, upload);
      const store = upload.kind === 'image' ? storeImage : storeVideo;
      await store(this.pool, upload, named, actor.name, locale);
      return named;
    });
    await withTransaction(this.pool, async (client) => {
      await insertAudit(client, {
        actor,
        action: 'media.upload',
        kind: 'media',
        key: name,
        at: new Date(),
      });
      // every instance drops its media catalogue (the edge its pages): the new file is listed
      await bumpContentVersion(client);
    });
    this.onChanged();
    return this.get(name, locale);
  }

  /** Writes a file's alt texts (both languages are needed before a public page may show it). */
  async setAlt(name: string, body: unknown, actor: NonNullable<TActor>, locale: TLocale) {
    const alt = parseStudioBody(locale, ZStudioMediaAltSchema, body);
    await this.get(name, locale);
    await withTransaction(this.pool, async (client) => {
      await updateAltTexts(client, name, { alt_es: alt.alt_es.trim(), alt_en: alt.alt_en.trim() });
      await insertAudit(client, {
        actor,
        action: 'media.alt',
        kind: 'media',
        key: name,
        detail: alt,
        at: new Date(),
      });
    });
    return this.get(name, locale);
  }

  /** Deletes a file nothing uses; 409 naming where it is used otherwise. */
  async delete(name: string, actor: NonNullable<TActor>, locale: TLocale): Promise<void> {
    const item = await this.get(name, locale);
    if (item.used_in.length > 0) {
      const places = item.used_in.map((use) => use.label).filter((v, i, a) => a.indexOf(v) === i);
      throw new AppError(
        'conflict',
        studioMessage(locale, 'mediaInUse', { places: places.join('; ') }),
        {
          used_in: item.used_in,
        },
      );
    }
    await withTransaction(this.pool, async (client) => {
      await deleteOriginal(client, name);
      await insertAudit(client, {
        actor,
        action: 'media.delete',
        kind: 'media',
        key: name,
        at: new Date(),
      });
      await bumpContentVersion(client);
    });
    this.onChanged();
  }
}
