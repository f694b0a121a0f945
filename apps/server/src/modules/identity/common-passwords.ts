import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is among the most common ones of public breach corpora (zxcvbn-ts' ranked
 * list, ADR 019), whatever its case: a guesser's first tries.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFKC').toLowerCase());
}
