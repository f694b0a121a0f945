import type { AccountErrorCode } from '@idealens/shared/account';
import type { AccountSecurityErrorCode } from '@idealens/shared/account-security';
import type { AnalysisErrorCode } from '@idealens/shared/analysis';
import type { ApiKeyErrorCode } from '@idealens/shared/api-key-codes';
import type { BillingErrorCode } from '@idealens/shared/billing-codes';
import type { ErrorCode } from '@idealens/shared/errors';
import type { PaymentErrorCode } from '@idealens/shared/payments';
import type { ReportErrorCode } from '@idealens/shared/reports';
import type { ShareErrorCode } from '@idealens/shared/shares';
import type { TeamErrorCode } from '@idealens/shared/team-codes';

type CodeOf<Codes> = Codes[keyof Codes];

/** Every stable code a use case may refuse with: the shared catalogues the clients branch on. */
export type DomainErrorCode =
  | ErrorCode
  | CodeOf<typeof AccountSecurityErrorCode>
  | CodeOf<typeof AccountErrorCode>
  | CodeOf<typeof AnalysisErrorCode>
  | CodeOf<typeof ApiKeyErrorCode>
  | CodeOf<typeof BillingErrorCode>
  | CodeOf<typeof PaymentErrorCode>
  | CodeOf<typeof ReportErrorCode>
  | CodeOf<typeof ShareErrorCode>
  | CodeOf<typeof TeamErrorCode>;

/**
 * What kind of refusal it is, in the product's terms; the caller decides what that means for it
 * (the error plugin maps each kind to an HTTP status, a job or a CLI to its own outcome).
 */
export type DomainErrorKind =
  /** The input breaks a rule (an idea too short, a plan that does not exist, a forged signature). */
  | 'invalid'
  /** Only a signed-in user may do this. */
  | 'sign_in_required'
  /** The user has too few analysis points. */
  | 'insufficient_points'
  /** Signed in, but not allowed to do this. */
  | 'forbidden'
  /** The thing does not exist, or the caller may not see it (the same answer for both). */
  | 'not_found'
  /** The thing exists but is not in a state that allows this. */
  | 'conflict'
  /** The thing was there but its time is over (an expired invitation). */
  | 'gone'
  /** Too much started in a short time, or too much waiting already: try again later. */
  | 'try_later'
  /** A service this depends on (a model, a payment provider) failed: try again later. */
  | 'unavailable';

/**
 * A use case's refusal: a stable code, a message fit for users (shown as it is) and what kind of
 * refusal it is. Services, jobs and everything under `modules/` that is not a route throw this,
 * never an HTTP status, so the same use case serves the API, a job, an API key or a CLI. Routes
 * and plugins, which are HTTP by nature, throw `HttpError` (plugins/errors.ts) instead.
 */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: DomainErrorCode;

  constructor(kind: DomainErrorKind, code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
  }
}
