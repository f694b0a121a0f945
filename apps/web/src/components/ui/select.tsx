import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A native select styled like the other fields: phones open their own picker and keyboards work
 * as everywhere else. Name it with a `<label htmlFor>` (or use `SelectField`).
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex', className)}>
      <select
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer appearance-none rounded-lg border border-zinc-300 bg-white py-2 pr-9 pl-3',
          'text-sm text-zinc-900 shadow-xs focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-zinc-500"
      />
    </span>
  );
}

export type SelectOption<V extends string> = { value: V; label: string };

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onValueChange: (value: V) => void;
  className?: string;
  disabled?: boolean;
};

/** A labelled select over a fixed set of values: what it returns is always one of `options`. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
  disabled,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm text-zinc-600">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
