import { tierIncludes } from '@idealens/shared/plans';
import type { DB } from '../../db/database.ts';
import { findPlan } from '../users/repository.ts';

/**
 * Whether the user may make and use API keys: their own plan includes API access, or they are in a team
 * whose owner's plan does ("members of a Max team").
 */
export async function hasApiAccess(db: DB, userId: string): Promise<boolean> {
  if (tierIncludes((await findPlan(db, userId)).tier, 'api_access')) return true;
  const owners = await db
    .selectFrom('team_members as me')
    .innerJoin('team_members as owner', (join) =>
      join.onRef('owner.team_id', '=', 'me.team_id').on('owner.role', '=', 'owner'),
    )
    .select('owner.user_id')
    .where('me.user_id', '=', userId)
    .execute();
  for (const { user_id: ownerId } of owners) {
    if (tierIncludes((await findPlan(db, ownerId)).tier, 'api_access')) return true;
  }
  return false;
}
