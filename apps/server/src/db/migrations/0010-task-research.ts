import { type Kysely, sql } from 'kysely';

/**
 * A deep analysis' research kept on its task (issue 18): once the searches are run and the sources
 * read, they are stored here, so a retried job resumes at writing the report instead of searching
 * (and paying for searches) again. Cleared when the task ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE analysis_tasks ADD COLUMN research jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE analysis_tasks DROP COLUMN research`.execute(db);
}
