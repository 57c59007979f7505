import { fillBundleTokens, fillTokens, retentionTokens } from './content-tokens';
import { renderMarkdown } from './markdown';
import { sanitizeContentHtml } from './sanitize-content-html';

const TOKENS = { founded: '2010', years: '15' };

describe('content tokens', () => {
  it('When a Markdown text says "más de {{years}} años desde {{founded}}", then the import writes the numbers of the site configuration', () => {
    const html = sanitizeContentHtml(renderMarkdown('Más de {{years}} años, desde {{ founded }}.'));
    const problems: string[] = [];
    expect(fillTokens(html, TOKENS, 'pages/home/about.es.md', problems, true)).toBe(
      '<p>Más de 15 años, desde 2010.</p>',
    );
    expect(problems).toEqual([]);
  });

  it('When a text names an unknown token, then the import names the file and the known tokens', () => {
    const problems: string[] = [];
    expect(fillTokens('Más de {{anos}} años', TOKENS, 'pages/home/about.es.md', problems)).toBe(
      'Más de {{anos}} años',
    );
    expect(problems).toEqual([
      'pages/home/about.es.md: unknown {{anos}} (known: {{founded}}, {{years}})',
    ]);
  });

  it('When the admins set a retention schedule, then the policy texts’ retention tokens name its periods', () => {
    const tokens = retentionTokens({ spamDays: 45, unengagedMonths: 18, callClickMonths: 12 });
    const problems: string[] = [];
    expect(
      fillTokens(
        'spam {{retention_spam_days}} · {{retention_unengaged_months}} · {{retention_call_click_months}}',
        tokens,
        'pages/privacy/body.en.md',
        problems,
      ),
    ).toBe('spam 45 · 18 · 12');
    expect(problems).toEqual([]);
  });

  it('When a value holds HTML characters, then it is escaped in HTML bodies and kept in plain texts', () => {
    const tokens = { firm: 'Herrera & <Co>' };
    const problems: string[] = [];
    expect(fillTokens('<p>{{firm}}</p>', tokens, 'x', problems, true)).toBe(
      '<p>Herrera &amp; &lt;Co&gt;</p>',
    );
    expect(fillTokens('{{firm}}', tokens, 'x', problems)).toBe('Herrera & <Co>');
  });

  it('When a bundle is filled, then page texts, attorney summaries and biographies, and blog articles get the values', () => {
    const problems: string[] = [];
    const filled = fillBundleTokens(
      {
        pageTexts: [
          {
            source_key: 'home/about',
            page_key: 'home',
            block: 'about',
            body_es: '<p>{{years}}</p>',
            body_en: '<p>{{founded}}</p>',
            updated_on: null,
          },
        ],
        attorneys: [
          {
            slug: 'ana-herrera',
            summary_es: 'más de {{years}} años',
            summary_en: 'more than {{years}} years',
            bio_es: '<p>{{founded}}</p>',
            bio_en: '<p>{{founded}}</p>',
          },
        ],
        posts: [
          {
            source_key: 'post',
            titulo_es: '{{years}}',
            titulo_en: '{{years}}',
            description_es: '{{founded}}',
            description_en: '{{founded}}',
            body_es: '<p>{{years}}</p>',
            body_en: '<p>{{years}}</p>',
          },
        ],
      } as unknown as Parameters<typeof fillBundleTokens>[0],
      TOKENS,
      problems,
    );
    expect(problems).toEqual([]);
    expect(JSON.stringify(filled)).not.toContain('{{');
    expect(filled.attorneys[0]?.summary_es).toBe('más de 15 años');
    expect(filled.pageTexts[0]?.body_en).toBe('<p>2010</p>');
  });
});
