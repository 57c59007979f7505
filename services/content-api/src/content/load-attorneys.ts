import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TAttorneyRecord } from './content-bundle';
import { ZAttorneyProfileSchema } from './content-schemas';
import { renderMarkdown } from './markdown';
import { readJson, readText, type TProblems } from './read-content-file';
import { sanitizeContentHtml } from './sanitize-content-html';

/** Reads every `attorneys/<slug>/` folder: `profile.json`, `bio.es.md`, `bio.en.md`. */
export function loadAttorneys(root: string, problems: TProblems): TAttorneyRecord[] {
  const dir = path.join(root, 'attorneys');
  if (!existsSync(dir)) {
    problems.push('attorneys/: folder is missing');
    return [];
  }
  const slugs = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const attorneys: TAttorneyRecord[] = [];
  for (const slug of slugs) {
    const folder = `attorneys/${slug}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      problems.push(`${folder}: folder names must be lowercase words joined by hyphens`);
      continue;
    }
    const profile = readJson(root, `${folder}/profile.json`, ZAttorneyProfileSchema, problems);
    const bioEs = readText(root, `${folder}/bio.es.md`, problems);
    const bioEn = readText(root, `${folder}/bio.en.md`, problems);
    if (!profile || bioEs === undefined || bioEn === undefined) continue;
    const { position: _position, ...fields } = profile;
    attorneys.push({
      slug,
      ...profile,
      // what the studio edits: the profile as written (Markdown biographies, `{{tokens}}` unfilled)
      document: { slug, ...fields, bio_es: bioEs, bio_en: bioEn },
      licensed_in: profile.bar_admissions.map((admission) => admission.jurisdiction),
      bio_es: sanitizeContentHtml(renderMarkdown(bioEs)),
      bio_en: sanitizeContentHtml(renderMarkdown(bioEn)),
    });
  }
  return attorneys.sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
}
