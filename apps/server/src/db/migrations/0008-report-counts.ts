import { type Kysely, sql } from 'kysely';

/**
 * How many reports each user has, kept by a trigger in the same transaction as every report filed
 * or deleted. The report history's total (its pagination) reads this one row instead of counting
 * a history that grows with every analysis; only a search counts the reports it matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_counts (
      user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      reports bigint NOT NULL DEFAULT 0 CHECK (reports >= 0)
    )
  `.execute(db);
  await sql`
    CREATE FUNCTION track_report_counts() RETURNS trigger LANGUAGE plpgsql AS $$
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
  await sql`
    INSERT INTO report_counts (user_id, reports)
    SELECT user_id, count(*) FROM reports GROUP BY user_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER reports_report_counts ON reports`.execute(db);
  await sql`DROP FUNCTION track_report_counts()`.execute(db);
  await sql`DROP TABLE report_counts`.execute(db);
}
