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
    ANONYMOUS_ANALYSIS_LIMIT: z.coerce.number().int().min(1).default(20),
    LLM_PROVIDER: z
      .enum(['offline', 'openai', 'anthropic', 'openai-compatible'])
      .default('offline'),
    LLM_MODEL: optionalString,
    LLM_API_KEY: optionalString,
    LLM_BASE_URL: optionalString.pipe(z.url().optional()),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
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
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

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
  return lines;
}
