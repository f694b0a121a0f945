import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Spec §9: the banner of a task just submitted shows for 5 seconds. */
export const NEW_TASK_BANNER_MS = 5000;

export type NewTask = { newTaskId: string; message: string | null };

/** The router state the home page leaves after a deep submission: `{ newTaskId, message }`. */
export function readNewTask(state: unknown): NewTask | null {
  if (typeof state !== 'object' || state === null) return null;
  const { newTaskId, message } = state as { newTaskId?: unknown; message?: unknown };
  if (typeof newTaskId !== 'string' || newTaskId === '') return null;
  return { newTaskId, message: typeof message === 'string' && message.trim() ? message : null };
}

/**
 * The task just submitted, for 5 seconds: then (or when dismissed) the router state is cleared
 * (replace, state null), so going back or reloading does not show the banner again.
 */
export function useNewTaskBanner(): { newTask: NewTask | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const newTask = readNewTask(location.state);
  const { pathname, search } = location;
  const dismiss = useCallback(() => {
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [navigate, pathname, search]);

  const newTaskId = newTask?.newTaskId ?? null;
  useEffect(() => {
    if (!newTaskId) return;
    const timer = window.setTimeout(dismiss, NEW_TASK_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [newTaskId, dismiss]);

  return { newTask, dismiss };
}
