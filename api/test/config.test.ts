import { ConfigError, loadConfig } from '../src/config/config';

describe('configuration', () => {
  it('when nothing is set, then development defaults apply (port 3000, local origins, a random secret)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.corsOrigins).toEqual([
      'http://localhost:4200',
      'http://localhost:4201',
      'http://localhost:4202',
      'http://localhost:4203',
      'http://localhost:4204',
    ]);
    expect(config.publicSiteUrl).toBe('http://localhost:4200');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.jwtSecretGenerated).toBe(true);
    expect(config.seedDemo).toBeUndefined();
  });

  it('when variables are set, then they are parsed into typed values', () => {
    const config = loadConfig({
      PORT: '8080',
      CORS_ORIGINS: 'https://astrosetu.in, https://admin.astrosetu.in',
      SEED_DEMO: 'false',
      JWT_SECRET: 'a-production-secret-of-good-length',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      corsOrigins: ['https://astrosetu.in', 'https://admin.astrosetu.in'],
      seedDemo: false,
      jwtSecretGenerated: false,
      trustProxy: 1,
    });
  });

  it('when variables are invalid, then a ConfigError names each of them', () => {
    expect.assertions(3);
    try {
      loadConfig({ PORT: 'eighty', MONGODB_URI: 'postgres://x', JWT_TTL: 'forever' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(3);
      expect((error as Error).message).toMatch(/PORT[\s\S]*MONGODB_URI[\s\S]*JWT_TTL/);
    }
  });

  it('without JWT_SECRET on the embedded engine, then each start draws its own random secret (none is published)', () => {
    const first = loadConfig({});
    const second = loadConfig({});
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    expect(first.jwtSecret).not.toBe('astrosetu-development-secret-change-me');
  });

  it('with a real database (MONGODB_URI), then it refuses to start without JWT_SECRET, with a clear message', () => {
    expect(() => loadConfig({ MONGODB_URI: 'mongodb://db.example:27017/astrosetu' })).toThrow(
      /JWT_SECRET: must be set \(at least 32 characters\) with MONGODB_URI/,
    );
    expect(loadConfig({ MONGODB_URI: 'mongodb://db.example:27017/astrosetu', JWT_SECRET: 'x'.repeat(32) }).jwtSecretGenerated).toBe(false);
  });

  it('when JWT_SECRET is shorter than 32 characters, then it refuses to start', () => {
    expect(() => loadConfig({ JWT_SECRET: 'only-twenty-chars-xx' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('by default no proxy is trusted (X-Forwarded-For cannot choose the address limits count); TRUST_PROXY=true is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxy/);
  });

  it('when production runs without JWT_SECRET, then it refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set in production/);
  });
});
