// bench/api: the API under load (autocannon) next to a bare Fastify hello-world measured in the
// same run. Targets: a completed task's status polled anonymously, signed in and with an API key
// (the key's polls beside the token's, and their ratio), the signed-in
// report history (1,000 reports) and the queue status; for reference, bare Fastify answering one
// indexed PostgreSQL query, the floor of any route that reads the database once per request.
// Run: npm run bench:api  (DURATION=… WARMUP=… seconds per run, ROUNDS=… runs per target
// (medians reported), CONNECTIONS=…; PROFILE=1
// writes CPU profiles of the servers, to open in Chrome DevTools, to bench/results/profiles/;
// ONLY=text measures only the targets whose name contains it, e.g. ONLY=status)
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { startApiFixture } from './lib/api-fixture.ts';
import { type CpuProbe, processCpuSeconds, processTreeCpuSeconds } from './lib/cpu.ts';
import { type LoadResult, type LoadTarget, load } from './lib/load.ts';
import { type HelloWorld, startHelloWorld } from './lib/processes.ts';

const DURATION = Number(process.env.DURATION ?? 5);
/** Each target is measured this many times, each time between two hello-world runs. */
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const WARMUP = Number(process.env.WARMUP ?? 2);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const REPORTS = 1_000;
const ONLY = process.env.ONLY;
/** The issue's target for status polling: ≥ 50% of hello-world throughput with p99 ≤ 25 ms. */
const TARGET = { throughputRatio: 0.5, p99Ms: 25 };

const nodeOptions = process.env.PROFILE
  ? [
      '--cpu-prof',
      `--cpu-prof-dir=${fileURLToPath(new URL('./results/profiles/', import.meta.url))}`,
    ]
  : [];

const REFERENCE = 'reference: bare Fastify + 1 indexed query';

interface BenchTarget extends LoadTarget {
  /** Whether the status-polling target applies. */
  statusPolling?: boolean;
  /** CPU of the process serving it, and of PostgreSQL. */
  probes: { server: CpuProbe; database?: CpuProbe };
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[half] ?? Number.NaN)
    : ((sorted[half - 1] ?? Number.NaN) + (sorted[half] ?? Number.NaN)) / 2;
}

const cpuCell = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(3);

// Each server runs in a process of its own, started by the same Node with the same flags, and
// autocannon runs in this one: a server never shares its event loop with the load generator or
// with another server, and only one of them is under load at a time.
const fixture = await startApiFixture({ reports: REPORTS, nodeOptions });
let hello: HelloWorld | undefined;
try {
  hello = await startHelloWorld(await getPort({ host: '127.0.0.1' }), {
    databaseUrl: fixture.databaseUrl,
    execArgv: nodeOptions,
  });
  const helloPid = hello.pid;
  const database = () => processTreeCpuSeconds(fixture.postgresPid);
  const ideaLens = { server: () => processCpuSeconds(fixture.server.child.pid), database };
  const api = (p: string) => `${fixture.server.baseUrl}${p}`;

  const baseline: BenchTarget = {
    name: 'hello-world (bare Fastify)',
    url: `${hello.baseUrl}/`,
    probes: { server: () => processCpuSeconds(helloPid) },
  };
  const allTargets: BenchTarget[] = [
    {
      name: 'GET /api/analysis/status/{id}, anonymous',
      url: api(`/api/analysis/status/${fixture.anonymousTaskId}`),
      statusPolling: true,
      probes: ideaLens,
    },
    {
      name: 'GET /api/analysis/status/{id}, signed in',
      url: api(`/api/analysis/status/${fixture.userTaskId}`),
      headers: fixture.signedIn,
      statusPolling: true,
      probes: ideaLens,
    },
    {
      // What a script sends (issue 23): the same task, its owner's API key instead of the token.
      name: 'GET /api/analysis/status/{id}, with an API key',
      url: api(`/api/analysis/status/${fixture.userTaskId}`),
      headers: fixture.withApiKey,
      statusPolling: true,
      probes: ideaLens,
    },
    {
      // What the result page's polls send: the same answer, compressed (once per task).
      name: 'GET /api/analysis/status/{id}, signed in, as a browser asks (br)',
      url: api(`/api/analysis/status/${fixture.userTaskId}`),
      headers: { ...fixture.signedIn, 'accept-encoding': 'gzip, deflate, br, zstd' },
      statusPolling: true,
      probes: ideaLens,
    },
    {
      name: `GET /api/reports, signed in (${REPORTS.toLocaleString('en-US')} reports)`,
      url: api('/api/reports'),
      headers: fixture.signedIn,
      probes: ideaLens,
    },
    {
      name: 'GET /api/analysis/queue-status',
      url: api('/api/analysis/queue-status'),
      probes: ideaLens,
    },
    {
      name: REFERENCE,
      url: `${hello.baseUrl}/task/${fixture.anonymousTaskId}`,
      probes: { server: () => processCpuSeconds(helloPid), database },
    },
  ];
  const targets = allTargets.filter((target) => !ONLY || target.name.includes(ONLY));
  const options = { connections: CONNECTIONS, seconds: DURATION };
  const measure = (target: BenchTarget, seconds = DURATION) =>
    load(target, { ...options, seconds }, target.probes);

  // The hello-world runs before the first target and after each run of one (half as long: it is
  // steady); each run of a target is compared with the mean of the two hello-world runs beside
  // it, so a machine that gets busier or quieter moves both sides of a ratio alike, and each
  // figure is the median of the target's ROUNDS runs, so one disturbed run does not decide it.
  await load(baseline, { ...options, seconds: WARMUP });
  const helloRun = () => measure(baseline, Math.max(1, DURATION / 2));
  const helloRuns: LoadResult[] = [await helloRun()];
  const rows: Record<string, Record<string, string>> = {};
  let statusMet = true;
  const throughput = new Map<BenchTarget, number>();
  type Run = { result: LoadResult; helloRps: number; ratio: number };
  const runsOf = new Map<BenchTarget, Run[]>(targets.map((target) => [target, []]));
  for (const target of targets) {
    await load(target, { ...options, seconds: WARMUP }); // JIT, pools, query plans, auth caches
  }
  // Round by round, every target once per round: a machine that is quicker at the start of a run
  // than later (as burstable virtual machines are) does not favour or penalise the first target.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of targets) {
      const run = await measure(target);
      helloRuns.push(await helloRun());
      const beside = helloRuns.slice(-2);
      const besideRps = beside.reduce((sum, r) => sum + r.requestsPerSecond, 0) / beside.length;
      runsOf
        .get(target)
        ?.push({ result: run, helloRps: besideRps, ratio: run.requestsPerSecond / besideRps });
    }
  }
  for (const target of targets) {
    const runs = runsOf.get(target) ?? [];
    const middle = <T>(values: T[], pick: (value: T) => number) => median(values.map(pick));
    const result: LoadResult = {
      requestsPerSecond: middle(runs, (run) => run.result.requestsPerSecond),
      p50: middle(runs, (run) => run.result.p50),
      p99: middle(runs, (run) => run.result.p99),
      total: runs.reduce((sum, run) => sum + run.result.total, 0),
      cpuMsPerRequest: Object.fromEntries(
        Object.keys(runs[0]?.result.cpuMsPerRequest ?? {}).map((probe) => [
          probe,
          runs.some((run) => run.result.cpuMsPerRequest[probe] == null)
            ? null
            : middle(runs, (run) => run.result.cpuMsPerRequest[probe] ?? 0),
        ]),
      ),
    };
    const helloRps = middle(runs, (run) => run.helloRps);
    const ratio = middle(runs, (run) => run.ratio);
    const met = ratio >= TARGET.throughputRatio && result.p99 <= TARGET.p99Ms;
    if (target.statusPolling) statusMet &&= met;
    throughput.set(target, result.requestsPerSecond);
    rows[target.name] = {
      'req/s': result.requestsPerSecond.toFixed(0),
      'p50 ms': String(result.p50),
      'p99 ms': String(result.p99),
      'hello req/s': helloRps.toFixed(0),
      'req/s ÷ hello': `${(ratio * 100).toFixed(0)}%`,
      'ratio of each run': runs.map((run) => `${(run.ratio * 100).toFixed(0)}%`).join(' '),
      'p99 ≤ 25 ms': result.p99 <= TARGET.p99Ms ? '✓' : '✗',
      'status target': target.statusPolling ? (met ? '✓' : '✗') : '',
      'server CPU ms/req': cpuCell(result.cpuMsPerRequest.server),
      'PostgreSQL CPU ms/req': cpuCell(result.cpuMsPerRequest.database),
    };
  }
  const helloRps = helloRuns.map((r) => r.requestsPerSecond);
  const helloMean = helloRps.reduce((sum, v) => sum + v, 0) / helloRps.length;
  const helloCpu = helloRuns.map((r) => r.cpuMsPerRequest.server ?? Number.NaN);
  rows[baseline.name] = {
    'req/s': helloMean.toFixed(0),
    'p50 ms': String(Math.max(...helloRuns.map((r) => r.p50))),
    'p99 ms': String(Math.max(...helloRuns.map((r) => r.p99))),
    'hello req/s': '',
    'req/s ÷ hello': '100%',
    'ratio of each run': '',
    'p99 ≤ 25 ms': '',
    'status target': '',
    'server CPU ms/req': cpuCell(helloCpu.reduce((sum, v) => sum + v, 0) / helloCpu.length),
    'PostgreSQL CPU ms/req': '',
  };

  const cpus = os.cpus();
  console.log(
    `\nAPI under load: autocannon, ${CONNECTIONS} connections; each target ${ROUNDS} runs of ${DURATION} s after ${WARMUP} s of warm-up, one run of every target per round, each run between two hello-world runs; medians of the runs`,
  );
  console.log(
    `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), load average ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  console.log(
    'IdeaLens: NODE_ENV=production, LOG_LEVEL=warn, built-in identity, worker on, PostgreSQL on this machine; latencies of 2xx responses in whole ms; max p50/p99 of the hello-world runs',
  );
  console.table(rows);
  const spread = (Math.max(...helloRps) - Math.min(...helloRps)) / helloMean;
  console.log(
    `hello-world runs: ${helloRps.map((v) => v.toFixed(0)).join(', ')} req/s (spread ${(spread * 100).toFixed(0)}%${spread > 0.2 ? ': the machine was busy meanwhile, rerun for steadier figures' : ''})`,
  );
  console.log(
    `Target: status polling ≥ ${TARGET.throughputRatio * 100}% of hello-world throughput with p99 ≤ ${TARGET.p99Ms} ms — ${statusMet ? 'met' : 'NOT met'}`,
  );
  // A key's poll against a sign-in's: what the key's look-up, its own rate limit and its usage
  // count cost (only when both were measured).
  const rpsOf = (suffix: string) =>
    [...throughput].find(([target]) => target.name.endsWith(suffix))?.[1];
  const [tokenRps, keyRps] = [rpsOf('{id}, signed in'), rpsOf('{id}, with an API key')];
  if (tokenRps !== undefined && keyRps !== undefined) {
    console.log(
      `Status polling with an API key: ${keyRps.toFixed(0)} req/s; with a sign-in's token: ${tokenRps.toFixed(0)} req/s; key ÷ token ${((keyRps / tokenRps) * 100).toFixed(0)}%`,
    );
  }
  const floor = [...throughput].find(([target]) => target.name === REFERENCE)?.[1];
  // Only when the floor was measured (ONLY may leave it out).
  if (floor !== undefined)
    console.log(
      `Status polling ÷ the one-query floor (${REFERENCE.replace('reference: ', '')}): ${[
        ...throughput,
      ]
        .filter(([target]) => target.statusPolling)
        .map(
          ([target, rps]) => `${target.name.split(', ')[1]} ${((rps / floor) * 100).toFixed(0)}%`,
        )
        .join(', ')}`,
    );
  if (nodeOptions.length > 0) {
    console.log(`CPU profiles (written as the servers stop): ${nodeOptions[1]?.split('=')[1]}`);
  }
} finally {
  await hello?.stop();
  await fixture.stop();
}
