import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE_DAYS } from '@firm/shared/attribution/attribution';
import { yearsOfExperience } from '@firm/shared/content/firm-years';
import { PAGE_TEXT_BLOCKS } from '@firm/shared/content/page-text';
import {
  DIVORCE_WINDOW_MONTHS,
  FOUNDER_SLUG,
  CONSULTING_ATTORNEY_SLUG,
  K1_CHILDREN_UNDER_AGE,
  K1_MARRY_WITHIN_DAYS,
  PAROLE_MIN_YEARS_IN_COUNTRY,
} from '@firm/shared/constants';
import { matchRoute } from '@firm/shared/routes/route-map';
import { repoPaths } from '@firm/shared/server/paths';
import { htmlText } from './html-headings';
import { missingAnchors, parseIndice } from './indice';
import { listMediaFiles, loadContent } from './load-content';
import { sanitizeContentHtml } from './sanitize-content-html';

const root = repoPaths().content;
const bundle = loadContent(root);
const mediaDir = path.join(root, 'media');

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory()
        ? folderBytes(path.join(dir, entry.name))
        : statSync(path.join(dir, entry.name)).size),
    0,
  );
}

describe('seed content in infra/content', () => {
  it('When it is loaded, then it has the amounts the issue asks for', () => {
    expect(bundle.posts.length).toBeGreaterThanOrEqual(12);
    expect(bundle.categories.length).toBeGreaterThanOrEqual(4);
    expect(bundle.reviews).toHaveLength(24);
    expect(bundle.travel).toHaveLength(12);
    expect(bundle.giveaways).toHaveLength(12);
    expect(bundle.attorneyTestimonials).toHaveLength(6);
    expect(bundle.lives).toHaveLength(7);
    expect(bundle.attorneys.map((a) => a.slug)).toEqual([FOUNDER_SLUG, CONSULTING_ATTORNEY_SLUG]);
  });

  it('When categories are counted, then at least four hold posts', () => {
    const used = new Set(bundle.posts.map((p) => p.category_key));
    expect(used.size).toBeGreaterThanOrEqual(4);
  });

  it.each(bundle.posts.map((p) => [p.source_key, p] as const))(
    'When post %s is read, then every index anchor is a heading id in both bodies',
    (_key, post) => {
      const entries = parseIndice(post.indice);
      expect(entries.length).toBeGreaterThan(0);
      expect(missingAnchors(entries, post.body_es)).toEqual([]);
      expect(missingAnchors(entries, post.body_en)).toEqual([]);
    },
  );

  it('When bodies are sanitized again, then nothing changes (they are stored clean)', () => {
    for (const post of bundle.posts) {
      expect(sanitizeContentHtml(post.body_es)).toBe(post.body_es);
      expect(sanitizeContentHtml(post.body_en)).toBe(post.body_en);
    }
  });

  it('When bodies link to other articles, then those articles exist in the right language', () => {
    const es = new Set(bundle.posts.map((p) => p.url_es));
    const en = new Set(bundle.posts.map((p) => p.url_en));
    for (const post of bundle.posts) {
      for (const [, slug] of post.body_es.matchAll(/href="\/blog\/([^"]+)"/g))
        expect(es).toContain(slug);
      for (const [, slug] of post.body_en.matchAll(/href="\/en\/blog\/([^"]+)"/g))
        expect(en).toContain(slug);
      expect(post.body_es).not.toMatch(/href="\/en\//);
      expect(post.body_en).not.toMatch(/href="\/(?!en\/)[a-z]/);
    }
  });

  it('When the K-1, VAWA and parole articles are read, then they state the firm constants', () => {
    const text = (key: string) => {
      const post = bundle.posts.find((p) => p.source_key === key);
      if (!post) throw new Error(`no post ${key}`);
      return `${post.body_es} ${post.body_en}`.replace(/<[^>]+>/g, '');
    };
    expect(text('visa-k1-prometidos')).toContain(`${K1_MARRY_WITHIN_DAYS} días`);
    expect(text('visa-k1-prometidos')).toContain(`menores de ${K1_CHILDREN_UNDER_AGE} años`);
    expect(text('vawa-despues-del-divorcio')).toMatch(/dos años siguientes/);
    expect(text('vawa-despues-del-divorcio')).toContain(`${DIVORCE_WINDOW_MONTHS} meses`);
    expect(text('parole-conyuges-de-ciudadanos')).toContain(`${PAROLE_MIN_YEARS_IN_COUNTRY} años`);
  });

  it('When media files are measured, then images are at most 60 KB, videos at most 150 KB and the folder under 6 MB', () => {
    for (const file of listMediaFiles(root)) {
      const size = statSync(path.join(mediaDir, file)).size;
      expect([file, size <= (file.endsWith('.mp4') ? 150_000 : 60_000)]).toEqual([file, true]);
    }
    expect(folderBytes(root)).toBeLessThan(6 * 1024 * 1024);
  });

  it('When travel videos are read, then each is an MP4 with a poster image', () => {
    for (const travel of bundle.travel) {
      expect(readFileSync(path.join(mediaDir, travel.foto)).subarray(4, 8).toString('latin1')).toBe(
        'ftyp',
      );
      expect(travel.poster).toMatch(/\.jpg$/);
    }
  });

  it('When the seed phone lines are read, then every one is in the 555-0100 to 555-0199 range kept for fiction, so no stranger is called', () => {
    for (const phone of bundle.siteConfig.phones)
      expect([phone.id, phone.tel]).toEqual([
        phone.id,
        expect.stringMatching(/^\+1\d{3}55501\d\d$/),
      ]);
    expect(bundle.siteConfig.whatsapp.number).toMatch(/^\+1\d{3}55501\d\d$/);
  });

  it("When the site configuration is read, then it holds the firm's facts", () => {
    const config = bundle.siteConfig;
    expect(config.firm).toMatchObject({
      name_en: 'Herrera Immigration Law',
      name_es: 'Herrera Abogados de Inmigración',
      founded: 2010,
    });
    expect(config.email).toBe('contacto@herreraimmigrationlaw.com');
    expect(Object.fromEntries(config.phones.map((p) => [p.id, p.display]))).toEqual({
      immigration: '(915) 555-0142',
      'customer-service': '(915) 555-0177',
      'injury-el-paso': '(915) 555-0163',
      'injury-washington-dc': '(202) 555-0119',
      'trucks-el-paso': '(915) 555-0188',
      'trucks-washington-dc': '(202) 555-0136',
      'trucks-mexico': '(915) 555-0149',
    });
    expect(config.offices.map((o) => o.maps_query)).toEqual([
      '1500 N Mesa St, Suite 300, El Paso, TX 79902',
      '1100 Vermont Ave NW, Suite 500, Washington, DC 20005',
    ]);
    expect(config.whatsapp).toEqual({
      number: '+19155550142',
      greeting_es: 'Hola, quiero una evaluación gratuita de mi caso.',
      greeting_en: 'Hello, I would like a free case evaluation.',
    });
    expect(config.sister_sites).toEqual({
      personal_injury: 'https://www.herrerainjurylaw.com',
      trucks: 'https://www.herreratruckjobs.com',
    });
    expect(config.google_review_url).toBe('https://g.page/r/herreraimmigrationlaw/review');
  });
});

/** Every text file of the content folder (Markdown and JSON), with its path relative to the folder. */
function textFiles(dir: string, prefix = ''): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory())
      return relative === 'media' ? [] : textFiles(path.join(dir, entry.name), `${relative}/`);
    return /\.(md|json)$/.test(entry.name) && entry.name !== 'README.md'
      ? [[relative, readFileSync(path.join(dir, entry.name), 'utf8')]]
      : [];
  });
}

describe('years of experience in the seed content', () => {
  it('When the content files are read, then no text types the years or the founding year: they say {{years}} and {{founded}}', () => {
    // the firm's claim was 14+ or 15+ years (SPEC §1): any such number, or the founding year, typed in a text
    const typed = textFiles(root).filter(
      ([file, text]) =>
        file !== 'site-config.json' &&
        /\b1[4-7]\+? (años|years)\b|quince|fifteen|catorce|fourteen|\b2010\b/i.test(text),
    );
    expect(typed.map(([file]) => file)).toEqual([]);
  });

  it('When the content is imported in 2026 and again in 2031, then the years follow the founding year of the site configuration', () => {
    const founded = bundle.siteConfig.firm.founded;
    const about = (year: number, lang: 'es' | 'en') => {
      const record = loadContent(root, year).pageTexts.find((t) => t.source_key === 'home/about');
      return htmlText(lang === 'es' ? (record?.body_es ?? '') : (record?.body_en ?? ''));
    };
    expect(yearsOfExperience(founded, 2026)).toBe(15);
    expect(about(2026, 'es')).toContain(`en ${founded} con una idea sencilla`);
    expect(about(2026, 'es')).toContain('con más de 15 años de experiencia');
    expect(about(2031, 'en')).toContain('with more than 20 years of experience');
    const ana = loadContent(root, 2031).attorneys.find((a) => a.slug === FOUNDER_SLUG);
    expect(ana?.summary_es).toContain('lleva más de 20 años');
  });
});

describe('seed page texts in infra/content/pages', () => {
  const text = (key: string, lang: 'es' | 'en') =>
    htmlText(
      bundle.pageTexts
        .filter((t) => t.page_key === key)
        .map((t) => (lang === 'es' ? t.body_es : t.body_en))
        .join(' '),
    );

  it('When they are loaded, then every block the site shows is there, and the legal pages are dated in both languages', () => {
    for (const [key, blocks] of Object.entries(PAGE_TEXT_BLOCKS)) {
      for (const block of blocks) {
        const record = bundle.pageTexts.find((t) => t.source_key === `${key}/${block}`);
        expect([key, block, Boolean(record)]).toEqual([key, block, true]);
      }
    }
    for (const key of ['privacy', 'terms']) {
      const record = bundle.pageTexts.find((t) => t.source_key === `${key}/body`);
      expect([key, record?.updated_on_es, record?.updated_on_en]).toEqual([
        key,
        '2026-11-27',
        '2026-11-27',
      ]);
    }
  });

  it.each(['privacy', 'terms'])(
    "When the %s text is read, then it gives the firm's e-mail and phone from the site configuration",
    (key) => {
      const immigration = bundle.siteConfig.phones.find((p) => p.id === 'immigration');
      for (const lang of ['es', 'en'] as const) {
        expect(text(key, lang)).toContain(bundle.siteConfig.email);
        expect(text(key, lang)).toContain(immigration?.display);
      }
    },
  );

  it('When the privacy policy speaks to children, then it never sends them to a parent who may be the abuser: it says how to reach the firm safely and to call 911 in danger', () => {
    const children = (lang: 'es' | 'en') => {
      const html =
        bundle.pageTexts.find((t) => t.source_key === 'privacy/body')?.[`body_${lang}`] ?? '';
      return htmlText(html.slice(html.indexOf('id="menores-de-edad"')));
    };
    const immigration = bundle.siteConfig.phones.find((p) => p.id === 'immigration')?.display;
    expect(children('en')).not.toMatch(/have the child’s parent or guardian send the form/);
    expect(children('es')).not.toMatch(/lo envíe su madre, su padre o su tutor/);
    expect(children('en')).toContain(`call us at ${immigration}`);
    expect(children('en')).toMatch(/teacher, a school counselor/);
    expect(children('en')).toContain('call 911');
    expect(children('es')).toContain(`puede llamarnos al ${immigration}`);
    expect(children('es')).toMatch(/maestro o una maestra, un consejero escolar/);
    expect(children('es')).toContain('llame al 911');
  });

  it('When the privacy policy describes the attribution cookie, then its name and lifetime match the code', () => {
    expect(text('privacy', 'es')).toContain(`${ATTRIBUTION_COOKIE}: recuerda`);
    expect(text('privacy', 'es')).toContain(`Dura ${ATTRIBUTION_MAX_AGE_DAYS} días`);
    expect(text('privacy', 'en')).toContain(`It lasts ${ATTRIBUTION_MAX_AGE_DAYS} days`);
    expect(text('privacy', 'es')).toContain(`más de ${PAROLE_MIN_YEARS_IN_COUNTRY} años`);
    expect(text('privacy', 'en')).toContain(`more than ${PAROLE_MIN_YEARS_IN_COUNTRY} years`);
  });

  it('When page texts link inside the site, then each link is a page of their own language', () => {
    for (const page of bundle.pageTexts) {
      for (const [lang, html] of [
        ['es', page.body_es],
        ['en', page.body_en],
      ] as const) {
        for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) {
          expect([href, matchRoute(href ?? '')?.locale]).toEqual([href, lang]);
        }
      }
    }
  });
});
