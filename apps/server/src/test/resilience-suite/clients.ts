import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { mintAccessToken } from '../tokens.ts';

/** Settings every process of one deployment shares, so a token one API issued works on all. */
export function deploymentEnv(databaseUrl: string, publicUrl: string) {
  return {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    // These suites send far more than a person would: from one address (127.0.0.1), and many
    // analyses per user. The limits are tested elsewhere.
    RATE_LIMIT_MAX: '1000000',
    SIGNED_IN_ANALYSIS_LIMIT: '1000000',
  };
}

/** Settings of a process whose analyst is the LLM engine against a local fake model. */
export function modelEnv(baseURL: string, apiKey: string) {
  return {
    LLM_PROVIDER: 'openai',
    LLM_MODEL: 'gpt-test',
    LLM_API_KEY: apiKey,
    LLM_BASE_URL: baseURL,
  };
}

/**
 * How long one request may take before it fails naming itself: far above what any takes under
 * these suites' load, far below their test time-outs (so a stuck request is not a silent one).
 */
const REQUEST_TIMEOUT_MS = 30_000;

export interface Client {
  userId: string;
  headers: { authorization: string };
}

/**
 * A signed-in user of the deployment: an access token signed with the built-in provider's key
 * (read from the shared database), and a first call through `apiUrl` that creates the user.
 */
export async function signInClient(db: DB, publicUrl: string, apiUrl: string): Promise<Client> {
  const userId = randomUUID();
  const token = await mintAccessToken(db, loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl }), {
    sub: userId,
  });
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${apiUrl}/api/user/points`, {
    headers,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { userId, headers };
}

/** Submits a quick (`simple`) or deep (`chat`) analysis over HTTP; returns its task id. */
export async function submitAnalysis(
  apiUrl: string,
  client: Client,
  type: 'simple' | 'chat',
  idea: string,
): Promise<string> {
  const res = await fetch(`${apiUrl}/api/analysis/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client.headers },
    body: JSON.stringify(
      type === 'simple' ? { type, data: { idea } } : { type, data: { message: idea } },
    ),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { taskId: string }).taskId;
}

/** Runs `run` for every item, at most `concurrency` at a time; results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}
