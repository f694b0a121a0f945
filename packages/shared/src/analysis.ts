import { z } from 'zod';
import { languageSchema } from './simple-report.ts';

/** Business limits of the spec (§5, §9), shared by the server's checks and the web form. */
export const IDEA_MIN_LENGTH = 10;
export const IDEA_MAX_LENGTH_ANONYMOUS = 300;
export const IDEA_MAX_LENGTH_SIGNED_IN = 2000;
export const IDEA_WARN_LENGTH_ANONYMOUS = 270;
export const IDEA_WARN_LENGTH_SIGNED_IN = 1800;
/** Anonymous quick analyses are refused while this many tasks wait. */
export const QUEUE_BUSY_THRESHOLD = 10;
export const TASK_POLL_INTERVAL_MS = 2000;
export const DEEP_ANALYSIS_COST = 1;

export const AnalysisErrorCode = {
  IDEA_REQUIRED: 'IDEA_REQUIRED',
  IDEA_TOO_SHORT: 'IDEA_TOO_SHORT',
  IDEA_TOO_LONG: 'IDEA_TOO_LONG',
  QUEUE_BUSY: 'QUEUE_BUSY',
  RATE_LIMITED: 'RATE_LIMITED',
  INSUFFICIENT_POINTS: 'INSUFFICIENT_POINTS',
  MISSING_AUTH_HEADER: 'MISSING_AUTH_HEADER',
  TASK_NOT_FOUND: 'TASK_NOT_FOUND',
  /** Only completed or failed tasks can be deleted. */
  TASK_NOT_DELETABLE: 'TASK_NOT_DELETABLE',
} as const;

/** Page sizes of the Analysis Center's task list (spec §9). */
export const TASK_PAGE_SIZES = [5, 10, 20] as const;
export const TASK_PAGE_SIZE_DEFAULT = 10;

// Generous transport caps; the real length rules (which depend on sign-in) give their own codes.
const ideaText = z.string().max(20_000);

export const submitAnalysisSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('simple'),
      data: z.object({ idea: ideaText, language: languageSchema.optional() }),
    }),
    z.object({
      type: z.literal('chat'),
      data: z.object({
        message: ideaText,
        json_format: z.literal(true).optional(),
        language: languageSchema.optional(),
      }),
    }),
  ])
  .meta({ id: 'SubmitAnalysis' });
export type SubmitAnalysis = z.infer<typeof submitAnalysisSchema>;

export const taskTypeSchema = z.enum(['simple', 'deep']);
export type TaskType = z.infer<typeof taskTypeSchema>;
export const taskStatusValueSchema = z.enum(['queued', 'processing', 'completed', 'failed']);
export type TaskStatusValue = z.infer<typeof taskStatusValueSchema>;

/** Where a running analysis is; the web app words each stage for people. */
export const taskStageSchema = z.enum([
  'queued',
  'analyzing',
  'researching',
  'synthesizing',
  'finalizing',
  'completed',
  'failed',
]);
export type TaskStage = z.infer<typeof taskStageSchema>;

export const submitAnalysisResponseSchema = z.object({
  taskId: z.uuid(),
  status: z.literal('queued'),
  queuePosition: z.number().int().nonnegative(),
  estimatedCompletionTime: z.string().nullable(),
});

export const taskStatusSchema = z
  .object({
    taskId: z.uuid(),
    taskName: z.string(),
    taskType: taskTypeSchema,
    status: taskStatusValueSchema,
    progress: z.number().int().min(0).max(100),
    stage: taskStageSchema,
    queuePosition: z.number().int().nonnegative(),
    estimatedCompletionTime: z.string().nullable(),
    processingTime: z.number().int().nullable(),
    errorMessage: z.string().nullable(),
    /** The idea as submitted (null in task lists, like `resultData`). */
    userMessage: z.string().nullable(),
    resultData: z.unknown().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'TaskStatus' });
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskIdParamsSchema = z.object({ taskId: z.string().max(100) });

export const batchStatusRequestSchema = z.object({
  taskIds: z.array(z.string().max(100)).min(1).max(50),
});
export const batchStatusResponseSchema = z.object({ tasks: z.array(taskStatusSchema) });

export const queueStatusSchema = z
  .object({
    queue: z.object({
      queuedTasks: z.number().int().nonnegative(),
      processingTasks: z.number().int().nonnegative(),
      averageProcessingMs: z.number().int().nonnegative(),
      estimatedWaitMs: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'QueueStatus' });
export type QueueStatus = z.infer<typeof queueStatusSchema>;

/** `GET /api/analysis/tasks`: the signed-in user's tasks, newest first. */
export const taskListQuerySchema = z.object({
  status: taskStatusValueSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TASK_PAGE_SIZE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** Tasks of a list carry `resultData: null`: a result is read from the task's status or its report. */
export const taskListResponseSchema = z
  .object({ tasks: z.array(taskStatusSchema), total: z.number().int().nonnegative() })
  .meta({ id: 'TaskList' });
export type TaskList = z.infer<typeof taskListResponseSchema>;

export const deleteTaskParamsSchema = z.object({ id: z.string().max(100) });
export const successResponseSchema = z.object({ success: z.literal(true) });

/**
 * `GET /api/analysis/events?taskIds=a,b,c`: a server-sent event stream of up to
 * `TASK_EVENTS_MAX_TASKS` tasks (the same visibility rules as the status API; ids that are
 * unknown or not the caller's are left out). It sends a `status` event per task at once, another
 * whenever one changes, and `end` when every watched task is finished, then closes.
 */
export const TASK_EVENTS_MAX_TASKS = 50;

export const TaskEventName = {
  /** Data: a `TaskStatus`, the same object `GET /api/analysis/status/{taskId}` answers. */
  STATUS: 'status',
  /** Data: `{}`. Every watched task is finished; the server closes the stream next. */
  END: 'end',
} as const;

export const taskEventsQuerySchema = z.object({
  taskIds: z
    .string()
    .regex(
      new RegExp(`^[^,]{1,100}(,[^,]{1,100}){0,${TASK_EVENTS_MAX_TASKS - 1}}$`),
      `Up to ${TASK_EVENTS_MAX_TASKS} task ids, separated by commas`,
    )
    .describe('Task ids separated by commas'),
});
