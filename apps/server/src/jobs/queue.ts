import { PgBoss } from 'pg-boss';

export interface JobQueue {
  boss: PgBoss;
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Connections of the queue's own pool: a few for its upkeep (and an API process' health checks),
 * and one per job a worker process runs at once, since each fetches, sends heartbeats and
 * completes through it; no more than the product's own pool has.
 */
export function queuePoolSize(workerConcurrency: number): number {
  return Math.min(10, Math.max(4, 2 + workerConcurrency));
}

/**
 * pg-boss on the product's own database. It owns a small pool of its own; its `error` events
 * (a dropped connection during a database restart) are logged rather than crashing the process.
 */
export async function startJobQueue(
  databaseUrl: string,
  onError: (error: Error) => void,
  poolSize = queuePoolSize(0),
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: poolSize,
    schema: 'pgboss',
    // Heartbeats are checked on monitor passes: every 5 s, a job whose worker died is retried
    // within seconds of its heartbeat lapsing rather than a minute later.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    useListenNotify: true,
  });
  boss.on('error', onError);
  await boss.start();
  let stopped = false;
  return {
    boss,
    async healthy() {
      if (stopped) return false;
      try {
        await boss.getDb().executeSql('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
