import { randomBytes } from 'node:crypto';
import type { DB } from './database.ts';

/**
 * A random secret shared by every process on this database, created on first use. Lives in the
 * database (not DATA_DIR) so all API and worker processes of one deployment agree on it.
 */
export async function appSecret(db: DB, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
