import type { ConfirmedBrief } from '@idealens/shared/brief';
import type { BillingPeriod, PlanName, PlanTier } from '@idealens/shared/plans';
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
  payment_sessions: PaymentSessionsTable;
  payment_events: PaymentEventsTable;
  subscriptions: SubscriptionsTable;
  email_verifications: EmailVerificationsTable;
  report_shares: ReportSharesTable;
  audit_events: AuditEventsTable;
  erased_accounts: ErasedAccountsTable;
  account_exports: AccountExportsTable;
  password_resets: PasswordResetsTable;
  payments: PaymentsTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invites: TeamInvitesTable;
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
  /** A deep analysis' searched and read sources while it runs, so a retry resumes at writing. */
  research: ColumnType<unknown, string | null | undefined, string | null>;
  error_message: string | null;
  priority: Generated<number>;
  attempts: Generated<number>;
  client_ip_hash: string | null;
  processing_time_ms: number | null;
  /** The API key the task was submitted with (migration 0017), whose webhook hears its end. */
  api_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The team the task was filed in (migration 0018); null: its author's personal workspace. */
  team_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  updated_at: Timestamp;
}

/** What the analyst needs to run a task, kept with it. */
export interface TaskInput {
  idea: string;
  language: 'en-US' | 'zh-CN';
  /** What the user confirmed before the analysis (brief, answers, plan), when they reviewed it. */
  confirmed?: ConfirmedBrief;
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
  /** When the address was confirmed (migration 0011); null until then. */
  email_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

/** Links that confirm an account's address (migration 0011): hashed, single-use, expiring. */
export interface EmailVerificationsTable {
  /** SHA-256 of the link's token, base64url. */
  token_hash: string;
  account_id: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** Links sent to reset a forgotten password (migration 0015). */
export interface PasswordResetsTable {
  /** SHA-256 of the link's token, base64url. */
  token_hash: string;
  account_id: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** The team whose pool (its owner's points) this moved, and who spent (migration 0018). */
  team_id: ColumnType<string | null, string | null | undefined, string | null>;
  spent_by: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The team library it is in (migration 0018); null: its author's personal reports. */
  team_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** A report's live share link (migration 0012); revoking it deletes the row. */
export interface ReportSharesTable {
  report_id: string;
  /** SHA-256 of the link's token, base64url: how an opened link finds its report. */
  token_hash: string;
  /** The token sealed for its owner (AES-256-GCM, the report id as associated data), base64url. */
  sealed_token: string;
  open_count: Generated<number>;
  last_opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** A checkout the server priced (migration 0007); `provider_session_id` is the provider's own id. */
export interface PaymentSessionsTable {
  id: Generated<string>;
  /** Null once its account was deleted: a paid checkout is kept as a payment record (0016). */
  user_id: string | null;
  provider: string;
  provider_session_id: string | null;
  plan: PlanName;
  billing_period: BillingPeriod;
  amount: number;
  currency: string;
  status: Generated<'open' | 'paid' | 'cancelled' | 'expired'>;
  points_granted: number | null;
  /** A switch's checkout: the subscription it replaces, and the credit given for it (cents). */
  replaces_subscription_id: string | null;
  credit: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every verified provider event, applied once: (provider, provider_event_id) is unique. */
export interface PaymentEventsTable {
  id: Generated<string>;
  provider: string;
  provider_event_id: string;
  type: string;
  effect: string;
  subscription_ref: string | null;
  received_at: Timestamp;
  payload: ColumnType<unknown, string, string>;
}

/** A user's current plan; it lasts until `current_period_end`, cancelled or not. */
export interface SubscriptionsTable {
  user_id: string;
  provider: string;
  provider_subscription_id: string;
  plan: PlanName;
  tier: PlanTier;
  billing_period: BillingPeriod;
  status: 'active' | 'canceled';
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<boolean>;
  period_grant_key: string;
  /** When the provider ended it (migration 0014): it cannot be resumed. */
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The id of a deleted account (migration 0016): its tokens never bring its row back. */
export interface ErasedAccountsTable {
  user_id: string;
  erased_at: Timestamp;
}

/** A user's data export (migration 0016), at most one; its zip lives under DATA_DIR. */
export interface AccountExportsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<'building' | 'ready' | 'failed'>;
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  requested_at: Timestamp;
  ready_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One self-service action on an account (migration 0013); outlives the account. */
export interface AuditEventsTable {
  id: Generated<string>;
  user_id: string;
  action: string;
  detail: ColumnType<Record<string, string | number | boolean | null>, string | undefined, string>;
  created_at: Timestamp;
}

/** One payment made (migration 0014); kept with `user_id` null when its account is deleted. */
export interface PaymentsTable {
  id: Generated<string>;
  user_id: string | null;
  provider: string;
  /** The provider's id of the payment: a checkout session or an invoice. */
  provider_reference: string;
  kind: 'purchase' | 'switch' | 'renewal';
  plan: PlanName;
  billing_period: BillingPeriod;
  amount: number;
  credit: Generated<number>;
  currency: string;
  points_granted: Generated<number>;
  /** The ledger key of the month it granted. */
  grant_key: string;
  paid_at: Timestamp;
  created_at: Timestamp;
}

/** A user's API key (migration 0017); revoking sets `revoked_at`. Never the secret itself. */
export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** SHA-256 of the key's secret, base64url: how a request's key is found. */
  key_hash: string;
  last4: string;
  webhook_url: string | null;
  /** The webhook secret sealed (AES-256-GCM, the key's id as associated data), base64url. */
  sealed_webhook_secret: string | null;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  request_count: ColumnType<string, number | undefined, number>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Requests made with a key on one UTC day (migration 0017). */
export interface ApiKeyUsageTable {
  key_id: string;
  day: ColumnType<Date, string, string>;
  requests: ColumnType<string, number, number>;
}

/** A team (migration 0018); its owner is its `owner` row in `team_members`. */
export interface TeamsTable {
  id: Generated<string>;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who is in a team; one owner per team, one owned team per user. */
export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  role: 'owner' | 'member';
  joined_at: Timestamp;
}

/** An invitation link to a team: single use, expiring, found by its token's hash. */
export interface TeamInvitesTable {
  id: Generated<string>;
  team_id: string;
  /** Lower-cased: where it was mailed. */
  email: string;
  token_hash: string;
  /** The token sealed (AES-256-GCM, the invitation's id as associated data), base64url. */
  sealed_token: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  accepted_by: string | null;
}
