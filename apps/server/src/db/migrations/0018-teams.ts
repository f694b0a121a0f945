import { type Kysely, sql } from 'kysely';

/**
 * Team workspaces (issue 23, ADR 034):
 * - `teams`: a name; who owns it is its `owner` row in `team_members`.
 * - `team_members`: one row per person, role owner or member. At most one owner per team, and a
 *   user owns at most one team (partial unique indexes), so "the team's pool" (its owner's points)
 *   is always one balance. Gone with the team or the user.
 * - `team_invites`: an invitation link, found by its token's SHA-256; the token kept sealed for the
 *   owner to copy again (as share links are). Single use (`accepted_at`), expiring.
 * - `analysis_tasks.team_id`, `reports.team_id`: the workspace an analysis was filed in; null is
 *   the author's personal workspace. A deleted team's reports go back to their authors (SET NULL).
 * - `points_ledger.spent_by`, `.team_id`: who spent a pool's point, for which team (null: the
 *   balance's holder, personally).
 * - `report_counts` now counts personal reports only (the personal history's total); a team's
 *   library is counted when listed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teams')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('owner', 'member')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('team_members_pkey', ['team_id', 'user_id'])
    .execute();
  await sql`CREATE INDEX team_members_by_user ON team_members (user_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX team_members_one_owner ON team_members (team_id) WHERE role = 'owner'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX team_members_owns_one ON team_members (user_id) WHERE role = 'owner'`.execute(
    db,
  );

  await db.schema
    .createTable('team_invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('sealed_token', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`CREATE INDEX team_invites_open ON team_invites (team_id, email) WHERE accepted_at IS NULL`.execute(
    db,
  );

  await sql`ALTER TABLE analysis_tasks ADD COLUMN team_id uuid REFERENCES teams (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX analysis_tasks_by_team ON analysis_tasks (team_id, created_at DESC) WHERE team_id IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE reports ADD COLUMN team_id uuid REFERENCES teams (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX reports_by_team ON reports (team_id, created_at DESC) WHERE team_id IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE points_ledger ADD COLUMN team_id uuid REFERENCES teams (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`ALTER TABLE points_ledger ADD COLUMN spent_by text REFERENCES users (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX points_ledger_by_team ON points_ledger (team_id, created_at DESC) WHERE team_id IS NOT NULL`.execute(
    db,
  );

  // The personal history's total: personal reports only. A report moving between a team and its
  // author's personal workspace (its team deleted) moves its count with it.
  await sql`
    CREATE OR REPLACE FUNCTION track_report_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.team_id IS NULL THEN
        UPDATE report_counts SET reports = reports - 1 WHERE user_id = OLD.user_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.team_id IS NULL THEN
        INSERT INTO report_counts AS c (user_id, reports) VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET reports = c.reports + 1;
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`DROP TRIGGER reports_report_counts ON reports`.execute(db);
  await sql`
    CREATE TRIGGER reports_report_counts
    AFTER INSERT OR DELETE OR UPDATE OF user_id, team_id ON reports
    FOR EACH ROW EXECUTE FUNCTION track_report_counts()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER reports_report_counts ON reports`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION track_report_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE report_counts SET reports = reports - 1 WHERE user_id = OLD.user_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO report_counts AS c (user_id, reports) VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET reports = c.reports + 1;
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER reports_report_counts
    AFTER INSERT OR DELETE OR UPDATE OF user_id ON reports
    FOR EACH ROW EXECUTE FUNCTION track_report_counts()
  `.execute(db);
  await sql`ALTER TABLE points_ledger DROP COLUMN spent_by, DROP COLUMN team_id`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN team_id`.execute(db);
  await sql`ALTER TABLE analysis_tasks DROP COLUMN team_id`.execute(db);
  await db.schema.dropTable('team_invites').execute();
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('teams').execute();
}
