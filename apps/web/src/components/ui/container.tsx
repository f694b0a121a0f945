import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const MAX_WIDTHS = {
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
} as const;

type ContainerProps = ComponentProps<'div'> & {
  /** How wide the content may grow: the product's reading width unless narrower. */
  maxWidth?: keyof typeof MAX_WIDTHS;
};

/** Centres content at the product's maximum reading width with responsive side padding. */
export function Container({ maxWidth = '6xl', className, ...props }: ContainerProps) {
  return (
    <div
      className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', MAX_WIDTHS[maxWidth], className)}
      {...props}
    />
  );
}
