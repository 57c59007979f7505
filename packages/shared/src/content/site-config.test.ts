import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPaths } from '../server/paths';
import { parseSiteConfig } from './site-config';

const raw = JSON.parse(
  readFileSync(path.join(repoPaths().content, 'site-config.json'), 'utf8'),
) as Record<string, unknown>;

describe('parseSiteConfig', () => {
  it('When the firm’s site-config.json is read, then it has the shape the frame relies on', () => {
    const { config, problems } = parseSiteConfig(raw);
    expect(problems).toEqual([]);
    expect(config?.phones.find((phone) => phone.id === 'immigration')?.tel).toBe('+19155550142');
    expect(config?.phones.find((phone) => phone.id === 'customer-service')?.tel).toBe(
      '+19155550177',
    );
    expect(config?.offices).toHaveLength(2);
  });

  it('When a phone number is malformed, then the configuration is refused with the field named', () => {
    const broken = {
      ...raw,
      phones: [
        {
          id: 'immigration',
          practice: 'immigration',
          label_en: 'Immigration',
          label_es: 'Inmigración',
          display: '915',
          tel: '915',
        },
      ],
    };
    const { config, problems } = parseSiteConfig(broken);
    expect(config).toBeNull();
    expect(problems[0]).toMatch(/^phones\.0\.tel/);
  });

  it('When a key is unknown (a typo of the file), then the configuration is refused with the key named', () => {
    const { config, problems } = parseSiteConfig({ ...raw, whatsap: {} });
    expect(config).toBeNull();
    expect(problems).toEqual([expect.stringMatching(/^: Unrecognized key: "whatsap"/)]);
  });

  it('When the document is not an object, then it is refused', () => {
    expect(parseSiteConfig('nope').config).toBeNull();
  });
});
