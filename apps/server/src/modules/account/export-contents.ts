import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { findPlan } from '../users/repository.ts';
import { exportFilePath, partialExportFilePath, removeExportFiles } from './export-files.ts';
import { type ExportFile, exportReadme } from './export-readme.ts';

/** Rows read at a time for the long lists (tasks, reports, ledger, audit rows). */
const PAGE_SIZE = 50;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A JSON value as the export writes it: indented, so that it reads in a text editor. */
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * A JSON array written a page of rows at a time, so a long history never sits in memory whole.
 * Pages are read by offset: the export reads one snapshot (a repeatable-read transaction), where
 * offsets cannot skip or repeat a row.
 */
async function* jsonArray<Row>(
  readPage: (offset: number, limit: number) => Promise<Row[]>,
  toJson: (row: Row) => unknown,
): AsyncGenerator<string> {
  yield '[';
  let written = 0;
  for (;;) {
    const rows = await readPage(written, PAGE_SIZE);
    for (const row of rows) {
      const item = pretty(toJson(row)).replaceAll('\n', '\n  ');
      yield `${written === 0 ? '\n' : ',\n'}  ${item}`;
      written += 1;
    }
    if (rows.length < PAGE_SIZE) break;
  }
  yield written === 0 ? ']\n' : '\n]\n';
}

/** The profile, or undefined when the user is gone (deleted meanwhile). */
async function profileOf(trx: DB, userId: string) {
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const plan = await findPlan(trx, userId);
  const account = await trx
    .selectFrom('accounts')
    .select(['email', 'name', 'created_at', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    picture: user.picture,
    // The plan in force, as the profile page shows it.
    plan: {
      tier: plan.tier,
      billingPeriod: plan.billingPeriod,
      currentPeriodEnd: iso(plan.currentPeriodEnd),
    },
    analysisPoints: user.analysis_points,
    totalPointsEarned: user.total_points_earned,
    totalPointsUsed: user.total_points_used,
    createdAt: iso(user.created_at),
    updatedAt: iso(user.updated_at),
    // The built-in provider's account; null when an external provider signs the user in.
    emailAndPasswordAccount: account
      ? {
          email: account.email,
          name: account.name,
          createdAt: iso(account.created_at),
          emailConfirmedAt: iso(account.email_verified_at),
        }
      : null,
  };
}

/** Every file of the export but README.txt, each as a string or a stream of its text. */
function exportEntries(
  trx: DB,
  userId: string,
  profile: unknown,
): Record<ExportFile, () => Promise<string> | AsyncGenerator<string>> {
  return {
    'profile.json': async () => `${pretty(profile)}\n`,
    'tasks.json': () =>
      jsonArray(
        (offset, limit) =>
          trx
            .selectFrom('analysis_tasks')
            .select([
              'id',
              'type',
              'status',
              'name',
              'input',
              'result_data',
              'error_message',
              'processing_time_ms',
              'created_at',
              'started_at',
              'completed_at',
            ])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (task) => ({
          id: task.id,
          type: task.type === 'simple' ? 'quick' : 'deep',
          status: task.status,
          name: task.name,
          idea: task.input.idea,
          language: task.input.language,
          confirmed: task.input.confirmed ?? null,
          result: task.result_data ?? null,
          errorMessage: task.error_message,
          processingTimeMs: task.processing_time_ms,
          createdAt: iso(task.created_at),
          startedAt: iso(task.started_at),
          completedAt: iso(task.completed_at),
        }),
      ),
    'reports.json': () =>
      jsonArray(
        (offset, limit) =>
          trx
            .selectFrom('reports')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (report) => ({
          id: report.id,
          taskId: report.task_id,
          title: report.report_title,
          idea: report.user_message,
          type: report.report_type === 'simple' ? 'quick' : 'deep',
          compositeScore: report.composite_score,
          analysis: report.analysis_content,
          metadata: report.metadata,
          teamId: report.team_id,
          createdAt: iso(report.created_at),
        }),
      ),
    'share-links.json': () =>
      jsonArray(
        (offset, limit) =>
          trx
            .selectFrom('report_shares')
            .innerJoin('reports', 'reports.id', 'report_shares.report_id')
            .select([
              'report_shares.report_id',
              'reports.report_title',
              'report_shares.open_count',
              'report_shares.last_opened_at',
              'report_shares.created_at',
            ])
            .where('reports.user_id', '=', userId)
            .orderBy('report_shares.created_at')
            .orderBy('report_shares.report_id')
            .offset(offset)
            .limit(limit)
            .execute(),
        // Never the token (nor its sealed copy): the link is a key to the report.
        (share) => ({
          reportId: share.report_id,
          reportTitle: share.report_title,
          sharedAt: iso(share.created_at),
          openCount: share.open_count,
          lastOpenedAt: iso(share.last_opened_at),
        }),
      ),
    'points-ledger.json': () =>
      jsonArray(
        (offset, limit) =>
          trx
            .selectFrom('points_ledger')
            .select(['id', 'delta', 'reason', 'idempotency_key', 'created_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (entry) => ({
          delta: entry.delta,
          reason: entry.reason,
          reference: entry.idempotency_key,
          createdAt: iso(entry.created_at),
        }),
      ),
    'payments.json': () =>
      jsonArray(
        (offset, limit) =>
          trx
            .selectFrom('payments')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('paid_at')
            .orderBy('id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (payment) => ({
          id: payment.id,
          kind: payment.kind,
          paidAt: iso(payment.paid_at),
          plan: payment.plan,
          billingPeriod: payment.billing_period,
          amount: payment.amount,
          credit: payment.credit,
          currency: payment.currency,
          pointsGranted: payment.points_granted,
          provider: payment.provider,
          providerReference: payment.provider_reference,
        }),
      ),
    'checkouts.json': () =>
      jsonArray(
        (offset, limit) =>
          trx
            .selectFrom('payment_sessions')
            .select([
              'id',
              'provider',
              'provider_session_id',
              'plan',
              'billing_period',
              'amount',
              'currency',
              'status',
              'points_granted',
              'created_at',
              'updated_at',
            ])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (checkout) => ({
          id: checkout.id,
          provider: checkout.provider,
          providerReference: checkout.provider_session_id,
          plan: checkout.plan,
          billingPeriod: checkout.billing_period,
          amount: checkout.amount,
          currency: checkout.currency,
          status: checkout.status,
          pointsGranted: checkout.points_granted,
          createdAt: iso(checkout.created_at),
          updatedAt: iso(checkout.updated_at),
        }),
      ),
    'subscription.json': async () => {
      const subscription = await trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const json = subscription
        ? {
            provider: subscription.provider,
            providerReference: subscription.provider_subscription_id,
            plan: subscription.plan,
            billingPeriod: subscription.billing_period,
            status: subscription.status,
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
            endedAt: iso(subscription.ended_at),
            currentPeriodStart: iso(subscription.current_period_start),
            currentPeriodEnd: iso(subscription.current_period_end),
            createdAt: iso(subscription.created_at),
            updatedAt: iso(subscription.updated_at),
          }
        : null;
      return `${pretty(json)}\n`;
    },
    'api-keys.json': async () => {
      const keys = await trx
        .selectFrom('api_keys')
        .select([
          'id',
          'name',
          'last4',
          'webhook_url',
          'created_at',
          'last_used_at',
          'revoked_at',
          'request_count',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const usage = await trx
        .selectFrom('api_key_usage')
        .select(['key_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'requests'])
        .where(
          'key_id',
          'in',
          keys.length > 0 ? keys.map((key) => key.id) : ['00000000-0000-0000-0000-000000000000'],
        )
        .orderBy('day')
        .execute();
      const json = keys.map((key) => ({
        id: key.id,
        name: key.name,
        last4: key.last4,
        webhookUrl: key.webhook_url,
        createdAt: iso(key.created_at),
        lastUsedAt: iso(key.last_used_at),
        revokedAt: iso(key.revoked_at),
        requests: Number(key.request_count),
        requestsPerDay: usage
          .filter((row) => row.key_id === key.id)
          .map((row) => ({ day: row.day, requests: Number(row.requests) })),
      }));
      return `${pretty(json)}\n`;
    },
    'teams.json': async () => {
      const teams = await trx
        .selectFrom('team_members as m')
        .innerJoin('teams as t', 't.id', 'm.team_id')
        .select(['t.id', 't.name', 'm.role', 'm.joined_at'])
        .where('m.user_id', '=', userId)
        .orderBy('m.joined_at')
        .orderBy('t.id')
        .execute();
      const json = teams.map((team) => ({
        id: team.id,
        name: team.name,
        role: team.role,
        joinedAt: iso(team.joined_at),
      }));
      return `${pretty(json)}\n`;
    },
    'audit-log.json': () =>
      jsonArray(
        (offset, limit) =>
          trx
            .selectFrom('audit_events')
            .select(['id', 'action', 'detail', 'created_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (event) => ({
          action: event.action,
          detail: event.detail,
          createdAt: iso(event.created_at),
        }),
      ),
  };
}

/**
 * Writes the zip of everything the account holds (EXPORT_FILES and README.txt) to
 * `exportFilePath(dir, exportId)`, from one consistent snapshot of the database, and answers its
 * size; undefined (and no file) when the user no longer exists. The zip is written under a
 * temporary name and renamed when complete, so a half-written file is never served.
 */
export async function writeAccountExport(
  db: DB,
  userId: string,
  dir: string,
  exportId: string,
  now = new Date(),
): Promise<{ sizeBytes: number } | undefined> {
  await mkdir(dir, { recursive: true });
  const partial = partialExportFilePath(dir, exportId);
  try {
    const written = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const profile = await profileOf(trx, userId);
        if (!profile) return false;
        const archive = archiver('zip', { zlib: { level: 6 } });
        const writing = pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
        // Awaited below; a failure meanwhile (a full disk) must not count as unhandled.
        writing.catch(() => {});
        const date = now;
        archive.append(exportReadme(userId, now), { name: 'README.txt', date });
        for (const [name, content] of Object.entries(exportEntries(trx, userId, profile))) {
          const text = content();
          archive.append(text instanceof Promise ? await text : Readable.from(text), {
            name,
            date,
          });
        }
        await Promise.all([archive.finalize(), writing]);
        return true;
      });
    if (!written) return undefined;
    const final = exportFilePath(dir, exportId);
    await rename(partial, final);
    return { sizeBytes: (await stat(final)).size };
  } catch (error) {
    await removeExportFiles(dir, exportId);
    throw error;
  }
}
