import type { ListedTask, TaskStatus } from '@idealens/shared/analysis';
import type { ReportListItem } from '@idealens/shared/reports';
import type { StubReply, StubRequest, stubFetch } from './fetch-stub.ts';

/**
 * Tests only: an in-memory stand-in for the analysis and reports endpoints the Analysis Center
 * calls, answering in the contract's shapes from state a test can change between polls.
 */

type Routes = Parameters<typeof stubFetch>[0];

/** A v4-shaped id that sorts by `n`. */
export function uuid(n: number, prefix = 'a'): string {
  return `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeTask(n: number, overrides: Partial<TaskStatus> = {}): TaskStatus {
  return {
    taskId: uuid(n),
    taskName: `Idea number ${n}`,
    taskType: 'deep',
    status: 'completed',
    progress: 100,
    stage: 'completed',
    queuePosition: 0,
    estimatedCompletionTime: null,
    processingTime: 1200,
    errorMessage: null,
    userMessage: null,
    resultData: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, n)).toISOString(),
    startedAt: null,
    completedAt: null,
    ...overrides,
  };
}

export function makeReport(n: number, overrides: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id: uuid(n, 'b'),
    reportTitle: `Report ${String(n).padStart(2, '0')}`,
    userMessage: `The idea behind report ${n}`,
    createdAt: new Date(Date.UTC(2026, 1, 1, 9, n)).toISOString(),
    reportType: 'deep',
    compositeScore: 7.25,
    metadata: { toolsUsed: [] },
    ...overrides,
  };
}

function failure(status: number, code: string, message: string): StubReply {
  return { status, body: { error: 'Error', message, code } };
}

export class FakeAnalysisServer {
  /** Newest first, as the server lists them. */
  tasks: ListedTask[];
  reports: ReportListItem[];
  /** Replaces the answer of one call while set (e.g. a failure). */
  overrides: Routes = {};

  constructor({ tasks = [], reports = [] }: { tasks?: ListedTask[]; reports?: ReportListItem[] }) {
    this.tasks = [...tasks].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    this.reports = reports;
  }

  update(taskId: string, change: Partial<ListedTask>) {
    this.tasks = this.tasks.map((task) => (task.taskId === taskId ? { ...task, ...change } : task));
  }

  listTasks({ url }: StubRequest): StubReply {
    const status = url.searchParams.get('status');
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const matching = this.tasks.filter((task) => !status || task.status === status);
    return { body: { tasks: matching.slice(offset, offset + limit), total: matching.length } };
  }

  batch({ body }: StubRequest): StubReply {
    const { taskIds } = body as { taskIds: string[] };
    return { body: { tasks: this.tasks.filter((task) => taskIds.includes(task.taskId)) } };
  }

  deleteTask(taskId: string): StubReply {
    const task = this.tasks.find((candidate) => candidate.taskId === taskId);
    if (!task) return failure(404, 'TASK_NOT_FOUND', 'Task does not exist');
    if (task.status !== 'completed' && task.status !== 'failed') {
      return failure(409, 'TASK_NOT_DELETABLE', 'Only completed or failed tasks can be deleted');
    }
    this.tasks = this.tasks.filter((candidate) => candidate !== task);
    return { body: { success: true } };
  }

  listReports({ url }: StubRequest): StubReply {
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const sortBy = (url.searchParams.get('sortBy') ?? 'createdAt') as 'createdAt' | 'reportTitle';
    const direction = url.searchParams.get('sortOrder') === 'asc' ? 1 : -1;
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const matching = this.reports
      .filter(
        (report) =>
          !search ||
          report.reportTitle.toLowerCase().includes(search) ||
          report.userMessage.toLowerCase().includes(search),
      )
      .sort((a, b) => a[sortBy].localeCompare(b[sortBy]) * direction);
    return {
      body: {
        success: true,
        data: {
          reports: matching.slice((page - 1) * limit, page * limit),
          pagination: {
            current: page,
            total: Math.ceil(matching.length / limit),
            totalCount: matching.length,
          },
        },
      },
    };
  }

  deleteReport(reportId: string): StubReply {
    const before = this.reports.length;
    this.reports = this.reports.filter((report) => report.id !== reportId);
    return this.reports.length < before
      ? { body: { success: true } }
      : failure(404, 'REPORT_NOT_FOUND', 'Report not found');
  }

  /** Routes for `stubFetch`: one per call, and one per known task and report id. */
  routes(): Routes {
    const routes: Routes = {
      'GET /api/analysis/tasks': (request) => this.listTasks(request),
      'POST /api/analysis/status/batch': (request) => this.batch(request),
      'GET /api/reports': (request) => this.listReports(request),
      // A user in no team (workspace-server.ts answers for members of teams).
      'GET /api/teams': { body: { success: true, data: { teams: [] } } },
    };
    for (const { taskId } of this.tasks) {
      routes[`DELETE /api/analysis/tasks/${taskId}`] = () => this.deleteTask(taskId);
      routes[`GET /api/analysis/status/${taskId}`] = () => {
        const task = this.tasks.find((candidate) => candidate.taskId === taskId);
        return task ? { body: task } : failure(404, 'TASK_NOT_FOUND', 'Task does not exist');
      };
    }
    for (const { id } of this.reports) {
      routes[`DELETE /api/reports/${id}`] = () => this.deleteReport(id);
    }
    const overridden: Routes = {};
    for (const [key, route] of Object.entries(routes)) {
      overridden[key] = (request) => {
        const override = this.overrides[key];
        if (override === undefined) return typeof route === 'function' ? route(request) : route;
        return typeof override === 'function' ? override(request) : override;
      };
    }
    return overridden;
  }
}
