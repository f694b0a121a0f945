import { CircleAlert, RotateCcw } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

type ErrorStateProps = {
  /** What went wrong, in the spec's words. */
  message: string;
  /** A bold first line above the message (e.g. "Delete Failed"). */
  title?: string;
  retryLabel?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

/** A region's failure with what to do next: the rest of the page carries on. */
export function ErrorState({
  message,
  title,
  retryLabel,
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        <div className="min-w-0">
          {title ? <p className="font-semibold">{title}</p> : null}
          <p className="break-words">{message}</p>
        </div>
      </div>
      {onRetry && retryLabel ? (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          disabled={retrying}
          onClick={onRetry}
        >
          <RotateCcw
            aria-hidden="true"
            className={cn('size-4', retrying && 'motion-safe:animate-spin')}
          />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
