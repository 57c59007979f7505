import { useMemo } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ZSiteConfigSchema, type TSiteConfig } from '@firm/shared/content/site-config';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import { firmZodProblems, type TStudioFirm } from '@firm/shared/studio/studio-firm';
import { useDocumentEditor } from '../hooks/use-document-editor';

/** The configuration fields of the firm's answer (what a save sends back). */
export function firmDocumentOf(answer: TStudioFirm): TSiteConfig {
  const keys = Object.keys(ZSiteConfigSchema.shape) as (keyof TSiteConfig)[];
  return Object.fromEntries(
    keys.filter((key) => answer[key] !== undefined).map((key) => [key, answer[key]]),
  ) as TSiteConfig;
}

const FIRM_PATHS = {
  item: () => studioUrl('firm'),
  publish: () => studioUrl('firmPublish'),
  // never used: the firm's facts are never taken off the site
  unpublish: () => studioUrl('firmPublish'),
};

/**
 * The firm's facts being edited ({@link useDocumentEditor}): the draft is checked in the browser with
 * the site configuration's own schema as it is typed (the same messages the API answers), and the
 * API's cross-checks come back at their fields when it is saved.
 */
export function useFirmEditor(options: { locale: TLocale; csrfToken: string; firm: TStudioFirm }) {
  const editor = useDocumentEditor<TSiteConfig, TStudioFirm>({
    locale: options.locale,
    csrfToken: options.csrfToken,
    initial: options.firm,
    empty: firmDocumentOf(options.firm),
    documentOf: firmDocumentOf,
    paths: FIRM_PATHS,
  });
  const checked = useMemo(() => {
    const parsed = ZSiteConfigSchema.safeParse(editor.doc);
    return parsed.success ? [] : firmZodProblems(options.locale, parsed.error);
  }, [editor.doc, options.locale]);
  const errors = {
    ...Object.fromEntries(checked.map((problem) => [problem.field, problem.message])),
    ...editor.errors,
  };
  return { ...editor, errors, checked, firm: editor.saved ?? options.firm };
}
