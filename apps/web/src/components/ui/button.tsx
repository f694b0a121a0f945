import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'ghost'
  | 'danger'
  | 'ghostDanger'
  | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'square';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-50 motion-reduce:transition-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white shadow-xs hover:bg-indigo-700 focus-visible:ring-indigo-500',
  secondary:
    'border border-zinc-300 bg-white text-zinc-900 shadow-xs hover:bg-zinc-50 focus-visible:ring-indigo-500',
  ghost: 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-indigo-500',
  /** Confirms something that cannot be undone. */
  danger: 'bg-red-600 text-white shadow-xs hover:bg-red-700 focus-visible:ring-red-500',
  /** Offers something that cannot be undone (a confirmation follows). */
  ghostDanger: 'text-red-700 hover:bg-red-50 hover:text-red-800 focus-visible:ring-indigo-500',
  /** On the product's accent colour. */
  inverse:
    'bg-white text-indigo-700 hover:bg-indigo-50 focus-visible:ring-white focus-visible:ring-offset-indigo-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  /** As small as sm, square for a short label (a page number), wider for a longer one. */
  square: 'h-8 min-w-8 px-2 text-sm',
};

/** Button styling, also for links that should look like buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
