import { type Kysely, sql } from 'kysely';

/**
 * Share links of reports (issue 21, ADR 028): at most one live link per report, gone with its
 * report (and so with its owner's account). The token is looked up by its SHA-256 hash; the
 * owner's copy of the link is kept sealed (AES-256-GCM under the `share-link-key` app secret) so
 * that asking again answers the same link. Revoking deletes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_shares')
    .addColumn('report_id', 'uuid', (c) =>
      c.primaryKey().references('reports.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('sealed_token', 'text', (c) => c.notNull())
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_opened_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_shares').execute();
}
