// scripts/training-parts: what the trainers of the offline analyst's models learn from, and the
// rounds their --cv leaves out one at a time (bench/quality/README.md).
import { FRESH_FILES } from '../bench/quality/validate.ts';

/** The parts of bench/quality the models learn from: never holdout, never the blind part. */
export const TRAINING_PARTS = ['tune', 'dev', ...FRESH_FILES] as const;

/** The rounds the probes were written in: each is left out of training in turn by --cv. */
export const roundOf = (part: string) =>
  /^fresh-[c-z](?:-|$)/.test(part)
    ? part.slice(0, 'fresh-c'.length)
    : part.startsWith('fresh')
      ? 'fresh-ab'
      : part;
