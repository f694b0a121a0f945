import type { ReportMetadata } from '@idealens/shared/reports';
import type { ColumnType, Generated } from 'kysely';

/** Insertable as a Date or ISO string, optional where the column has a default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table types, kept in step with the migrations in ./migrations. */
export interface Database {
  users: UsersTable;
  analytics_events: AnalyticsEventsTable;
  analysis_tasks: AnalysisTasksTable;
  app_secrets: AppSecretsTable;
  queue_band_counts: QueueBandCountsTable;
  accounts: AccountsTable;
  identity_keys: IdentityKeysTable;
  identity_models: IdentityModelsTable;
  points_ledger: PointsLedgerTable;
  reports: ReportsTable;
}

export interface UsersTable {
  /** The identity provider's `sub`. */
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  plan_tier: Generated<string>;
  analysis_points: Generated<number>;
  total_points_earned: Generated<number>;
  total_points_used: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  properties: ColumnType<Record<string, unknown>, string, string>;
  user_id: string | null;
  created_at: Timestamp;
}

export interface AnalysisTasksTable {
  id: Generated<string>;
  user_id: string | null;
  type: 'simple' | 'deep';
  status: Generated<'queued' | 'processing' | 'completed' | 'failed'>;
  progress: Generated<number>;
  stage: Generated<string>;
  name: string;
  input: ColumnType<TaskInput, string, string>;
  result_data: ColumnType<unknown, string | null, string | null>;
  error_message: string | null;
  priority: Generated<number>;
  attempts: Generated<number>;
  client_ip_hash: string | null;
  processing_time_ms: number | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  updated_at: Timestamp;
}

/** What the analyst needs to run a task, kept with it. */
export interface TaskInput {
  idea: string;
  language: 'en-US' | 'zh-CN';
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** Tasks waiting per priority band, maintained by a trigger (migration 0004). */
export interface QueueBandCountsTable {
  priority: number;
  queued: ColumnType<string, number, number>;
}

/** Email + password accounts of the built-in identity provider (migration 0005). */
export interface AccountsTable {
  /** A random UUID, the `sub` of the tokens this account gets. */
  id: string;
  /** Lower-cased. */
  email: string;
  name: string | null;
  /** `scrypt$N$r$p$salt$hash` (base64url). */
  password_hash: string;
  created_at: Timestamp;
}

export interface IdentityKeysTable {
  id: string;
  kind: 'signing' | 'cookie';
  material: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** oidc-provider's stored models, one row per (model, id). */
export interface IdentityModelsTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface PointsLedgerTable {
  id: Generated<string>;
  user_id: string;
  delta: number;
  reason: 'grant' | 'debit' | 'refund';
  idempotency_key: string;
  created_at: Timestamp;
}

/** A user's report history (migration 0006); `task_id` is cleared when its task is deleted. */
export interface ReportsTable {
  id: Generated<string>;
  user_id: string;
  task_id: string | null;
  report_title: string;
  user_message: string;
  report_type: 'simple' | 'deep';
  composite_score: number | null;
  analysis_content: ColumnType<unknown, string, string>;
  metadata: ColumnType<ReportMetadata, string, string>;
  created_at: Timestamp;
}
