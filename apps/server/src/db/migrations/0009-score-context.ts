import { type Kysely, sql } from 'kysely';

/**
 * Scores in context (issue 17): where a score stands among the instance's finished analyses, per
 * engine and report type, and how scores spread. Every completed task keeps its result, so the
 * score and the engine are read from it by two immutable functions (a deep report's composite
 * score, a quick one's feasibility score; anything but a number reads as null, so no stored
 * result can make an insert fail), and a partial index over them serves both questions as range
 * counts, without loading any report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION analysis_score(task_type text, result jsonb) RETURNS real
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN jsonb_typeof(s) = 'number' THEN s::real END
      FROM (SELECT CASE task_type
        WHEN 'deep' THEN result #> '{quantitative_scoring,composite_score}'
        ELSE result #> '{recommendations,feasibility_score}'
      END AS s) AS score
    $$
  `.execute(db);
  await sql`
    CREATE FUNCTION analysis_engine(result jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT result #>> '{meta,engine}' $$
  `.execute(db);
  await sql`
    CREATE INDEX analysis_tasks_scores ON analysis_tasks
      (type, analysis_engine(result_data), analysis_score(type, result_data))
      WHERE status = 'completed'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX analysis_tasks_scores`.execute(db);
  await sql`DROP FUNCTION analysis_engine(jsonb)`.execute(db);
  await sql`DROP FUNCTION analysis_score(text, jsonb)`.execute(db);
}
