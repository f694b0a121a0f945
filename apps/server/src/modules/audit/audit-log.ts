import type { DB } from '../../db/database.ts';

/**
 * Every self-service action on an account, as its audit row names it (issue 22). Billing:
 * switching plan, cancelling and resuming a subscription. Account: asking for and completing a
 * password reset, changing the password, exporting the account's data, deleting the account.
 * API keys: creating and revoking one.
 */
export const AUDIT_ACTIONS = [
  'billing.subscription_switched',
  'billing.subscription_cancelled',
  'billing.subscription_resumed',
  'account.password_reset_requested',
  'account.password_reset',
  'account.password_changed',
  'account.data_export_requested',
  'account.data_exported',
  'account.deleted',
  'api_key.created',
  'api_key.revoked',
  'team.created',
  'team.deleted',
  'team.member_invited',
  'team.member_removed',
  'team.left',
  'team.joined',
  'team.ownership_transferred',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A few ids and facts about the action (a plan, a task id); never an address or a password. */
export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  action: AuditAction;
  detail: AuditDetail;
  createdAt: Date;
}

/** Writes the action's row, in the caller's transaction when it passes one. */
export async function recordAudit(
  db: DB,
  userId: string,
  action: AuditAction,
  detail: AuditDetail = {},
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({ user_id: userId, action, detail: JSON.stringify(detail) })
    .execute();
}

/** A user's audit rows, newest first. */
export async function auditTrail(db: DB, userId: string, limit = 500): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['action', 'detail', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    action: row.action as AuditAction,
    detail: row.detail,
    createdAt: new Date(row.created_at),
  }));
}
