import { randomUUID } from 'node:crypto';
import { type TaskWebhook, taskWebhookSchema } from '@idealens/shared/api-keys';
import { CompiledQuery } from 'kysely';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { z } from 'zod';
import { appSecret } from '../../db/app-secrets.ts';
import type { DB } from '../../db/database.ts';
import { signPayload } from '../../webhook-signature.ts';
import { unsealWebhookSecret } from './key-secrets.ts';
import { postWebhook, WebhookTargetRefused } from './webhook-target.ts';

/**
 * A task webhook's delivery (ADR 033): sent in the transaction that ends a task submitted with a
 * key that has a webhook URL, and retried with exponential back-off (2 s, 4 s, 8 s … up to 10
 * minutes apart, 9 attempts in about 20 minutes) until the caller answers 2xx. The event, and so
 * its delivery id, is made once: every attempt posts the same body, signed anew.
 */
export const taskWebhookJob = {
  name: 'task-webhook',
  payload: z.object({ keyId: z.uuid(), event: taskWebhookSchema }),
  queue: {
    retryLimit: 8,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 60,
    notify: true,
  },
} as const;

/** The signature's header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const TASK_WEBHOOK_SIGNATURE_HEADER = 'IdeaLens-Signature';
/** How long one delivery attempt may take, answer included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The key webhook secrets are sealed with, the same in every process of a deployment. */
export const webhookSealingKey = async (db: DB): Promise<Buffer> =>
  Buffer.from(await appSecret(db, 'api-key-webhook-key'), 'base64url');

/** Creates the queue; harmless when it exists. */
export async function createTaskWebhookQueue(boss: Pick<PgBoss, 'createQueue'>): Promise<void> {
  await boss.createQueue(taskWebhookJob.name, taskWebhookJob.queue);
}

/** pg-boss's database access through the caller's transaction: the job commits with it. */
function inTransaction(trx: DB) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * In the transaction that ends a task: queues its webhook when the task was submitted with a key
 * that is still live and has a webhook URL. Nothing for any other task (one look-up by id).
 */
export async function enqueueTaskWebhook(
  boss: Pick<PgBoss, 'send'>,
  trx: DB,
  taskId: string,
): Promise<void> {
  const ended = await trx
    .selectFrom('analysis_tasks as task')
    .innerJoin('api_keys as key', 'key.id', 'task.api_key_id')
    .leftJoin('reports as report', 'report.task_id', 'task.id')
    .select(['task.status', 'task.error_message', 'key.id as key_id', 'report.id as report_id'])
    .where('task.id', '=', taskId)
    .where('key.revoked_at', 'is', null)
    .where('key.webhook_url', 'is not', null)
    .executeTakeFirst();
  if (!ended || (ended.status !== 'completed' && ended.status !== 'failed')) return;
  const completed = ended.status === 'completed';
  const event: TaskWebhook = {
    id: randomUUID(),
    type: completed ? 'task.completed' : 'task.failed',
    createdAt: new Date().toISOString(),
    data: {
      taskId,
      status: ended.status,
      reportId: completed ? ended.report_id : null,
      error: completed ? null : ended.error_message,
    },
  };
  await boss.send(taskWebhookJob.name, { keyId: ended.key_id, event }, { db: inTransaction(trx) });
}

export interface TaskWebhookWorkerOptions {
  boss: PgBoss;
  db: DB;
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /**
   * Whether webhooks may be delivered to this machine and private networks
   * (`WEBHOOK_PRIVATE_TARGETS`: allowed outside production by default).
   */
  allowPrivateTargets: boolean;
  /** The key webhook secrets are sealed with; `webhookSealingKey` unless a test says otherwise. */
  sealingKey?: () => Promise<Buffer>;
  timeoutMs?: number;
}

/** Delivers task webhooks; resolves to what stops it (once deliveries under way are done). */
export async function startTaskWebhookWorker(
  options: TaskWebhookWorkerOptions,
): Promise<() => Promise<void>> {
  const { boss, db, log } = options;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  let key: Buffer | undefined;
  const keyOf = async () => {
    key ??= await (options.sealingKey ?? (() => webhookSealingKey(db)))();
    return key;
  };

  /** Posts one delivery; throws (so pg-boss retries) unless the caller answered 2xx. */
  async function deliver(job: JobWithMetadata<unknown>): Promise<void> {
    const { keyId, event } = taskWebhookJob.payload.parse(job.data);
    // Read at each attempt: a key revoked (or its account deleted) since gets nothing more.
    const target = await db
      .selectFrom('api_keys')
      .select(['webhook_url', 'sealed_webhook_secret'])
      .where('id', '=', keyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!target?.webhook_url || !target.sealed_webhook_secret) return;
    const secret = unsealWebhookSecret(await keyOf(), target.sealed_webhook_secret, keyId);
    const body = JSON.stringify(event);
    const attempt = {
      deliveryId: event.id,
      taskId: event.data.taskId,
      attempt: job.retryCount + 1,
    };
    try {
      const status = await postWebhook({
        url: target.webhook_url,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'IdeaLens-Webhooks/1',
          [TASK_WEBHOOK_SIGNATURE_HEADER]: signPayload(secret, body),
        },
        body,
        timeoutMs,
        allowPrivate: options.allowPrivateTargets,
      });
      if (status < 200 || status > 299) {
        throw new Error(`the webhook answered ${status}`);
      }
    } catch (error) {
      // Trying again changes nothing: the URL leads where this deployment does not deliver.
      if (error instanceof WebhookTargetRefused) {
        log.error({ err: error, ...attempt }, 'task webhook not delivered: private address');
        return;
      }
      if (job.retryCount < job.retryLimit) {
        log.warn({ err: error, ...attempt }, 'task webhook not delivered, will retry');
      } else {
        log.error({ err: error, ...attempt }, 'task webhook not delivered, given up');
      }
      throw error;
    }
  }

  await createTaskWebhookQueue(boss);
  await boss.work(
    taskWebhookJob.name,
    {
      batchSize: 1,
      includeMetadata: true,
      // New deliveries wake a worker at once (NOTIFY); a retry's time comes without one, so the
      // queue is looked at every 2 s as well, and a retry leaves about on time.
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 2,
      // Two at once: one slow caller (10 s at most) does not hold up every other delivery.
      localConcurrency: 2,
    },
    async ([job]) => {
      if (job) await deliver(job);
    },
  );
  return () => boss.offWork(taskWebhookJob.name, { wait: true });
}
