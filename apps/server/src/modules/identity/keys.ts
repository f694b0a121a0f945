import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/** A private signing key as a JWK (RSA, RS256). */
export interface SigningJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

export interface IdentityKeys {
  signing: SigningJwk[];
  cookie: string[];
}

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<SigningJwk, 'kid' | 'alg' | 'use'>;
  return { ...jwk, kty: 'RSA', kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * The provider's signing and cookie keys, generated on first use and kept in PostgreSQL so that
 * every process and every restart signs and verifies with the same keys. An advisory lock keeps
 * two processes starting at once from both generating.
 */
export async function loadIdentityKeys(db: DB): Promise<IdentityKeys> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('identity_keys'))`.execute(trx);
    const rows = await trx
      .selectFrom('identity_keys')
      .select(['kind', 'material'])
      .orderBy('created_at', 'desc')
      .execute();
    let signing = rows.filter((r) => r.kind === 'signing').map((r) => r.material as SigningJwk);
    let cookie = rows.filter((r) => r.kind === 'cookie').map((r) => r.material as string);
    if (signing.length === 0) {
      const key = newSigningKey();
      await trx
        .insertInto('identity_keys')
        .values({ id: key.kid, kind: 'signing', material: JSON.stringify(key) })
        .execute();
      signing = [key];
    }
    if (cookie.length === 0) {
      const key = randomBytes(32).toString('base64url');
      await trx
        .insertInto('identity_keys')
        .values({ id: randomUUID(), kind: 'cookie', material: JSON.stringify(key) })
        .execute();
      cookie = [key];
    }
    return { signing, cookie };
  });
}

/** The public half of the signing keys, as the provider's JWKS publishes them. */
export function publicJwks(keys: IdentityKeys) {
  return {
    keys: keys.signing.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })),
  };
}

/**
 * The keys, loaded when first needed (not while the app is built, so an app whose database is
 * briefly unreachable still starts and answers 503s) and then kept; a failed load is retried.
 */
export function identityKeysLoader(db: DB): () => Promise<IdentityKeys> {
  let loading: Promise<IdentityKeys> | undefined;
  return () => {
    loading ??= loadIdentityKeys(db).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
