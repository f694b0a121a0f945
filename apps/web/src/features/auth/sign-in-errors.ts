/**
 * The spec's sign-in messages (§8), keyed by the Logto SDK's error codes. The SDK's own texts
 * are English only; these keys name translations in `auth:signInErrors`.
 */
const SIGN_IN_ERROR_KEYS = {
  'id_token.invalid_iat': 'invalidIssuedAt',
  'id_token.invalid_token': 'invalidIdToken',
  'callback_uri_verification.redirect_uri_mismatched': 'redirectUriMismatched',
  'callback_uri_verification.error_found': 'errorFound',
  'callback_uri_verification.missing_state': 'missingState',
  'callback_uri_verification.state_mismatched': 'stateMismatched',
  'callback_uri_verification.missing_code': 'missingCode',
  crypto_subtle_unavailable: 'cryptoSubtleUnavailable',
  unexpected_response_error: 'unexpectedResponse',
  'sign_in_session.invalid': 'invalidSignInSession',
  'sign_in_session.not_found': 'signInSessionNotFound',
  not_authenticated: 'notAuthenticated',
  fetch_user_info_failed: 'fetchUserInfoFailed',
  user_cancelled: 'userCancelled',
  missing_scope_organizations: 'missingScopeOrganizations',
} as const;

export type SignInErrorKey =
  | (typeof SIGN_IN_ERROR_KEYS)[keyof typeof SIGN_IN_ERROR_KEYS]
  | 'unknown';

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/**
 * Which message a failed sign-in shows. Matches on the SDK's `code` (never its text); an
 * `error=access_denied` sent back by the provider means the person cancelled.
 */
export function signInErrorKey(error: unknown): SignInErrorKey {
  const code = field(error, 'code');
  if (typeof code !== 'string' || !Object.hasOwn(SIGN_IN_ERROR_KEYS, code)) return 'unknown';
  if (
    code === 'callback_uri_verification.error_found' &&
    field(field(error, 'data'), 'error') === 'access_denied'
  ) {
    return 'userCancelled';
  }
  return SIGN_IN_ERROR_KEYS[code as keyof typeof SIGN_IN_ERROR_KEYS];
}
