import { useClaimAnonymousTasks } from '../api/claim-anonymous-tasks.ts';

/** Renders nothing: once signed in, the account keeps the quick analyses this browser ran before. */
export function AnonymousTaskClaim() {
  useClaimAnonymousTasks();
  return null;
}
