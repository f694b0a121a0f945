import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * A search box: its label (for screen readers), the magnifier inside, and the input. The caller
 * gives the input's id and props (value, onChange, placeholder…); the form around it is theirs.
 */
export function SearchInput({
  id,
  label,
  ...input
}: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        />
        <input
          id={id}
          type="search"
          {...input}
          className="h-10 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500"
        />
      </div>
    </>
  );
}
