import { sql } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { DB } from '../../db/database.ts';

const epochSeconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

/**
 * How long a refresh token still works after it was first used (rotated): the web app asks for
 * several tokens at once with the one refresh token it holds (userinfo and the API resource),
 * and each of those refreshes must succeed. Brought back later, a used refresh token is taken
 * for a stolen copy: the provider refuses it and ends the whole sign-in (ADR 006).
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 30;

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
    // PostgreSQL's text holds no NUL: nothing stored has one, and asking would fail the request.
    if (value.includes('\0')) return undefined;
    const graceSeconds = this.#model === 'RefreshToken' ? REFRESH_TOKEN_REUSE_GRACE_SECONDS : 0;
    const row = await this.#db
      .selectFrom('identity_models')
      .select([
        'payload',
        'consumed_at',
        sql<boolean>`consumed_at > now() - make_interval(secs => ${graceSeconds})`.as(
          'within_grace',
        ),
      ])
      .where('model', '=', this.#model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // A refresh token used moments ago still reads as unused (see REFRESH_TOKEN_REUSE_GRACE_SECONDS).
    if (!row.consumed_at || row.within_grace) return payload;
    return { ...payload, consumed: epochSeconds(row.consumed_at) };
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
    if (id.includes('\0')) return;
    // The first use counts: a refresh token's grace window does not move with each reuse.
    await this.#db
      .updateTable('identity_models')
      .set({ consumed_at: sql<Date>`coalesce(consumed_at, now())` })
      .where('model', '=', this.#model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string) {
    if (id.includes('\0')) return;
    await this.#db
      .deleteFrom('identity_models')
      .where('model', '=', this.#model)
      .where('id', '=', id)
      .execute();
  }

  /** Everything issued under a grant goes with it (codes, access and refresh tokens). */
  async revokeByGrantId(grantId: string) {
    if (grantId.includes('\0')) return;
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

/** Ends a sign-in: its grant and everything issued under it (codes, access and refresh tokens). */
export async function revokeGrant(db: DB, grantId: string): Promise<void> {
  await db
    .deleteFrom('identity_models')
    .where((eb) =>
      eb.or([
        eb('grant_id', '=', grantId),
        eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)]),
      ]),
    )
    .execute();
}

/**
 * The claim of our API access tokens that names the grant (the sign-in) they were issued under,
 * so the API can refuse them once that sign-in has ended.
 */
export const GRANT_CLAIM = 'gid';

/** Whether the sign-in an access token's claims name still stands; a token naming none is refused. */
export async function accessTokenGrantStands(
  db: DB,
  claims: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const grantId = claims[GRANT_CLAIM];
  return typeof grantId === 'string' && grantId !== '' && grantStands(db, grantId);
}

/**
 * Whether the sign-in an access token names is still on: its grant exists and has not expired.
 * Signing out, revoking the refresh token and reusing an old one all delete the grant, in the
 * database every API process reads.
 */
export async function grantStands(db: DB, grantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('identity_models')
    .select('id')
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  return row !== undefined;
}
