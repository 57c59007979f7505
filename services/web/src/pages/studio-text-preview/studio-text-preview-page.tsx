import type { TPageText } from '@firm/shared/content/page-text';
import { PAGE_TEXT_NAME } from '@firm/shared/content/page-text-blocks';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref, type TRouteMatch } from '@firm/shared/routes/route-map';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import { loadedPage } from '../../app/page-registry';
import type { TPageModule } from '../../app/page-types';
import { staffRead } from '../../features/staff/utils/staff-data';
import { notFound } from '../../lib/http-status';
import { pageTextSiteMatch } from '../kit/page-text-pages';
import { PreviewBanner } from '../kit/preview-banner';

/** The public page's own data, loaded by its own loader with the draft in place of its text. */
type TPreviewData = { data: unknown };

/** The public page that shows the text of the address's key, in the address's language. */
function siteOf(match: TRouteMatch): TRouteMatch | null {
  const key = match.params['key'] ?? '';
  return PAGE_TEXT_NAME.test(key) ? pageTextSiteMatch(match.locale, key) : null;
}

/** {@link siteOf}, a 404 for a key no page shows. */
function siteMatchOf(match: TRouteMatch): TRouteMatch {
  const site = siteOf(match);
  if (!site) notFound();
  return site;
}

const editorHref = (locale: TLocale, match: TRouteMatch) =>
  getHref('studioText', locale, { key: match.params['key'] ?? '' });

/**
 * The staff preview of a page text (issue 28 §4): the real public page that shows it (privacy →
 * /politica-de-privacidad, a visa's explanation → its visa page, …) — its module, its loader, its
 * frame and CSS — with the saved draft of the text in place of the published one, in the language of
 * the address (`/staff/contenido/paginas/:key/vista-previa` Spanish, `/en/staff/content/pages/:key/preview`
 * English), under a banner saying it is not published. A staff page: editors only, `noindex`, never
 * stored (`private, no-store`), framed by the editor only (same origin).
 */
export const page: TPageModule<TPreviewData> = {
  renders: (match) => {
    const site = siteOf(match);
    return site ? [site.id] : [];
  },
  loader: async (args) => {
    const site = siteMatchOf(args.match);
    const key = args.match.params['key'] ?? '';
    // the staff API answers in the address's language (`lang=en` on English addresses)
    const draft = await staffRead<TPageText>(args.staffApi, studioUrl('pagePreview', { key }));
    const loader = loadedPage(site.id).loader;
    const data = loader ? await loader({ ...args, match: site, pageTextDraft: draft }) : null;
    return { data };
  },
  head: (context) => {
    const key = { key: context.match.params['key'] ?? '' };
    const site = siteMatchOf(context.match);
    return {
      ...loadedPage(site.id).head({ ...context, match: site, data: context.data.data }),
      noindex: true,
      publicFrame: true,
      // the language switch and hreflang name the other language's preview
      alternates: {
        es: getHref('studioTextPreview', 'es', key),
        en: getHref('studioTextPreview', 'en', key),
      },
    };
  },
  Page: (props) => {
    const site = siteMatchOf(props.match);
    const Site = loadedPage(site.id).Page;
    return (
      <>
        <PreviewBanner
          locale={props.locale}
          of="pageText"
          editorHref={editorHref(props.locale, props.match)}
        />
        <Site {...props} match={site} data={props.data.data} />
      </>
    );
  },
};
