import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names. A component's own classes never conflict with the ones its callers add
 * (what callers vary, such as size, tone or width, is a prop of the component), so nothing needs
 * merging in the browser. In development and in tests, tailwind-merge checks that this holds: a
 * conflict is reported on the console, which fails the test that rendered it.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) reportConflicts(classes);
  return classes;
}

function reportConflicts(classes: string) {
  const kept = new Set(twMerge(classes).split(' '));
  const overridden = classes.split(/\s+/).filter((name) => name !== '' && !kept.has(name));
  if (overridden.length > 0) {
    console.error(`cn: "${overridden.join(' ')}" conflicts with a later class in "${classes}"`);
  }
}
