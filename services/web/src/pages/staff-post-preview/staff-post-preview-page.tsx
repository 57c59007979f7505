import type { TBlogArticle } from '@firm/shared/content/blog-article';
import { getHref, type TRouteMatch } from '@firm/shared/routes/route-map';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import { loadedPage } from '../../app/page-registry';
import type { TPageModule } from '../../app/page-types';
import { staffRead } from '../../features/staff/utils/staff-data';
import { notFound } from '../../lib/http-status';
import { loadSafeBrowsingTips } from '../kit/safe-browsing';
import { PreviewBanner } from '../kit/preview-banner';
import { COPY } from './staff-post-preview-copy';

/** What the public article page loads (its module is this page's to render, not to import). */
type TArticleData = TBlogArticle & { tips: string | null };

const articlePage = () => loadedPage('blogArticle') as TPageModule<TArticleData>;

/** The match the public page has at the article's address (its lead form is the blog's). */
const articleMatch = (match: TRouteMatch, data: TArticleData): TRouteMatch => ({
  id: 'blogArticle',
  locale: match.locale,
  params: { slug: match.locale === 'en' ? data.url_en : data.url_es },
});

/**
 * The staff preview of an article (issue 28 §3): the real public article page — its module, its
 * frame, its CSS — rendered with the draft as content-api's preview answers it, in the language of
 * the address (`/staff/contenido/blog/:id/vista-previa` Spanish, `/en/staff/content/blog/:id/preview`
 * English), under a banner saying it is not published. A staff page: editors only, `noindex`, never
 * stored (`private, no-store`), framed by the editor only (same origin).
 */
export const page: TPageModule<TArticleData> = {
  renders: ['blogArticle'],
  loader: async (args) => {
    const id = args.match.params['id'] ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
    // the staff API asks in the address's language (`lang=en` on English addresses): the language
    // previewed, as the preview endpoint reads Spanish when `lang` is absent
    const [draft, tips] = await Promise.all([
      staffRead<TBlogArticle>(args.staffApi, studioUrl('postPreview', { id })),
      loadSafeBrowsingTips(args),
    ]);
    const lang = args.match.locale;
    const noAddress = COPY[lang].noAddress;
    return {
      ...draft,
      // a draft without its address yet still shows the address it would have
      ...(lang === 'en'
        ? { url_en: draft.url_en || noAddress }
        : { url_es: draft.url_es || noAddress }),
      tips: draft.quick_exit ? tips : null,
    };
  },
  head: (context) => {
    const id = { id: context.match.params['id'] ?? '' };
    return {
      ...articlePage().head({ ...context, match: articleMatch(context.match, context.data) }),
      noindex: true,
      publicFrame: true,
      // the language switch and hreflang name the other language's preview
      alternates: {
        es: getHref('staffPostPreview', 'es', id),
        en: getHref('staffPostPreview', 'en', id),
      },
    };
  },
  Page: (props) => {
    const Article = articlePage().Page;
    const editorHref = getHref('staffPost', props.locale, { id: props.match.params['id'] ?? '' });
    return (
      <>
        <PreviewBanner locale={props.locale} of="article" editorHref={editorHref} />
        <Article {...props} match={articleMatch(props.match, props.data)} />
      </>
    );
  },
};
