import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table types, kept in step with the migrations in ./migrations. */
export interface Database {
  users: UsersTable;
  analytics_events: AnalyticsEventsTable;
}

export interface UsersTable {
  /** The identity provider's `sub`. */
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  plan_tier: Generated<string>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  properties: ColumnType<Record<string, unknown>, string, string>;
  user_id: string | null;
  created_at: Generated<Timestamp>;
}
