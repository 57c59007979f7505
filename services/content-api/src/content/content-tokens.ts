import { yearsOfExperience } from '@firm/shared/content/firm-years';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { DEFAULT_RETENTION, type TRetentionSchedule } from '@firm/shared/privacy/retention';
import type { TContentBundle } from './content-bundle';
import type { TProblems } from './read-content-file';

const TOKEN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The firm's facts a text may name as `{{token}}`, by token. */
export type TContentTokens = Readonly<Record<string, string>>;

/**
 * The tokens the firm's texts may use, from the site configuration, so a fact is written once:
 * `{{founded}}` (the founding year), `{{years}}` (the years of experience the site claims, "more than
 * {{years}}", computed from the founding year and `year`) and `{{injury_firm}}` (the sister
 * personal-injury firm's name), and the retention periods of the privacy policy and terms (issue 31
 * §4): {@link retentionTokens}.
 * @param config - the validated site configuration
 * @param year - the year of the import
 * @param retention - the admins' retention schedule. @defaultValue the safe defaults
 */
export function contentTokens(
  config: TSiteConfig,
  year: number,
  retention: TRetentionSchedule = DEFAULT_RETENTION,
): TContentTokens {
  return {
    founded: String(config.firm.founded),
    years: String(yearsOfExperience(config.firm.founded, year)),
    injury_firm: config.sister_firm_names.personal_injury,
    ...retentionTokens(retention),
  };
}

/**
 * The retention schedule's periods as the policy texts name them: `{{retention_spam_days}}`,
 * `{{retention_unengaged_months}}`, `{{retention_call_click_months}}`.
 */
export function retentionTokens(retention: TRetentionSchedule): TContentTokens {
  return {
    retention_spam_days: String(retention.spamDays),
    retention_unengaged_months: String(retention.unengagedMonths),
    retention_call_click_months: String(retention.callClickMonths),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/**
 * Replaces each `{{token}}` of a text by its value; an unknown token is a problem naming `where`
 * and stays as written.
 * @param text - plain text, or HTML when `html` (then values are escaped)
 */
export function fillTokens(
  text: string,
  tokens: TContentTokens,
  where: string,
  problems: TProblems,
  html = false,
): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      problems.push(
        `${where}: unknown {{${name}}} (known: ${Object.keys(tokens)
          .map((key) => `{{${key}}}`)
          .join(', ')})`,
      );
      return whole;
    }
    return html ? value.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c) : value;
  });
}

/**
 * Fills the tokens of a text the studio publishes; an unknown token stays as written (the editor sees
 * it in the preview).
 */
export function fillPublishedTokens(text: string, tokens: TContentTokens, html: boolean): string {
  return fillTokens(text, tokens, '', [], html);
}

type TTextBundle = Pick<TContentBundle, 'attorneys' | 'posts' | 'pageTexts'>;

/**
 * Fills the tokens of every text the firm writes in prose: the page texts, the attorneys' summaries
 * and biographies, and the blog articles (titles, descriptions and bodies).
 */
export function fillBundleTokens<B extends TTextBundle>(
  bundle: B,
  tokens: TContentTokens,
  problems: TProblems,
): B {
  const plain = (text: string, where: string) => fillTokens(text, tokens, where, problems);
  const html = (text: string, where: string) => fillTokens(text, tokens, where, problems, true);
  return {
    ...bundle,
    attorneys: bundle.attorneys.map((a) => ({
      ...a,
      summary_es: plain(a.summary_es, `attorneys/${a.slug}/profile.json`),
      summary_en: plain(a.summary_en, `attorneys/${a.slug}/profile.json`),
      bio_es: html(a.bio_es, `attorneys/${a.slug}/bio.es.md`),
      bio_en: html(a.bio_en, `attorneys/${a.slug}/bio.en.md`),
    })),
    posts: bundle.posts.map((p) => ({
      ...p,
      titulo_es: plain(p.titulo_es, `blog/${p.source_key}/es.md`),
      titulo_en: plain(p.titulo_en, `blog/${p.source_key}/en.md`),
      description_es: plain(p.description_es, `blog/${p.source_key}/es.md`),
      description_en: plain(p.description_en, `blog/${p.source_key}/en.md`),
      body_es: html(p.body_es, `blog/${p.source_key}/es.md`),
      body_en: html(p.body_en, `blog/${p.source_key}/en.md`),
    })),
    pageTexts: bundle.pageTexts.map((t) => ({
      ...t,
      body_es: html(t.body_es, `pages/${t.source_key}.es.md`),
      body_en: html(t.body_en, `pages/${t.source_key}.en.md`),
    })),
  };
}
