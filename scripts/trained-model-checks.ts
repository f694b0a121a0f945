// scripts/trained-model-checks: what the tests of every trainer check alike: that a model learns
// from the readable parts of the quality set only, and that the committed file is what training
// gives today.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { expect } from 'vitest';
import { BLIND_FILES } from '../bench/quality/validate.ts';

/** The parts a model learnt from are readable ones (tune, dev, the fresh probes), never those that judge it. */
export function expectReadablePartsOnly(examples: ReadonlyArray<{ part: string }>): void {
  const parts = new Set(examples.map((example) => example.part));
  expect([...parts].every((p) => p === 'tune' || p === 'dev' || p.startsWith('fresh-'))).toBe(true);
  for (const judged of ['holdout', ...BLIND_FILES]) expect(parts.has(judged)).toBe(false);
}

/** The committed knowledge file, as it is on disk. */
export const committedFile = (file: string) => readFileSync(path.join(KNOWLEDGE_DIR, file), 'utf8');
