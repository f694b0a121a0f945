// The team workspaces' error codes, without zod (the web app words its failures with them).

/** Team errors of the contract (API.md, "Teams"). */
export const TeamErrorCode = {
  /** A team id the caller is not a member of, or that does not exist (404). */
  TEAM_NOT_FOUND: 'TEAM_NOT_FOUND',
  /** Only the team's owner may do this: invite, remove, transfer, rename, delete (403). */
  TEAM_OWNER_REQUIRED: 'TEAM_OWNER_REQUIRED',
  /** Making a team while owning one already, or taking over one while owning another (409). */
  TEAM_EXISTS: 'TEAM_EXISTS',
  /** Members and open invitations together at MAX_TEAM_MEMBERS (409). */
  TEAM_FULL: 'TEAM_FULL',
  /** Inviting an address that is a member already (409). */
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  /** The owner leaving or being removed: transfer the team or delete it instead (409). */
  OWNER_CANNOT_LEAVE: 'OWNER_CANNOT_LEAVE',
  /** A user id that is not a member of the team (404). */
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  /** An invitation unknown, withdrawn, or one the caller may not see (404). */
  INVITE_NOT_FOUND: 'INVITE_NOT_FOUND',
  /** An invitation past its time (410). */
  INVITE_EXPIRED: 'INVITE_EXPIRED',
  /** An invitation accepted already, by someone else (409). */
  INVITE_USED: 'INVITE_USED',
  /** Deleting an account that owns a team with other members: transfer or delete it first (409). */
  TEAM_OWNERSHIP: 'TEAM_OWNERSHIP',
} as const;
export type TeamErrorCodeValue = (typeof TeamErrorCode)[keyof typeof TeamErrorCode];
