import { availableParallelism } from 'node:os';
import { ErrorCode } from '@idealens/shared/errors';
import { Piscina } from 'piscina';
import { DomainError } from '../../../domain-error.ts';
import type { ExportableReport, ExportOptions } from './exportable-report.ts';
import type { ReportFileTask } from './report-file-worker.ts';

// PDF documents and Excel workbooks are made in worker threads (piscina), not on the event loop:
// a deep report's PDF costs 200-350 ms of CPU (ADR 027), during which the server would answer
// nothing else, status polls included. The pool is bounded (ADR 029): a few threads, each with
// its own copy of the fonts, and a short queue; past it a request is refused at once rather than
// left waiting behind minutes of work.

const WORKER = new URL('./report-file-worker.ts', import.meta.url).href;

/** One thread per CPU but one (the event loop keeps a CPU), at least one and at most two. */
export const DEFAULT_FILE_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Files waiting for a thread, at most: a few seconds of work. */
export const DEFAULT_FILE_QUEUE = 8;

export interface ReportFilePoolOptions {
  threads?: number;
  maxQueue?: number;
}

const busy = () =>
  new DomainError(
    'unavailable',
    ErrorCode.SERVICE_UNAVAILABLE,
    'Many report files are being made right now. Please try again in a moment.',
  );

/**
 * The threads that make report files. They start with the first file or `warmUp()`, not with the
 * app, so that a process (or a test) that never exports starts no thread.
 */
export function createReportFilePool(options: ReportFilePoolOptions = {}) {
  const threads = options.threads ?? DEFAULT_FILE_THREADS;
  const maxQueue = options.maxQueue ?? DEFAULT_FILE_QUEUE;
  let pool: Piscina<ReportFileTask, Uint8Array> | undefined;
  let closed = false;
  const started = () => {
    if (closed) throw new Error('the report file pool is closed');
    pool ??= new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads, maxQueue });
    return pool;
  };

  return {
    /** Makes a PDF or a workbook on a pool thread; refuses with 503 when the queue is full. */
    async render(
      format: ReportFileTask['format'],
      report: ExportableReport,
      exportOptions: ExportOptions = {},
    ): Promise<Buffer> {
      const running = started();
      if (running.queueSize >= maxQueue) throw busy();
      let bytes: Uint8Array;
      try {
        bytes = await running.run({ format, report, options: exportOptions });
      } catch (error) {
        // Piscina's own check, in case the queue filled between ours and the task's arrival.
        if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
        throw error;
      }
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },

    /** Starts the threads and has each load the fonts; answers how long each took (ms). */
    warmUp(): Promise<number[]> {
      const running = started();
      return Promise.all(
        Array.from({ length: threads }, () => running.run(undefined as never, { name: 'warmUp' })),
      ) as unknown as Promise<number[]>;
    },

    /** Files waiting for a thread now. */
    get queued(): number {
      return pool?.queueSize ?? 0;
    },

    /** Stops the threads (a file being made is abandoned). Idempotent. */
    async close(): Promise<void> {
      closed = true;
      await pool?.destroy();
      pool = undefined;
    },
  };
}

export type ReportFilePool = ReturnType<typeof createReportFilePool>;
