import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as users from './migrations/0001-users.ts';
import * as analyticsEvents from './migrations/0002-analytics-events.ts';
import * as analysisTasks from './migrations/0003-analysis-tasks.ts';
import * as queueBandCounts from './migrations/0004-queue-band-counts.ts';
import * as identityAndPoints from './migrations/0005-identity-and-points.ts';
import * as reports from './migrations/0006-reports.ts';
import * as payments from './migrations/0007-payments.ts';
import * as reportCounts from './migrations/0008-report-counts.ts';
import * as scoreContext from './migrations/0009-score-context.ts';
import * as taskResearch from './migrations/0010-task-research.ts';
import * as emailVerification from './migrations/0011-email-verification.ts';
import * as reportShares from './migrations/0012-report-shares.ts';
import * as auditEvents from './migrations/0013-audit-events.ts';
import * as billing from './migrations/0014-billing.ts';
import * as passwordResets from './migrations/0015-password-resets.ts';
import * as accountErasure from './migrations/0016-account-erasure.ts';
import * as apiKeys from './migrations/0017-api-keys.ts';
import * as teams from './migrations/0018-teams.ts';

/** Every migration, in order. Listed by hand so the set is explicit and bundles cleanly. */
const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-analytics-events': analyticsEvents,
  '0003-analysis-tasks': analysisTasks,
  '0004-queue-band-counts': queueBandCounts,
  '0005-identity-and-points': identityAndPoints,
  '0006-reports': reports,
  '0007-payments': payments,
  '0008-report-counts': reportCounts,
  '0009-score-context': scoreContext,
  '0010-task-research': taskResearch,
  '0011-email-verification': emailVerification,
  '0012-report-shares': reportShares,
  '0013-audit-events': auditEvents,
  '0015-password-resets': passwordResets,
  '0014-billing': billing,
  '0016-account-erasure': accountErasure,
  '0017-api-keys': apiKeys,
  '0018-teams': teams,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run from several processes at once (Kysely takes a lock). */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
