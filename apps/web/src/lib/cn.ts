import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables the first time it is used (tens of milliseconds on a
 * phone). The app's first module asks for this while the app's code is still downloading, so
 * that the first render, which uses `cn` everywhere, does not pay for it.
 */
export function prepareClassNames(): void {
  twMerge('');
}
