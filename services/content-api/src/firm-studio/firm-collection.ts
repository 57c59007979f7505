import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSiteConfig, type TSiteConfig } from '@firm/shared/content/site-config';
import type { Pool } from '@firm/shared/server/db';
import {
  FIRM_KEY,
  firmZodProblems,
  ZStudioFirmSaveSchema,
  type TStudioFirm,
} from '@firm/shared/studio/studio-firm';
import type { DocumentsService } from '../documents/documents.service';
import { StudioCollection, type TStudioContext } from '../studio/studio-collection';
import { throwProblems } from '../studio/studio-errors';
import { FIRM_KIND } from './firm-kind';
import { isLiveSample } from '../documents/sample-state';
import { sampleRows } from '../documents/sample-state.repository';

/** The firm's facts as the content folder ships them (`site-config.json`), or null. */
export function sampleFirm(contentDir: string): TSiteConfig | null {
  try {
    const file = path.join(contentDir, 'site-config.json');
    return parseSiteConfig(JSON.parse(readFileSync(file, 'utf8'))).config;
  } catch {
    return null;
  }
}

/**
 * The firm's facts in the studio: one document, never created nor deleted nor unpublished. A save is
 * checked with the site configuration's own schema, each problem at its field in the editor's
 * language; the answer says whether the site still shows the shipped sample.
 */
export class FirmCollection extends StudioCollection<TSiteConfig, TStudioFirm> {
  constructor(
    private readonly db: Pool,
    documents: DocumentsService,
    contentDir: string,
  ) {
    super(db, documents, {
      kind: FIRM_KIND,
      saveSchema: ZStudioFirmSaveSchema,
      notFound: 'pageNotFound',
      present: (key, document, meta) => ({
        ...document,
        ...meta,
        id: key,
        sample: false,
        // the shipped facts are always one restore away
        has_sample: true,
        position: null,
      }),
      listItem: (row) => row,
      preview: async (_key, document) => document,
      sample: async () => sampleFirm(contentDir),
    });
  }

  /**
   * Whether the site still shows the firm's facts as shipped, by the sample tracker's rule
   * (sample-state.ts): its head and its live revision are the import's or a sample restore.
   */
  async isSample(): Promise<boolean> {
    const rows = await sampleRows(this.db, FIRM_KIND.kind);
    return rows.some((row) => row.key === FIRM_KEY && isLiveSample(row));
  }

  override async get(key: string, context: TStudioContext): Promise<TStudioFirm> {
    const [answer, sample] = await Promise.all([super.get(key, context), this.isSample()]);
    return { ...answer, sample };
  }

  override async save(key: string, body: unknown, context: TStudioContext): Promise<TStudioFirm> {
    const parsed = ZStudioFirmSaveSchema.safeParse(body ?? {});
    if (!parsed.success) throwProblems(firmZodProblems(context.locale, parsed.error));
    return super.save(key, parsed.data, context);
  }
}
