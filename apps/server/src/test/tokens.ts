import { randomUUID } from 'node:crypto';
import { importJWK, type JWTPayload, SignJWT } from 'jose';
import { type Config, identitySettings } from '../config.ts';
import type { DB } from '../db/database.ts';
import { GRANT_CLAIM, postgresAdapter } from '../modules/identity/adapter.ts';
import { loadIdentityKeys } from '../modules/identity/keys.ts';

/**
 * An access token signed with the built-in provider's real key, as the provider would issue it
 * for the API resource, under a sign-in (grant) of its own that stands for a day; `claims` and
 * `header` override any part, to make bad tokens.
 */
export async function mintAccessToken(
  db: DB,
  config: Config,
  claims: JWTPayload = {},
  header: { kid?: string } = {},
): Promise<string> {
  const identity = identitySettings(config);
  const [key] = (await loadIdentityKeys(db)).signing;
  if (!key) throw new Error('no signing key');
  const now = Math.floor(Date.now() / 1000);
  const grantId = randomUUID();
  await postgresAdapter(db)('Grant').upsert(
    grantId,
    { kind: 'Grant', jti: grantId, accountId: String(claims.sub ?? ''), clientId: identity.appId },
    24 * 60 * 60,
  );
  return new SignJWT({
    [GRANT_CLAIM]: grantId,
    iss: identity.issuer,
    aud: identity.apiResource,
    iat: now,
    exp: now + 3600,
    client_id: identity.appId,
    scope: 'openid profile email',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: header.kid ?? key.kid })
    .sign(await importJWK(key, 'RS256'));
}
