import { sql } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { DB } from '../../db/database.ts';

const epochSeconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

/**
 * oidc-provider's storage in PostgreSQL (table `identity_models`): sessions, grants,
 * interactions, authorization codes and refresh tokens survive restarts and are shared by every
 * API process. Expired rows are invisible at once and deleted by `deleteExpiredIdentityModels`.
 */
class PostgresAdapter implements Adapter {
  readonly #db: DB;
  readonly #model: string;

  constructor(db: DB, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.#db
      .insertInto('identity_models')
      .values({ model: this.#model, id, ...row })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
  }

  async #findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
    const row = await this.#db
      .selectFrom('identity_models')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.#model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: epochSeconds(row.consumed_at) } : payload;
  }

  find(id: string) {
    return this.#findWhere('id', id);
  }

  findByUid(uid: string) {
    return this.#findWhere('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.#findWhere('user_code', userCode);
  }

  async consume(id: string) {
    await this.#db
      .updateTable('identity_models')
      .set({ consumed_at: sql<Date>`now()` })
      .where('model', '=', this.#model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string) {
    await this.#db
      .deleteFrom('identity_models')
      .where('model', '=', this.#model)
      .where('id', '=', id)
      .execute();
  }

  /** Everything issued under a grant goes with it (codes, access and refresh tokens). */
  async revokeByGrantId(grantId: string) {
    await this.#db.deleteFrom('identity_models').where('grant_id', '=', grantId).execute();
  }
}

export function postgresAdapter(db: DB): AdapterFactory {
  return (model) => new PostgresAdapter(db, model);
}

export async function deleteExpiredIdentityModels(db: DB): Promise<number> {
  const result = await db
    .deleteFrom('identity_models')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
