import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Accessible tabs built on Radix: arrow keys move between triggers (with wrap-around),
 * Home/End jump to the ends, and the selected tab carries aria-selected and data-state.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('w-full', className)} {...props} />;
}

/** The row of tab triggers; give it an aria-label describing what the tabs switch between. */
export function TabsList({
  gridOnPhones = false,
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & {
  /** Three tabs to a row on narrow screens instead of one scrolling row. */
  gridOnPhones?: boolean;
}) {
  return (
    <TabsPrimitive.List
      className={cn(
        'w-full items-stretch gap-1 overflow-x-auto border-zinc-200 border-b print:hidden',
        gridOnPhones ? 'grid grid-cols-3 sm:flex' : 'flex',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-t-md',
        'border-transparent border-b-2 px-4 py-2.5 font-medium text-sm text-zinc-600',
        'transition-colors hover:border-zinc-300 hover:text-zinc-900 motion-reduce:transition-none',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-6 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-4',
        className,
      )}
      {...props}
    />
  );
}
