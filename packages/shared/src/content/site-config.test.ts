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

  it('When the firm’s office hours are read, then they are structured days and hours in its time zone', () => {
    const { config } = parseSiteConfig(raw);
    expect(config?.office_hours.time_zone).toBe('America/Denver');
    expect(config?.office_hours.periods[0]).toEqual({
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      opens: '09:00',
      closes: '18:00',
    });
    expect(config?.callback).toEqual({ phone_id: 'immigration', within_business_days: 1 });
  });

  it.each([
    [
      'a period closes before it opens',
      [{ days: ['mon'], opens: '18:00', closes: '09:00' }],
      /closes/,
    ],
    ['a time is not HH:MM', [{ days: ['mon'], opens: '9am', closes: '18:00' }], /opens/],
    ['a day is unknown', [{ days: ['lun'], opens: '09:00', closes: '18:00' }], /days/],
    [
      'a day is in two periods',
      [
        { days: ['mon', 'tue'], opens: '09:00', closes: '12:00' },
        { days: ['tue'], opens: '13:00', closes: '18:00' },
      ],
      /periods/,
    ],
  ])('When %s, then the office hours are refused with the field named', (_case, periods, field) => {
    const hours = raw.office_hours as Record<string, unknown>;
    const { config, problems } = parseSiteConfig({ ...raw, office_hours: { ...hours, periods } });
    expect(config).toBeNull();
    expect(problems[0]).toMatch(/^office_hours\./);
    expect(problems[0]).toMatch(field);
  });

  it('When the time zone is not one the site can name, then it is refused', () => {
    const hours = raw.office_hours as Record<string, unknown>;
    const { problems } = parseSiteConfig({
      ...raw,
      office_hours: { ...hours, time_zone: 'Europe/Madrid' },
    });
    expect(problems[0]).toMatch(/^office_hours\.time_zone/);
  });

  it('When the document is not an object, then it is refused', () => {
    expect(parseSiteConfig('nope').config).toBeNull();
  });
});
