import { z } from 'zod';
import { CLAIM_TASKS_MAX, TASK_PAGE_SIZE_DEFAULT } from './analysis-limits.ts';
import { briefReadingSchema, confirmedBriefSchema } from './brief.ts';
import { languageSchema } from './simple-report.ts';

export {
  AnalysisErrorCode,
  CLAIM_TASKS_MAX,
  DEEP_ANALYSIS_COST,
  IDEA_MAX_LENGTH_ANONYMOUS,
  IDEA_MAX_LENGTH_SIGNED_IN,
  IDEA_MIN_LENGTH,
  IDEA_WARN_LENGTH_ANONYMOUS,
  IDEA_WARN_LENGTH_SIGNED_IN,
  QUEUE_BUSY_THRESHOLD,
  TASK_PAGE_SIZE_DEFAULT,
  TASK_PAGE_SIZES,
  TASK_POLL_INTERVAL_MS,
} from './analysis-limits.ts';

// Generous transport caps; the real length rules (which depend on sign-in) give their own codes.
const ideaText = z.string().max(20_000);

/**
 * Where an analysis belongs (issue 23): omitted for the caller's personal workspace, a team's id
 * for that team's library (members only; a deep analysis is paid from the team's pool).
 */
const workspaceTeamId = z.uuid().optional();

export const submitAnalysisSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('simple'),
      data: z
        .object({ idea: ideaText, language: languageSchema.optional() })
        .extend(confirmedBriefSchema.shape),
      teamId: workspaceTeamId,
    }),
    z.object({
      type: z.literal('chat'),
      data: z
        .object({
          message: ideaText,
          json_format: z.literal(true).optional(),
          language: languageSchema.optional(),
        })
        .extend(confirmedBriefSchema.shape),
      teamId: workspaceTeamId,
    }),
  ])
  .meta({ id: 'SubmitAnalysis' });
export type SubmitAnalysis = z.infer<typeof submitAnalysisSchema>;

/**
 * `POST /api/analysis/brief`: what the analyst understood of an idea, the questions it would ask
 * and the research it would run, at no cost (the same idea rules as a submission).
 */
export const briefRequestSchema = z
  .object({ idea: ideaText, language: languageSchema.optional() })
  .meta({ id: 'BriefRequest' });
export type BriefRequest = z.infer<typeof briefRequestSchema>;
export const briefResponseSchema = z
  .object({ success: z.literal(true), data: briefReadingSchema })
  .meta({ id: 'BriefResponse' });
export type BriefResponse = z.infer<typeof briefResponseSchema>;

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
  claimToken: z
    .string()
    .optional()
    .describe(
      "Anonymous submissions only: the proof that this browser made the task, which lets the account it signs up claim the task (`POST /api/analysis/claim`). Unlike the task's id it is never shown in an address or shared: keep it to this browser.",
    ),
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

/**
 * A task as the Analysis Center reads it: a status or type that a later version of the server
 * adds arrives as text and is shown neutrally (spec §4), instead of failing the whole list.
 */
export const listedTaskSchema = taskStatusSchema.extend({
  taskType: z.string(),
  status: z.string(),
});
export type ListedTask = z.infer<typeof listedTaskSchema>;

export const taskIdParamsSchema = z.object({ taskId: z.string().max(100) });

export const batchStatusRequestSchema = z.object({
  taskIds: z.array(z.string().max(100)).min(1).max(50),
});
export const batchStatusResponseSchema = z.object({ tasks: z.array(taskStatusSchema) });

/**
 * `POST /api/analysis/claim`: a new account takes over the anonymous tasks its browser made
 * before signing up, each proven by the claim token its submission answered.
 */
export const claimTasksRequestSchema = z
  .object({
    tasks: z
      .array(z.object({ taskId: z.string().max(100), claimToken: z.string().max(100) }))
      .min(1)
      .max(CLAIM_TASKS_MAX),
  })
  .meta({ id: 'ClaimTasksRequest' });
export type ClaimTasksRequest = z.infer<typeof claimTasksRequestSchema>;
export const claimTasksResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      claimed: z
        .array(z.uuid())
        .describe(
          "The tasks now the caller's, in the order asked; the others (unknown, already owned, or with a wrong token) are left out",
        ),
    }),
  })
  .meta({ id: 'ClaimTasksResponse' });
export type ClaimTasksResponse = z.infer<typeof claimTasksResponseSchema>;
/** The batch answer as the Analysis Center reads it (see listedTaskSchema). */
export const listedTaskStatusesSchema = batchStatusResponseSchema.extend({
  tasks: z.array(listedTaskSchema),
});

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
  /** A team's tasks (members only); without it, the caller's personal ones. */
  teamId: workspaceTeamId,
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
/** The task list as the Analysis Center reads it (see listedTaskSchema). */
export const listedTasksSchema = taskListResponseSchema.extend({
  tasks: z.array(listedTaskSchema),
});
export type ListedTasks = z.infer<typeof listedTasksSchema>;

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
