import type { TLocale } from '@firm/shared/i18n/locale';
import { PAGE_TEXT_BLOCKS } from '@firm/shared/content/page-text-blocks';
import { languageName } from '@firm/shared/studio/studio-messages';
import type { TStudioPageDocument } from '@firm/shared/studio/studio-page';
import {
  STUDIO_LANGS,
  type TStudioLang,
  type TStudioProblem,
} from '@firm/shared/studio/studio-state';
import { checkBlockMarkdown } from '../content/load-page-texts';
import type { TPublishedLanguage } from '../documents/document-kind';
import { problem } from '../studio/studio-errors';

/** The blocks a page must have: the site's list (PAGE_TEXT_BLOCKS), else the ones it has. */
export function requiredBlocks(key: string, has: string[]): string[] {
  const known = (PAGE_TEXT_BLOCKS as Record<string, readonly string[]>)[key];
  return known ? [...known] : has;
}

/**
 * What keeps a page's document from being saved: a block the page does not have, or one it needs
 * missing (in either language). Empty texts are fine in a draft.
 */
export function pageSaveProblems(
  key: string,
  document: TStudioPageDocument,
  headBlocks: string[],
  locale: TLocale,
): TStudioProblem[] {
  const required = requiredBlocks(key, headBlocks);
  const allowed = new Set([...required, ...headBlocks]);
  return STUDIO_LANGS.flatMap((lang) => [
    ...Object.keys(document[lang].blocks)
      .filter((block) => !allowed.has(block))
      .map((block) => problem(locale, `${lang}.blocks.${block}`, 'blockUnknown')),
    ...required
      .filter((block) => !(block in document[lang].blocks))
      .map((block) => problem(locale, `${lang}.blocks.${block}`, 'blockMissing')),
  ]);
}

/** The anchors of a language's blocks, in order. */
function anchorsOf(document: TStudioPageDocument, lang: TStudioLang): string[] {
  return Object.values(document[lang].blocks).flatMap(
    (markdown) => checkBlockMarkdown(markdown).ids,
  );
}

/**
 * What keeps `lang` of a page from being published, by the import's rules: every block written, no
 * `#` title, every `##` heading with an anchor, each anchor once on the page, and the same anchors as
 * the other language (the one on the site, else its draft).
 */
export function pagePublishProblems(
  document: TStudioPageDocument,
  lang: TStudioLang,
  others: Partial<Record<TStudioLang, TPublishedLanguage<TStudioPageDocument>>>,
  locale: TLocale,
): TStudioProblem[] {
  const problems: TStudioProblem[] = [];
  for (const [block, markdown] of Object.entries(document[lang].blocks)) {
    const field = `${lang}.blocks.${block}`;
    const check = checkBlockMarkdown(markdown);
    if (check.html === '') problems.push(problem(locale, field, 'required'));
    if (check.levelOne) problems.push(problem(locale, field, 'headingLevelOne'));
    for (const heading of check.withoutAnchor)
      problems.push(problem(locale, field, 'headingNeedsAnchor', { heading }));
  }
  const own = anchorsOf(document, lang);
  for (const anchor of new Set(own.filter((a, i) => own.indexOf(a) !== i)))
    problems.push(problem(locale, `${lang}.blocks`, 'anchorTwice', { anchor }));
  const other: TStudioLang = lang === 'es' ? 'en' : 'es';
  const theirs = anchorsOf(others[other]?.document ?? document, other);
  for (const [missingIn, anchors] of [
    [lang, theirs.filter((a) => !own.includes(a))],
    [other, own.filter((a) => !theirs.includes(a))],
  ] as const) {
    for (const anchor of anchors)
      problems.push(
        problem(locale, `${missingIn}.blocks`, 'anchorMissing', {
          lang: languageName(locale, missingIn),
          anchor,
        }),
      );
  }
  return problems;
}
