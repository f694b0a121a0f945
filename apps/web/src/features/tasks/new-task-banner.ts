import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Spec §9: the banner of a task just submitted shows for 5 seconds. */
export const NEW_TASK_BANNER_MS = 5000;

/** A task just submitted (its id), or a page's word on arriving (a team just joined): or both. */
export type NewTask = { newTaskId: string | null; message: string | null };

/**
 * The router state the home page leaves after a deep submission (`{ newTaskId, message }`), or
 * another page with a word to say on arrival (`{ message }`: the invitation page after joining).
 */
export function readNewTask(state: unknown): NewTask | null {
  if (typeof state !== 'object' || state === null) return null;
  const { newTaskId, message } = state as { newTaskId?: unknown; message?: unknown };
  const id = typeof newTaskId === 'string' && newTaskId !== '' ? newTaskId : null;
  const words = typeof message === 'string' && message.trim() ? message : null;
  return id === null && words === null ? null : { newTaskId: id, message: words };
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

  const shown = newTask ? (newTask.newTaskId ?? newTask.message) : null;
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(dismiss, NEW_TASK_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [shown, dismiss]);

  return { newTask, dismiss };
}
