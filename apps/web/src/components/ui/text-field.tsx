import type { ComponentProps, RefObject } from 'react';
import { cn } from '../../lib/cn.ts';

const INPUT_CLASSES =
  'block w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 disabled:bg-zinc-50 disabled:text-zinc-500 aria-[invalid=true]:border-red-400';

/**
 * A labelled text input with its hint and its problem in words (tied to it for screen readers).
 * `hideLabel` keeps the label for assistive technology only, where the context names the field.
 */
export function TextField({
  id,
  label,
  hideLabel = false,
  hint,
  error,
  inputRef,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'ref'> & {
  id: string;
  label: string;
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('min-w-0', className)}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block font-medium text-sm text-zinc-700'}
      >
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={INPUT_CLASSES}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-zinc-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
