import { ErrorCode } from '@idealens/shared/errors';
import type { DeepAnalysisResult } from '@idealens/shared/full-report';
import { plansIncluding, tierIncludes } from '@idealens/shared/plans';
import {
  type DemoReportExportQuery,
  REPORT_FILE_CAPABILITY,
  type ReportExportQuery,
} from '@idealens/shared/report-files';
import {
  type ReportDetail,
  ReportErrorCode,
  type ReportListQuery,
  type ReportListResponse,
  type ReportMetadata,
} from '@idealens/shared/reports';
import type { SimpleReport } from '@idealens/shared/simple-report';
import type { DB } from '../../db/database.ts';
import type { TaskInput } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import type { FinishedTaskCache } from '../analysis/finished-task-cache.ts';
import { deleteTaskOfReport } from '../analysis/repository.ts';
import { notifyTaskUpdate } from '../analysis/task-events.ts';
import { requireMembership } from '../teams/membership.ts';
import { findPlan } from '../users/repository.ts';
import {
  demoReportExportable,
  makeReportFile,
  type ReportFileAnswer,
  savedReportExportable,
} from './exports/report-file.ts';
import type { ReportFilePool } from './exports/report-file-pool.ts';
import { deleteReport, findReport, listReports, type NewReport } from './repository.ts';

/** What a finished task produced, by its type. */
export type AnalysisOutcome =
  | { type: 'simple'; result: SimpleReport }
  | { type: 'deep'; result: DeepAnalysisResult };

/**
 * The report a signed-in user's completed task files: a deep analysis is titled by the analyst
 * and scored by its composite score; a quick one keeps the task's name and its feasibility score.
 */
export function reportOf(
  task: { id: string; user_id: string; name: string; input: TaskInput },
  outcome: AnalysisOutcome,
): NewReport {
  const common = {
    userId: task.user_id,
    taskId: task.id,
    userMessage: task.input.idea,
    analysisContent: outcome.result,
  };
  if (outcome.type === 'deep') {
    const { meta } = outcome.result;
    return {
      ...common,
      reportType: 'deep',
      reportTitle: meta.title,
      compositeScore: outcome.result.quantitative_scoring.composite_score,
      metadata: {
        toolsUsed: meta.toolsUsed,
        engine: meta.engine,
        model: meta.model,
        sources: meta.sources,
        tokens: meta.tokens,
      },
    };
  }
  const { meta, recommendations } = outcome.result;
  return {
    ...common,
    reportType: 'simple',
    reportTitle: task.name,
    compositeScore: recommendations.feasibility_score ?? null,
    metadata: { toolsUsed: [], engine: meta.engine, model: meta.model, sources: [], tokens: null },
  };
}

const notFound = () =>
  new DomainError('not_found', ReportErrorCode.REPORT_NOT_FOUND, 'Report not found');

const iso = (value: Date | string) => new Date(value).toISOString();

/** "PDF and Excel export come with the Pro and Max plans.": the plans as plans.ts has them. */
function fileExportPlanRequired(): DomainError {
  const plans = plansIncluding('pdf_excel_export');
  const named = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(plans);
  return new DomainError(
    'forbidden',
    ErrorCode.PLAN_REQUIRED,
    `PDF and Excel export come with the ${named} plan${plans.length > 1 ? 's' : ''}.`,
  );
}

/** Metadata as the contract has it, whatever an older row lacks (shared reports read it too). */
export function metadataOf(stored: Partial<ReportMetadata> | null): ReportMetadata {
  return {
    toolsUsed: stored?.toolsUsed ?? [],
    engine: stored?.engine ?? null,
    model: stored?.model ?? null,
    sources: stored?.sources ?? [],
    tokens: stored?.tokens ?? null,
  };
}

export interface ReportServiceOptions {
  /** This process' finished tasks in memory: a deleted report's task is dropped at once. */
  finishedTasks?: Pick<FinishedTaskCache, 'forget'>;
  /** Where PDF documents and Excel workbooks are made, off the event loop. */
  files: Pick<ReportFilePool, 'render'>;
}

/** A signed-in user's report history (API.md, "Reports"): their own reports only. */
export function createReportService(db: DB, options: ReportServiceOptions) {
  /** The demo's files, made once each: the demo never changes while the process runs. */
  const demoFiles = new Map<string, Promise<ReportFileAnswer>>();

  return {
    async listReports(userId: string, query: ReportListQuery): Promise<ReportListResponse> {
      if (query.teamId !== undefined) await requireMembership(db, query.teamId, userId);
      const { reports, totalCount } = await listReports(db, userId, query);
      return {
        success: true,
        data: {
          reports: reports.map((row) => ({
            id: row.id,
            reportTitle: row.report_title,
            userMessage: row.user_message,
            createdAt: iso(row.created_at),
            reportType: row.report_type,
            compositeScore: row.composite_score,
            metadata: { toolsUsed: row.tools_used ?? [] },
          })),
          pagination: {
            current: query.page,
            total: Math.ceil(totalCount / query.limit),
            totalCount,
          },
        },
      };
    },

    async reportDetail(userId: string, id: string): Promise<ReportDetail> {
      const row = await findReport(db, userId, id);
      if (!row) throw notFound();
      return {
        id: row.id,
        reportTitle: row.report_title,
        userMessage: row.user_message,
        createdAt: iso(row.created_at),
        compositeScore: row.composite_score,
        reportType: row.report_type,
        analysisContent: JSON.stringify(row.analysis_content),
        metadata: metadataOf(row.metadata),
      };
    },

    /**
     * One of the user's reports as a file (issue 21): Markdown and JSON for everyone, PDF and
     * Excel for the plans that include them (`PLAN_REQUIRED` otherwise). Anyone else's report
     * answers not found, before the plan is looked at, as an unknown id does.
     */
    async exportReport(
      userId: string,
      id: string,
      { format, lang }: ReportExportQuery,
    ): Promise<ReportFileAnswer> {
      const capability = REPORT_FILE_CAPABILITY[format];
      const [row, plan] = await Promise.all([
        findReport(db, userId, id),
        capability ? findPlan(db, userId) : null,
      ]);
      if (!row) throw notFound();
      if (capability && plan && !tierIncludes(plan.tier, capability)) {
        throw fileExportPlanRequired();
      }
      return makeReportFile(
        savedReportExportable(row),
        format,
        lang ? { language: lang } : {},
        options.files,
      );
    },

    /** The demo report as a file, in every format and for anyone, written in `lang`. */
    exportDemoReport({ format, lang }: DemoReportExportQuery): Promise<ReportFileAnswer> {
      const key = `${format}:${lang}`;
      let file = demoFiles.get(key);
      if (!file) {
        file = makeReportFile(
          demoReportExportable(lang),
          format,
          { language: lang },
          options.files,
        );
        demoFiles.set(key, file);
        // A refusal (a full queue) is not kept: the next request tries again.
        file.catch(() => demoFiles.delete(key));
      }
      return file;
    },

    /**
     * Deletes a report for good: with it goes the task that filed it, whose status would still
     * carry the idea and the whole report. Announced like every task change, so that no process
     * keeps serving the task from memory.
     */
    async deleteReport(userId: string, id: string): Promise<void> {
      const deleted = await db.transaction().execute(async (trx) => {
        const report = await deleteReport(trx, userId, id);
        if (report?.taskId) {
          await deleteTaskOfReport(trx, report.taskId);
          await notifyTaskUpdate(trx, report.taskId);
        }
        return report;
      });
      if (!deleted) throw notFound();
      if (deleted.taskId) options.finishedTasks?.forget(deleted.taskId);
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
