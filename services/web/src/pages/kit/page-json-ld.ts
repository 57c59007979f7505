import type { TLocale } from '@firm/shared/i18n/locale';
import type { TShellData } from '../../app/app-context';
import type { TJsonLd } from '../../features/seo/json-ld';
import { legalServiceLd } from '../../features/seo/json-ld';

/** Builds a page's JSON-LD objects from the shell data. */
export type TJsonLdFactory = (shell: TShellData, locale: TLocale) => TJsonLd[];

/** The firm's LegalService object (home, about, contact), when the site configuration is known. */
export const firmJsonLd: TJsonLdFactory = (shell, locale) =>
  shell.siteConfig ? [legalServiceLd(shell.siteConfig, locale, shell.origin)] : [];
