import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { ZPageTextSchema } from '@firm/shared/content/page-text';
import {
  ZStudioPageListSchema,
  ZStudioPageSchema,
  type TStudioPage,
} from '@firm/shared/studio/studio-page';
import { yearsOfExperience } from '@firm/shared/content/firm-years';
import { siteConfigFile } from '../../support/site-config-file';
import { useStudioServer } from '../../support/studio-server';
import { parseWire } from './support/wire';

const served = useStudioServer([{}]);

const documentOf = ({ es, en }: TStudioPage) => ({ es, en });

async function page(key: string): Promise<TStudioPage> {
  return parseWire(ZStudioPageSchema, (await served.editor.get(studioUrl('page', { key }))).body);
}

async function publicPage(lang: 'es' | 'en', key: string) {
  const response = await fetch(`${served.studio.baseUrl}${CONTENT_URLS.pageText(lang, key)}`);
  return parseWire(ZPageTextSchema, await response.json());
}

describe('studio page texts', () => {
  it('When the pages are listed, then every page the site shows is there with its blocks, published in both languages', async () => {
    const list = parseWire(
      ZStudioPageListSchema,
      (await served.editor.get(STUDIO_ROUTES.pages)).body,
    );
    const vawa = list.pages.find((p) => p.key === 'vawa-visa');
    expect(vawa?.block_names).toEqual(['intro', 'eligibility', 'benefits', 'process']);
    expect(vawa?.languages.es).toMatchObject({ state: 'published', live: true });
    expect(vawa?.languages.en).toMatchObject({ state: 'published', live: true });
  });

  it('When a page text is saved and then published in Spanish only, then only the Spanish page changes', async () => {
    const before = await page('privacy');
    const document = documentOf(before);
    const saved = await served.editor.put(studioUrl('page', { key: 'privacy' }), {
      ...document,
      es: { updated: '2026-12-01', blocks: { body: '## privacy {#body}\n\nTexto **nuevo**.' } },
      baseRevision: before.revision,
    });
    expect(saved.status).toBe(200);
    expect((await publicPage('es', 'privacy')).blocks.body).not.toContain('nuevo');
    const published = await served.editor.post(studioUrl('pagePublish', { key: 'privacy' }), {
      languages: ['es'],
    });
    expect(published.status).toBe(200);
    const spanish = await publicPage('es', 'privacy');
    expect(spanish.blocks.body).toContain('<strong>nuevo</strong>');
    expect(spanish.updated).toBe('2026-12-01');
    const english = await publicPage('en', 'privacy');
    expect(english.blocks.body).toContain('Text.');
    expect(english.updated).toBeNull();
  });

  it('When a page text is asked to be unpublished, then it is a 400 saying the page needs it', async () => {
    const answer = await served.editor.post(studioUrl('pageUnpublish', { key: 'terms' }), {
      languages: ['es'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Un texto de página no se puede despublicar: la página lo necesita. Publique otra revisión o restaure una anterior.',
    );
    expect((await publicPage('es', 'terms')).blocks.body).toContain('Texto.');
  });

  it('When a block the page needs is left out or an unknown one added, then it is a 400 naming each', async () => {
    const before = await page('home');
    const answer = await served.editor.put(studioUrl('page', { key: 'home' }), {
      es: { updated: null, blocks: { about: 'a', mission: 'b', extra: 'c' } },
      en: before.en,
      baseRevision: before.revision,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'es.blocks.extra',
        message: 'Bloque extra (español): esta página no tiene ese bloque.',
      },
      {
        field: 'es.blocks.how-it-works',
        message: 'Bloque how-it-works (español): falta este bloque; la página lo muestra.',
      },
    ]);
  });

  it('When the English text lacks a heading anchor the Spanish one has, then publishing Spanish is refused naming the anchor', async () => {
    const before = await page('terms');
    await served.editor.put(studioUrl('page', { key: 'terms' }), {
      ...documentOf(before),
      es: {
        updated: null,
        blocks: { body: '## terms {#body}\n\nTexto.\n\n## Nueva sección {#nueva}\n\nMás.' },
      },
      baseRevision: before.revision,
    });
    const answer = await served.editor.post(studioUrl('pagePublish', { key: 'terms' }), {
      languages: ['es'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'en.blocks',
        message:
          'Bloque (inglés): el texto en inglés no tiene un encabezado con el ancla nueva; termine el encabezado con {#nueva}.',
      },
    ]);
  });

  it('When a page is restored to its sample text, then a new revision holds the text of the content folder', async () => {
    const before = await page('founder');
    await served.editor.put(studioUrl('page', { key: 'founder' }), {
      ...documentOf(before),
      es: { updated: null, blocks: { story: 'Otra historia.' } },
      baseRevision: before.revision,
    });
    const restored = await served.editor.post(
      studioUrl('pageRestore', { key: 'founder', rev: 'sample' }),
    );
    expect(restored.status).toBe(200);
    const after = parseWire(ZStudioPageSchema, restored.body);
    expect(after.revision).toBe(before.revision + 2);
    expect(after.es.blocks.story).toBe(before.es.blocks.story);
  });

  it('When a page is previewed in English, then the answer is the public page text shape built from the draft', async () => {
    const before = await page('safe-browsing');
    await served.editor.put(studioUrl('page', { key: 'safe-browsing' }), {
      ...documentOf(before),
      en: {
        updated: null,
        blocks: { tips: '## safe-browsing {#tips}\n\nUse a *private* window.' },
      },
      baseRevision: before.revision,
    });
    const preview = await served.editor.get(
      `${studioUrl('pagePreview', { key: 'safe-browsing' })}?lang=en`,
    );
    const text = parseWire(ZPageTextSchema, preview.body);
    expect(text.blocks.tips).toContain('<em>private</em>');
    expect(text.headings.tips).toEqual([{ anchor: 'tips', text: 'safe-browsing' }]);
    expect((await publicPage('en', 'safe-browsing')).blocks.tips).not.toContain('private');
  });

  it('When a page text names the founding year and the years of experience as tokens, then the public page shows the numbers and the studio keeps the tokens', async () => {
    const before = await page('terms');
    const text = '## terms {#body}\n\nDesde {{founded}}, más de {{years}} años.';
    await served.editor.put(studioUrl('page', { key: 'terms' }), {
      ...documentOf(before),
      es: { updated: null, blocks: { body: text } },
      baseRevision: before.revision,
    });
    await served.editor.post(studioUrl('pagePublish', { key: 'terms' }), { languages: ['es'] });
    const founded = siteConfigFile().firm.founded;
    const years = yearsOfExperience(founded, new Date().getFullYear());
    expect((await publicPage('es', 'terms')).blocks.body).toContain(
      `Desde ${founded}, más de ${years} años.`,
    );
    expect((await page('terms')).es.blocks.body).toBe(text);
  });
});
