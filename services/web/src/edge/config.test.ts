import { ConfigError } from '@firm/shared/server/config';
import { parseWebConfig } from './config';

describe('parseWebConfig', () => {
  it('When nothing is set, then the documented defaults apply', () => {
    expect(parseWebConfig({})).toEqual({
      PORT: 3000,
      CONTENT_API_URL: 'http://127.0.0.1:4001',
      LEADS_API_URL: 'http://127.0.0.1:4002',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY_HOPS: 0,
      HTML_CACHE_TTL_MS: 60_000,
      HTML_CACHE_MAX_ENTRIES: 1_000,
      CONTENT_VERSION_POLL_MS: 2_000,
      LOG_LEVEL: 'info',
      METRICS_ENABLED: true,
      METRICS_PORT: 4004,
      METRICS_HOST: '127.0.0.1',
    });
  });

  it('When an origin ends with a slash, then it is trimmed', () => {
    expect(parseWebConfig({ PUBLIC_ORIGIN: 'https://www.example.com/' }).PUBLIC_ORIGIN).toBe(
      'https://www.example.com',
    );
  });

  it('When a URL or port is malformed, then every bad key is named', () => {
    try {
      parseWebConfig({ PORT: 'abc', CONTENT_API_URL: 'content:4001' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(/PORT/);
      expect((error as ConfigError).problems.join('\n')).toMatch(/CONTENT_API_URL/);
    }
  });
});
