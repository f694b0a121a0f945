/**
 * Every task list query starts with this key: invalidate it when any task changes. A module of
 * its own so that code which only invalidates task lists (the home form's submission) does not
 * bring the task list's request code onto the home page's first screen.
 */
export const TASKS_QUERY_KEY = ['analysis', 'tasks'] as const;
