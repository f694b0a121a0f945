import { LogtoClientError, LogtoError, OidcError } from '@logto/react';
import { describe, expect, it } from 'vitest';
import { signInErrorKey } from './sign-in-errors.ts';

describe('signInErrorKey', () => {
  it.each([
    ['callback_uri_verification.state_mismatched', 'stateMismatched'],
    ['callback_uri_verification.missing_code', 'missingCode'],
    ['callback_uri_verification.missing_state', 'missingState'],
    ['callback_uri_verification.redirect_uri_mismatched', 'redirectUriMismatched'],
    ['id_token.invalid_iat', 'invalidIssuedAt'],
    ['id_token.invalid_token', 'invalidIdToken'],
    ['unexpected_response_error', 'unexpectedResponse'],
    ['crypto_subtle_unavailable', 'cryptoSubtleUnavailable'],
  ] as const)('maps the SDK error %s', (code, key) => {
    expect(signInErrorKey(new LogtoError(code))).toBe(key);
  });

  it.each([
    ['sign_in_session.not_found', 'signInSessionNotFound'],
    ['sign_in_session.invalid', 'invalidSignInSession'],
    ['user_cancelled', 'userCancelled'],
    ['not_authenticated', 'notAuthenticated'],
  ] as const)('maps the client error %s', (code, key) => {
    expect(signInErrorKey(new LogtoClientError(code))).toBe(key);
  });

  it('reads a provider access_denied answer as the person cancelling', () => {
    const error = new LogtoError(
      'callback_uri_verification.error_found',
      new OidcError('access_denied', 'End-User aborted interaction'),
    );
    expect(signInErrorKey(error)).toBe('userCancelled');
  });

  it('keeps other provider errors as "error found"', () => {
    const error = new LogtoError(
      'callback_uri_verification.error_found',
      new OidcError('server_error'),
    );
    expect(signInErrorKey(error)).toBe('errorFound');
  });

  it.each([
    new Error('Unexpected error occurred while handling sign in callback.'),
    { code: 'toString' },
    { code: 'something_new' },
    'boom',
    null,
  ])('falls back to the unexpected-error message for %j', (error) => {
    expect(signInErrorKey(error)).toBe('unknown');
  });
});
