import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const port = z.coerce.number().int().min(0).max(65_535);

/**
 * Every environment variable IdeaLens reads, parsed once at start-up. An invalid
 * configuration fails with one error that lists every problem.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Which proxies' X-Forwarded-For to believe for the client address (addresses, CIDRs or proxy-addr names). */
    TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    /** Requests per minute per API key (instead of RATE_LIMIT_MAX per client address). */
    API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    /**
     * Whether API keys' webhooks may call this machine and private networks (localhost, 10.x,
     * 192.168.x…): unset, allowed outside production only.
     */
    WEBHOOK_PRIVATE_TARGETS: z.enum(['allow', 'deny']).optional(),
    ANONYMOUS_ANALYSIS_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Analyses (quick or deep) one signed-in user may start per hour, per API process. */
    SIGNED_IN_ANALYSIS_LIMIT: z.coerce.number().int().min(1).default(60),
    LLM_PROVIDER: z
      .enum(['offline', 'openai', 'anthropic', 'openai-compatible'])
      .default('offline'),
    LLM_MODEL: optionalString,
    LLM_API_KEY: optionalString,
    LLM_BASE_URL: optionalString.pipe(z.url().optional()),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
    /** Token limit of each model answer; the deep report's own limits below. */
    LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(100).default(2_000),
    LLM_DEEP_TIMEOUT_MS: z.coerce.number().int().min(1_000).optional(),
    LLM_DEEP_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(500).default(8_000),
    /** What one deep analysis with a model may spend: searches, tokens, and time (under the job's 15-minute expiry). */
    RESEARCH_MAX_SEARCHES: z.coerce.number().int().min(1).max(20).default(10),
    RESEARCH_MAX_TOKENS: z.coerce.number().int().min(1_000).default(120_000),
    RESEARCH_DEADLINE_MS: z.coerce
      .number()
      .int()
      .min(10_000)
      .max(14 * 60_000)
      .default(12 * 60_000),
    /** Where deep analyses research: the offline analyst's bundled sources, Tavily or a SearXNG instance. */
    SEARCH_PROVIDER: z.enum(['offline', 'tavily', 'searxng']).default('offline'),
    SEARCH_API_KEY: optionalString,
    SEARCH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** A Logto tenant (or any OIDC provider whose issuer is `${endpoint}/oidc`); unset: the built-in provider. */
    LOGTO_ENDPOINT: optionalString.pipe(z.url().optional()),
    LOGTO_APP_ID: optionalString,
    LOGTO_API_RESOURCE: optionalString.pipe(z.url().optional()),
    ALLOW_BUILT_IN_IDENTITY_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
    /** Sign-in and sign-up form posts per minute per client address (built-in provider). */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Sign-ups per hour per client address (built-in provider), counted apart from sign-ins. */
    SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /** A mail server (`smtp://user:pass@host:587`, `smtps://…:465`); unset: mails go to an outbox folder. */
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** The sender of our mails, e.g. `IdeaLens <no-reply@example.com>`. */
    MAIL_FROM: optionalString,
    /** Who takes payments: the sandbox checkout on our own server, or Stripe. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Another Stripe API origin (a local Stripe-protocol server in tests, stripe-mock). */
    STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_PROVIDER !== 'offline' && !env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: `required when LLM_PROVIDER is ${env.LLM_PROVIDER}`,
      });
    }
    if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'required when LLM_PROVIDER is openai-compatible',
      });
    }
    if (env.SEARCH_PROVIDER === 'tavily' && !env.SEARCH_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEARCH_API_KEY'],
        message: 'required when SEARCH_PROVIDER is tavily (your Tavily API key)',
      });
    }
    if (env.SEARCH_PROVIDER === 'searxng' && !env.SEARCH_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEARCH_URL'],
        message:
          'required when SEARCH_PROVIDER is searxng (the instance URL, e.g. http://localhost:8888)',
      });
    }
    if (env.LOGTO_ENDPOINT) {
      for (const name of ['LOGTO_APP_ID', 'LOGTO_API_RESOURCE'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'required with LOGTO_ENDPOINT' });
        }
      }
    } else if (
      env.NODE_ENV === 'production' &&
      env.ALLOW_BUILT_IN_IDENTITY_IN_PRODUCTION !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOGTO_ENDPOINT'],
        message:
          'required in production: the built-in identity provider is for development (set ALLOW_BUILT_IN_IDENTITY_IN_PRODUCTION=true to use it anyway)',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'required when PAYMENT_PROVIDER is stripe',
          });
        }
      }
    } else if (
      env.NODE_ENV === 'production' &&
      env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'must be stripe in production: the sandbox checkout takes no real money (set ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true to use it anyway)',
      });
    }
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    const logtoEndpoint = env.LOGTO_ENDPOINT?.replace(/\/+$/, '');
    return {
      ...env,
      DATA_DIR: path.resolve(env.DATA_DIR),
      PUBLIC_URL: publicUrl,
      LOGTO_ENDPOINT: logtoEndpoint,
      /** The client id of the web app: Logto's app id, or our built-in provider's own client. */
      LOGTO_APP_ID: env.LOGTO_APP_ID ?? 'idealens-web',
      /** The API resource access tokens are issued for (their `aud`). */
      LOGTO_API_RESOURCE: env.LOGTO_API_RESOURCE ?? `${publicUrl}/api`,
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** The embedded defaults in use, announced once at start-up so nobody mistakes them for production. */
export function describeDefaults(config: Config): string[] {
  const lines: string[] = [];
  lines.push(
    config.DATABASE_URL
      ? 'database: DATABASE_URL'
      : `database: embedded PostgreSQL in ${path.join(config.DATA_DIR, 'postgres')}`,
  );
  lines.push(
    `job queue: pg-boss, ${config.ROLE === 'api' ? 'no worker (ROLE=api)' : `worker in this process (concurrency ${config.WORKER_CONCURRENCY})`}`,
  );
  lines.push(
    config.LLM_PROVIDER === 'offline'
      ? 'analysis: offline analyst (set LLM_PROVIDER to use a language model)'
      : `analysis: ${config.LLM_PROVIDER} ${config.LLM_MODEL}${config.LLM_BASE_URL ? ` at ${config.LLM_BASE_URL}` : ''}`,
  );
  lines.push(
    config.SEARCH_PROVIDER === 'offline'
      ? 'web research: bundled offline sources (set SEARCH_PROVIDER to search the web)'
      : config.LLM_PROVIDER === 'offline'
        ? `web research: bundled offline sources (SEARCH_PROVIDER=${config.SEARCH_PROVIDER} is used with an LLM_PROVIDER)`
        : config.SEARCH_PROVIDER === 'tavily'
          ? `web research: Tavily${config.SEARCH_URL ? ` at ${config.SEARCH_URL}` : ''}`
          : `web research: SearXNG at ${config.SEARCH_URL}`,
  );
  lines.push(
    config.LOGTO_ENDPOINT
      ? `sign-in: Logto at ${config.LOGTO_ENDPOINT}`
      : `sign-in: built-in provider at ${config.PUBLIC_URL}/oidc (set LOGTO_ENDPOINT to use Logto)`,
  );
  lines.push(
    config.PAYMENT_PROVIDER === 'stripe'
      ? `payments: Stripe${config.STRIPE_API_BASE ? ` at ${config.STRIPE_API_BASE}` : ''}`
      : `payments: sandbox checkout at ${config.PUBLIC_URL}/payment/sandbox, no real money (set PAYMENT_PROVIDER=stripe to take payments)`,
  );
  const mail = mailSettings(config);
  lines.push(
    mail.transport === 'smtp'
      ? `mail: SMTP at ${new URL(config.SMTP_URL ?? '').host}`
      : `mail: written to the outbox ${mail.outboxDir}, not sent (set SMTP_URL to send mail)`,
  );
  // Logto confirms addresses itself; the built-in provider's accounts are confirmed here.
  if (identitySettings(config).builtIn) {
    lines.push(
      mail.verificationRequired
        ? `sign-up: the free monthly points wait until the email address is confirmed by mail${mail.transport === 'outbox' ? ' — but without SMTP_URL the mails reach nobody: set SMTP_URL' : ''}`
        : 'sign-up: new accounts count as confirmed at once, no mail needed (set SMTP_URL to confirm addresses by mail)',
    );
  }
  return lines;
}

/**
 * How mail leaves: through SMTP_URL, or into an outbox folder. Where mail can reach people
 * (SMTP_URL set, or production), new accounts confirm their address before the free points.
 */
export function mailSettings(config: Config) {
  return {
    transport: config.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    from: config.MAIL_FROM ?? `IdeaLens <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
    verificationRequired: Boolean(config.SMTP_URL) || config.NODE_ENV === 'production',
  };
}

/** Where access tokens come from and how they are checked. */
export function identitySettings(config: Config) {
  const builtIn = !config.LOGTO_ENDPOINT;
  return {
    builtIn,
    issuer: builtIn ? `${config.PUBLIC_URL}/oidc` : `${config.LOGTO_ENDPOINT}/oidc`,
    /** What the web app's Logto SDK is configured with. */
    endpoint: config.LOGTO_ENDPOINT ?? config.PUBLIC_URL,
    appId: config.LOGTO_APP_ID,
    apiResource: config.LOGTO_API_RESOURCE,
  };
}

/** Whether webhooks may be delivered to private and local addresses (ADR 033). */
export function webhookPrivateTargetsAllowed(config: Config): boolean {
  return (
    (config.WEBHOOK_PRIVATE_TARGETS ?? (config.NODE_ENV === 'production' ? 'deny' : 'allow')) ===
    'allow'
  );
}
