import type { PointsEntry, PointsSource } from '@idealens/shared/billing';
import type { PlanName } from '@idealens/shared/plans';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

// The points history (issue 22): the ledger's rows, newest first, each with what it belongs to,
// read from its key (ADR 008/009): `allowance:<user>:<YYYY-MM>` the free plan's month,
// `plan:<provider>:<payment>[:month-<n>]` a paid plan's month of a payment, `debit:<task>` and
// `refund:<task>` a deep analysis.

const ALLOWANCE = /^allowance:.*:(\d{4}-\d{2})$/;
const PLAN_MONTH = /:month-(\d+)$/;

interface LedgerRow {
  id: string;
  delta: number;
  reason: 'grant' | 'debit' | 'refund';
  idempotency_key: string;
  created_at: Date;
  payment_id: string | null;
  payment_plan: PlanName | null;
  task_id: string | null;
  task_name: string | null;
}

/** What a ledger row belongs to, from its key and what the query found for it. */
export function pointsSource(row: LedgerRow): PointsSource {
  const key = row.idempotency_key;
  const allowance = ALLOWANCE.exec(key);
  if (allowance?.[1]) return { kind: 'free_allowance', month: allowance[1] };
  if (key.startsWith('plan:')) {
    return {
      kind: 'plan',
      paymentId: row.payment_id,
      month: Number(PLAN_MONTH.exec(key)?.[1] ?? 1),
      ...(row.payment_plan ? { plan: row.payment_plan } : {}),
    };
  }
  if (key.startsWith('debit:') || key.startsWith('refund:')) {
    return { kind: 'task', taskId: row.task_id, title: row.task_name };
  }
  return { kind: 'other' };
}

/**
 * The task a ledger row `l` spent on or gave back (`debit:<task id>`, `refund:<task id>`), for a
 * join on `analysis_tasks`; null for grants.
 */
export const ledgerTaskId = sql<string>`substring(l.idempotency_key from '^(?:debit|refund):([0-9a-f-]{36})$')::uuid`;

/** One page of a user's points history, newest first, and how many rows there are. */
export async function pointsHistoryPage(db: DB, userId: string, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('points_ledger as l')
      .leftJoin('payments as p', (join) =>
        join
          .on(
            sql<string>`regexp_replace(l.idempotency_key, ':month-[0-9]+$', '')`,
            '=',
            sql.ref('p.grant_key'),
          )
          .on('l.idempotency_key', 'like', 'plan:%'),
      )
      .leftJoin('analysis_tasks as t', (join) => join.on('t.id', '=', ledgerTaskId))
      .select([
        'l.id',
        'l.delta',
        'l.reason',
        'l.idempotency_key',
        'l.created_at',
        'p.id as payment_id',
        'p.plan as payment_plan',
        't.id as task_id',
        't.name as task_name',
      ])
      .where('l.user_id', '=', userId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const items: PointsEntry[] = rows.map((row) => ({
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    delta: row.delta,
    reason: row.reason,
    source: pointsSource(row),
  }));
  return { items, total: Number(count.total), page, pageSize };
}
