import { cn } from '../../lib/cn.ts';

/** The IdeaLens mark (a lens over an idea) with the wordmark; the name is the accessible text. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-indigo-600" />
        <circle cx="14" cy="14" r="7" fill="none" stroke="white" strokeWidth="3" />
        <path d="M19.5 19.5 25 25" stroke="white" strokeWidth="3" strokeLinecap="round" />
        <circle cx="14" cy="14" r="2.5" className="fill-indigo-200" />
      </svg>
      <span className="font-semibold text-lg text-zinc-900 tracking-tight">IdeaLens</span>
    </span>
  );
}
