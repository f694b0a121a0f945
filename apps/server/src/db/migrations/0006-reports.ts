import { type Kysely, sql } from 'kysely';

/**
 * The report history (ARCHITECTURE.md §5): every completed task of a signed-in user becomes a
 * report, filed in the transaction that completes the task. A report outlives its task (deleting
 * a task only clears `task_id`); `task_id` is unique, so a task files at most one report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'uuid', (c) =>
      c.unique().references('analysis_tasks.id').onDelete('set null'),
    )
    .addColumn('report_title', 'text', (c) => c.notNull())
    .addColumn('user_message', 'text', (c) => c.notNull())
    .addColumn('report_type', 'text', (c) =>
      c.notNull().check(sql`report_type IN ('simple', 'deep')`),
    )
    .addColumn('composite_score', 'real', (c) => c.check(sql`composite_score BETWEEN 0 AND 10`))
    .addColumn('analysis_content', 'jsonb', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();

  // The history's two sort orders, each with the id as tiebreaker so pages never overlap. Titles
  // sort without regard to case, whatever the cluster's collation.
  await sql`CREATE INDEX reports_user_created ON reports (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX reports_user_title ON reports (user_id, lower(report_title), id)`.execute(
    db,
  );

  // Search is a substring match (ILIKE '%…%') over title and message: trigram GIN indexes serve it.
  // pg_trgm ships with PostgreSQL (the embedded one too) and is a trusted extension, so a database
  // owner may create it; where it cannot be created the search still works, scanning the user's
  // own reports through reports_user_created. The sub-block keeps a refusal from aborting the
  // migration's transaction.
  await sql`
    DO $$
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable (%): report search runs without a trigram index', SQLERRM;
    END
    $$
  `.execute(db);
  await sql`
    DO $$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX reports_search ON reports
          USING gin (report_title gin_trgm_ops, user_message gin_trgm_ops);
      END IF;
    END
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
