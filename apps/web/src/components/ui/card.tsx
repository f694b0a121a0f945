import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A white surface with a soft border: the product's basic container for grouped content. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-zinc-200 bg-white', className)} {...props} />;
}
