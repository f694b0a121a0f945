import type {
  ScoreContext,
  ScoreContextQuery,
  ScoreDistribution,
} from '@idealens/shared/score-context';
import {
  SCORE_BUCKET_COUNT,
  SCORE_CONTEXT_MIN_COMPARED,
  SCORE_ENGINES,
} from '@idealens/shared/scoring-terms';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/**
 * Where a score stands among the instance's completed analyses of its engine and type: one
 * statement of two range counts over the partial index of migration 0009 (the expressions here
 * are the index's, word for word). The score is compared as the `real` it is stored as, so 6.2
 * is not "higher" than a stored 6.2. Null until SCORE_CONTEXT_MIN_COMPARED analyses compare.
 */
export async function scoreContext(db: DB, query: ScoreContextQuery): Promise<ScoreContext> {
  const scope = sql`status = 'completed' AND type = ${query.type}
    AND analysis_engine(result_data) = ${query.engine}`;
  const { rows } = await sql<{ compared: string; below: string }>`
    SELECT
      (SELECT count(*) FROM analysis_tasks
        WHERE ${scope} AND analysis_score(type, result_data) IS NOT NULL) AS compared,
      (SELECT count(*) FROM analysis_tasks
        WHERE ${scope} AND analysis_score(type, result_data) < ${query.score}::real) AS below
  `.execute(db);
  const compared = Number(rows[0]?.compared ?? 0);
  const below = Number(rows[0]?.below ?? 0);
  return {
    percentile:
      compared >= SCORE_CONTEXT_MIN_COMPARED ? Math.round((100 * below) / compared) : null,
    compared,
  };
}

/** Every engine × type's scores counted per one-point bucket (10 counts with the 9s), in SQL. */
export async function scoreDistribution(db: DB): Promise<ScoreDistribution> {
  const { rows } = await sql<{ engine: string; type: string; bucket: number; n: string }>`
    SELECT analysis_engine(result_data) AS engine, type,
      least(floor(analysis_score(type, result_data))::int, ${SCORE_BUCKET_COUNT - 1}) AS bucket,
      count(*) AS n
    FROM analysis_tasks
    WHERE status = 'completed' AND analysis_score(type, result_data) IS NOT NULL
      AND analysis_engine(result_data) IN (${sql.join([...SCORE_ENGINES])})
    GROUP BY 1, 2, 3
  `.execute(db);
  const series = SCORE_ENGINES.flatMap((engine) =>
    (['simple', 'deep'] as const).map((type) => {
      const counts = Array.from({ length: SCORE_BUCKET_COUNT }, () => 0);
      for (const row of rows) {
        if (row.engine !== engine || row.type !== type) continue;
        const bucket = Math.min(Math.max(row.bucket, 0), SCORE_BUCKET_COUNT - 1);
        counts[bucket] = (counts[bucket] ?? 0) + Number(row.n);
      }
      return { engine, type, counts, total: counts.reduce((sum, n) => sum + n, 0) };
    }),
  );
  return { series };
}
