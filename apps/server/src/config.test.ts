import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  describeDefaults,
  identitySettings,
  loadConfig,
  mailSettings,
} from './config.ts';

describe('loadConfig', () => {
  it('gives every variable its documented default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: path.resolve('.data'),
      ROLE: 'all',
      WORKER_CONCURRENCY: 2,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://idealens.app/' }).PUBLIC_URL).toBe(
      'https://idealens.app',
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        ROLE: 'boss',
        DATABASE_URL: 'mysql://x',
        WORKER_CONCURRENCY: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'ROLE', 'DATABASE_URL', 'WORKER_CONCURRENCY']) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('announces the embedded database and the in-process worker by default', () => {
    const lines = describeDefaults(loadConfig({ DATA_DIR: '/srv/idealens' }));
    expect(lines).toContain('database: embedded PostgreSQL in /srv/idealens/postgres');
    expect(lines.join('\n')).toContain('worker in this process');
    expect(
      describeDefaults(loadConfig({ DATABASE_URL: 'postgres://db/x', ROLE: 'api' })).join('\n'),
    ).toMatch(/database: DATABASE_URL[\s\S]*no worker/);
  });

  describe('sign-in', () => {
    it('uses the built-in provider by default, with its own client and API resource', () => {
      const config = loadConfig({ PORT: '4000' });
      expect(identitySettings(config)).toEqual({
        builtIn: true,
        issuer: 'http://localhost:4000/oidc',
        endpoint: 'http://localhost:4000',
        appId: 'idealens-web',
        apiResource: 'http://localhost:4000/api',
      });
      expect(describeDefaults(config).join('\n')).toContain(
        'sign-in: built-in provider at http://localhost:4000/oidc',
      );
    });

    it('uses Logto when LOGTO_ENDPOINT is set, and then needs the app id and API resource', () => {
      expect(() => loadConfig({ LOGTO_ENDPOINT: 'https://tenant.logto.app' })).toThrow(
        /LOGTO_APP_ID: required with LOGTO_ENDPOINT[\s\S]*LOGTO_API_RESOURCE/,
      );
      const config = loadConfig({
        LOGTO_ENDPOINT: 'https://tenant.logto.app/',
        LOGTO_APP_ID: 'abc123',
        LOGTO_API_RESOURCE: 'https://api.idealens.example',
      });
      expect(identitySettings(config)).toMatchObject({
        builtIn: false,
        issuer: 'https://tenant.logto.app/oidc',
        endpoint: 'https://tenant.logto.app',
      });
      expect(describeDefaults(config)).toContain('sign-in: Logto at https://tenant.logto.app');
    });

    it('refuses the built-in provider in production unless explicitly allowed', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /LOGTO_ENDPOINT: required in production/,
      );
      expect(
        loadConfig({
          NODE_ENV: 'production',
          ALLOW_BUILT_IN_IDENTITY_IN_PRODUCTION: 'true',
          ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        }).NODE_ENV,
      ).toBe('production');
    });
  });

  describe('payments', () => {
    const logto = {
      LOGTO_ENDPOINT: 'https://tenant.logto.app',
      LOGTO_APP_ID: 'abc123',
      LOGTO_API_RESOURCE: 'https://api.idealens.example',
    };
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };

    it('uses the sandbox checkout by default, and says it takes no real money', () => {
      const config = loadConfig({ PORT: '4000' });
      expect(config.PAYMENT_PROVIDER).toBe('sandbox');
      expect(describeDefaults(config)).toContain(
        'payments: sandbox checkout at http://localhost:4000/payment/sandbox, no real money (set PAYMENT_PROVIDER=stripe to take payments)',
      );
    });

    it('needs the secret key and the webhook secret for Stripe', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
        /STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
      );
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER:/);
      expect(() => loadConfig({ ...stripe, STRIPE_API_BASE: 'ftp://x' })).toThrow(
        /STRIPE_API_BASE:/,
      );
      const config = loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
      expect(describeDefaults(config)).toContain('payments: Stripe at http://127.0.0.1:12111');
    });

    it('refuses the sandbox in production unless explicitly allowed', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...logto })).toThrow(
        /PAYMENT_PROVIDER: must be stripe in production/,
      );
      expect(loadConfig({ NODE_ENV: 'production', ...logto, ...stripe }).PAYMENT_PROVIDER).toBe(
        'stripe',
      );
      expect(
        loadConfig({
          NODE_ENV: 'production',
          ...logto,
          ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        }).PAYMENT_PROVIDER,
      ).toBe('sandbox');
    });
  });

  describe('web research', () => {
    it('uses the bundled offline sources by default, and says so', () => {
      const config = loadConfig({});
      expect(config.SEARCH_PROVIDER).toBe('offline');
      expect(describeDefaults(config)).toContain(
        'web research: bundled offline sources (set SEARCH_PROVIDER to search the web)',
      );
    });

    it('needs a key for Tavily and a URL for SearXNG', () => {
      expect(() => loadConfig({ SEARCH_PROVIDER: 'tavily' })).toThrow(
        /SEARCH_API_KEY: required when SEARCH_PROVIDER is tavily/,
      );
      expect(() => loadConfig({ SEARCH_PROVIDER: 'searxng', SEARCH_API_KEY: 'k' })).toThrow(
        /SEARCH_URL: required when SEARCH_PROVIDER is searxng/,
      );
      expect(() => loadConfig({ SEARCH_PROVIDER: 'searxng', SEARCH_URL: 'ftp://x' })).toThrow(
        /SEARCH_URL:/,
      );
      expect(() => loadConfig({ SEARCH_PROVIDER: 'bing' })).toThrow(/SEARCH_PROVIDER:/);
    });

    it('announces the configured provider when a language model will use it', () => {
      const llm = { LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4.1-mini', LLM_API_KEY: 'sk-1' };
      expect(
        describeDefaults(
          loadConfig({ ...llm, SEARCH_PROVIDER: 'tavily', SEARCH_API_KEY: 'tvly-1' }),
        ),
      ).toContain('web research: Tavily');
      expect(
        describeDefaults(
          loadConfig({ ...llm, SEARCH_PROVIDER: 'searxng', SEARCH_URL: 'http://localhost:8888' }),
        ),
      ).toContain('web research: SearXNG at http://localhost:8888');
    });

    it('says the offline analyst keeps to its bundled sources even with a search provider set', () => {
      expect(
        describeDefaults(loadConfig({ SEARCH_PROVIDER: 'tavily', SEARCH_API_KEY: 'tvly-1' })),
      ).toContain(
        'web research: bundled offline sources (SEARCH_PROVIDER=tavily is used with an LLM_PROVIDER)',
      );
    });
  });

  describe('mail', () => {
    it('writes to an outbox under DATA_DIR and confirms accounts at once by default, and says so', () => {
      const config = loadConfig({ DATA_DIR: '/srv/idealens', PUBLIC_URL: 'https://ideas.example' });
      expect(mailSettings(config)).toEqual({
        transport: 'outbox',
        outboxDir: '/srv/idealens/outbox',
        from: 'IdeaLens <no-reply@ideas.example>',
        verificationRequired: false,
      });
      const lines = describeDefaults(config).join('\n');
      expect(lines).toContain('mail: written to the outbox /srv/idealens/outbox');
      expect(lines).toContain('new accounts count as confirmed at once');
    });

    it('confirms addresses by mail with SMTP_URL, or in production', () => {
      const smtp = loadConfig({
        SMTP_URL: 'smtp://user:secret@mail.example:587',
        MAIL_FROM: 'Us <a@b.example>',
      });
      expect(mailSettings(smtp)).toMatchObject({
        transport: 'smtp',
        from: 'Us <a@b.example>',
        verificationRequired: true,
      });
      const lines = describeDefaults(smtp).join('\n');
      expect(lines).toContain('mail: SMTP at mail.example:587');
      expect(lines).not.toContain('secret');
      const production = loadConfig({
        NODE_ENV: 'production',
        ALLOW_BUILT_IN_IDENTITY_IN_PRODUCTION: 'true',
        ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      });
      expect(mailSettings(production).verificationRequired).toBe(true);
      expect(describeDefaults(production).join('\n')).toContain(
        'the mails reach nobody: set SMTP_URL',
      );
    });

    it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
      expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
        /SMTP_URL: must be an smtp/,
      );
    });
  });
});
