import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { routeStateOfUrl } from '../../lib/route-state.test-data';
import { RouteStateProvider } from '../../lib/site-router';
import { ZSiteConfigSchema, type TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { repoPaths } from '@firm/shared/server/paths';
import { PracticeAreaCards, type TPracticeAreaCardsProps } from './practice-area-cards';

const siteConfig = ZSiteConfigSchema.parse(
  JSON.parse(readFileSync(path.join(repoPaths().content, 'site-config.json'), 'utf8')),
);

const render = (
  locale: TLocale,
  config: TSiteConfig | null = siteConfig,
  extra: Partial<TPracticeAreaCardsProps> = {},
) =>
  renderToString(
    <RouteStateProvider state={routeStateOfUrl('/')}>
      <PracticeAreaCards locale={locale} siteConfig={config} {...extra} />
    </RouteStateProvider>,
  );

describe('PracticeAreaCards', () => {
  it('When it renders in Spanish, then immigration links inside the site and the sister sites open in a new tab', () => {
    const html = render('es');
    expect(html).toContain('href="/servicios/abogado-de-inmigracion"');
    for (const site of [siteConfig.sister_sites.personal_injury, siteConfig.sister_sites.trucks]) {
      expect(html).toMatch(
        new RegExp(`<a href="${site}"[^>]* target="_blank" rel="noopener noreferrer"`),
      );
    }
    expect(html).toContain(
      'Con Herrera Injury Law, nuestra firma hermana, usted solo paga honorarios si gana su caso.',
    );
    expect(html).toContain(
      'Aun así, es posible que deba pagar costos y gastos del caso; su contrato de honorarios los explica.',
    );
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it('When it renders in English, then the personal-injury card makes the pay-only-if-won promise in the sister firm’s name, with the costs and expenses disclosed', () => {
    const html = render('en');
    expect(html).toContain('href="/en/services/immigration-lawyer"');
    expect(html).toContain(
      'With Herrera Injury Law, our sister firm, you pay a fee only if your case is won.',
    );
    expect(html).toContain(
      'You may still be responsible for costs and expenses; your fee agreement explains them.',
    );
    expect(html).not.toContain('if we win');
  });

  it('When the site configuration is unknown, then the cards show without links to the sister sites', () => {
    const html = render('es', null);
    expect(html).not.toContain('target="_blank"');
    expect(html).toContain('Con nuestra firma hermana usted solo paga honorarios si gana su caso.');
    expect(html).toContain('costos y gastos');
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it('When the services page gives an area its long description, then it replaces that summary, after the promise, in stacked blocks', () => {
    const html = render('es', siteConfig, {
      layout: 'stacked',
      details: { injury: <p>Texto largo de lesiones.</p> },
    });
    expect(html).toContain('data-layout="stacked"');
    expect(html).toContain('Texto largo de lesiones.');
    expect(html).not.toContain('¿Sufrió un accidente');
    expect(html.indexOf('usted solo paga honorarios si gana su caso')).toBeLessThan(
      html.indexOf('Texto largo de lesiones.'),
    );
    expect(html).toContain('Peticiones familiares, VAWA');
  });
});
