import { TeamErrorCode } from '@idealens/shared/team-codes';
import { isApiError } from '../../../lib/api-client.ts';

/** Why a team call failed, as a key under `errors` in the teams texts. */
export type TeamFailure =
  | 'network'
  | 'invalid'
  | 'planRequired'
  | 'teamNotFound'
  | 'ownerRequired'
  | 'teamExists'
  | 'teamFull'
  | 'alreadyMember'
  | 'ownerCannotLeave'
  | 'memberNotFound'
  | 'inviteNotFound'
  | 'inviteExpired'
  | 'inviteUsed'
  | 'failed';

const BY_CODE: Record<string, TeamFailure> = {
  VALIDATION_FAILED: 'invalid',
  PLAN_REQUIRED: 'planRequired',
  [TeamErrorCode.TEAM_NOT_FOUND]: 'teamNotFound',
  [TeamErrorCode.TEAM_OWNER_REQUIRED]: 'ownerRequired',
  [TeamErrorCode.TEAM_EXISTS]: 'teamExists',
  [TeamErrorCode.TEAM_FULL]: 'teamFull',
  [TeamErrorCode.ALREADY_MEMBER]: 'alreadyMember',
  [TeamErrorCode.OWNER_CANNOT_LEAVE]: 'ownerCannotLeave',
  [TeamErrorCode.MEMBER_NOT_FOUND]: 'memberNotFound',
  [TeamErrorCode.INVITE_NOT_FOUND]: 'inviteNotFound',
  [TeamErrorCode.INVITE_EXPIRED]: 'inviteExpired',
  [TeamErrorCode.INVITE_USED]: 'inviteUsed',
};

export function teamFailure(error: unknown): TeamFailure {
  if (!isApiError(error)) return 'failed';
  if (error.kind !== 'http') return 'network';
  return BY_CODE[error.code] ?? 'failed';
}
