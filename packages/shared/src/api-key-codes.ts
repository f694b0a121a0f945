// The API key errors' codes, without zod (the web app words its failures with them).

/** API key errors of the contract (API.md, "Added with … API keys"). */
export const ApiKeyErrorCode = {
  /** A bearer `il_…` key that is unknown or revoked (401). */
  INVALID_API_KEY: 'INVALID_API_KEY',
  /** A key used on a call keys may not make: keys, billing, the account (403). */
  API_KEY_NOT_ALLOWED: 'API_KEY_NOT_ALLOWED',
  /** More live keys than MAX_API_KEYS (409). */
  TOO_MANY_API_KEYS: 'TOO_MANY_API_KEYS',
  /** A key id that is not one of the caller's live keys (404). */
  API_KEY_NOT_FOUND: 'API_KEY_NOT_FOUND',
} as const;
