import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_tasks')
    // A random UUID: for anonymous tasks it is the capability to read the task.
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('simple', 'deep')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status IN ('queued', 'processing', 'completed', 'failed')`),
    )
    .addColumn('progress', 'smallint', (c) =>
      c.notNull().defaultTo(0).check(sql`progress BETWEEN 0 AND 100`),
    )
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('result_data', 'jsonb')
    .addColumn('error_message', 'text')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client_ip_hash', 'text')
    .addColumn('processing_time_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Queue position counts queued tasks ahead in run order (priority first, then age): an
  // index-only range scan over this partial index.
  await sql`CREATE INDEX analysis_tasks_queue ON analysis_tasks (priority DESC, created_at, id) WHERE status = 'queued'`.execute(
    db,
  );
  await sql`CREATE INDEX analysis_tasks_user ON analysis_tasks (user_id, created_at DESC) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX analysis_tasks_client_recent ON analysis_tasks (client_ip_hash, created_at) WHERE client_ip_hash IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX analysis_tasks_recent_completed ON analysis_tasks (completed_at DESC) WHERE status = 'completed'`.execute(
    db,
  );
  await sql`CREATE INDEX analysis_tasks_processing ON analysis_tasks (started_at) WHERE status = 'processing'`.execute(
    db,
  );

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('analysis_tasks').execute();
}
