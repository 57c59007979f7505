import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { ZStudioPostSchema } from '@firm/shared/studio/studio-post';
import { labelSets, scrape } from '../../support/metrics';
import { useStudioServer } from '../../support/studio-server';
import { parseWire } from './support/wire';

const served = useStudioServer([{ key: 'seed-post' }]);

const article = {
  category: 'vawa',
  author: 'ana-herrera',
  featured: false,
  main_media: 'blog-vawa-self-petition.jpg',
  index: [{ es: 'El plazo', en: 'The deadline', anchor: 'plazo' }],
  es: {
    url: 'articulo-de-metricas',
    titulo: 'Artículo de métricas',
    description: 'Una descripción breve.',
    main_media_text: 'Una mujer lee un documento',
    markdown: '## El plazo {#plazo}\n\nTexto en español.',
  },
  en: {
    url: 'metrics-article',
    titulo: 'Metrics article',
    description: 'A short description.',
    main_media_text: 'A woman reads a document',
    markdown: '## The deadline {#plazo}\n\nText in English.',
  },
};

describe('content-api /metrics', () => {
  const metricsUrl = () => `${served.studio.baseUrl}/metrics`;

  it('When content was imported at start, then the import counts', async () => {
    const figures = await scrape(metricsUrl());
    expect(figures.value('firm_content_imports_total')).toBeGreaterThanOrEqual(1);
  });

  it('When an editor publishes an article, then publications count one more, and the route label keeps the pattern, not the id', async () => {
    const created = await served.editor.post(STUDIO_ROUTES.posts, article);
    expect(created.status).toBe(201);
    const post = parseWire(ZStudioPostSchema, created.body);
    const before = await scrape(metricsUrl());
    const published = await served.editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es', 'en'],
    });
    expect(published.status).toBe(200);
    const after = await scrape(metricsUrl());
    expect(
      after.value('firm_content_publishes_total', { trigger: 'studio' }) -
        before.value('firm_content_publishes_total', { trigger: 'studio' }),
    ).toBe(1);
    const routes = labelSets(after.text, 'firm_http_request_duration_seconds_count').join('\n');
    expect(routes).toContain('service="content-api"');
    expect(routes).not.toContain(`/${post.id}/`);
  });
});
