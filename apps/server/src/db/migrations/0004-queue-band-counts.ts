import { type Kysely, sql } from 'kysely';

/**
 * How many tasks wait in each priority band, kept by a trigger in the same transaction as every
 * status change. Queue position and the busy check read these few rows instead of counting a
 * queue that may hold 100,000 tasks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE queue_band_counts (
      priority integer PRIMARY KEY,
      queued bigint NOT NULL DEFAULT 0 CHECK (queued >= 0)
    )
  `.execute(db);
  await sql`
    CREATE FUNCTION track_queue_band_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'queued' THEN
        UPDATE queue_band_counts SET queued = queued - 1 WHERE priority = OLD.priority;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'queued' THEN
        INSERT INTO queue_band_counts AS c (priority, queued) VALUES (NEW.priority, 1)
        ON CONFLICT (priority) DO UPDATE SET queued = c.queued + 1;
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER analysis_tasks_queue_band_counts
    AFTER INSERT OR DELETE OR UPDATE OF status, priority ON analysis_tasks
    FOR EACH ROW EXECUTE FUNCTION track_queue_band_counts()
  `.execute(db);
  await sql`
    INSERT INTO queue_band_counts (priority, queued)
    SELECT priority, count(*) FROM analysis_tasks WHERE status = 'queued' GROUP BY priority
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER analysis_tasks_queue_band_counts ON analysis_tasks`.execute(db);
  await sql`DROP FUNCTION track_queue_band_counts()`.execute(db);
  await sql`DROP TABLE queue_band_counts`.execute(db);
}
