import type { AuthUser } from '../../lib/auth-context.ts';

/** The OpenID claims the web app reads, from the ID token and the userinfo endpoint. */
export type IdentityClaims = {
  sub: string;
  email?: string | null;
  name?: string | null;
  given_name?: string | null;
  family_name?: string | null;
  picture?: string | null;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Spec §3 user info: id, email, name (falling back to given or family name), picture. */
export function toAuthUser(claims: IdentityClaims): AuthUser {
  return {
    id: claims.sub,
    email: text(claims.email),
    name: text(claims.name) ?? text(claims.given_name) ?? text(claims.family_name),
    picture: text(claims.picture),
  };
}
