import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table types, kept in step with the migrations in ./migrations. */
export interface Database {
  users: UsersTable;
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
