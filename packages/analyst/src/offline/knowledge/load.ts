import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ZodType, z } from 'zod';

/** The knowledge base's data files: `packages/analyst/knowledge/`. */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('../../../knowledge/', import.meta.url));

/** A knowledge file that cannot be read, is not JSON, or does not match its schema. */
export class KnowledgeFileError extends Error {
  readonly file: string;

  constructor(file: string, problem: string) {
    super(`Knowledge file ${file}: ${problem}`);
    this.name = 'KnowledgeFileError';
    this.file = file;
  }
}

/**
 * Parses `raw` with `schema`; any problem is an error that names `file` and each bad field.
 * Each file is parsed once, at start-up, so zod's compiled fast path (worth it for schemas
 * parsed many times) would cost more to generate than it saves: parse without it.
 */
export function parseKnowledge<T>(file: string, raw: unknown, schema: ZodType<T>): T {
  const result = schema.safeParse(raw, { jitless: true });
  if (!result.success) {
    throw new KnowledgeFileError(
      file,
      `does not match its schema:\n${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

/** Reads one JSON file (a path relative to KNOWLEDGE_DIR), unparsed. */
export function readKnowledgeJson(file: string): unknown {
  let source: string;
  try {
    source = readFileSync(join(KNOWLEDGE_DIR, file), 'utf8');
  } catch (error) {
    throw new KnowledgeFileError(file, (error as Error).message);
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new KnowledgeFileError(file, `not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads and validates one knowledge file. */
export function readKnowledgeFile<T>(file: string, schema: ZodType<T>): T {
  return parseKnowledge(file, readKnowledgeJson(file), schema);
}

/** A knowledge file read and validated on first use, then kept for the process (the committed models). */
export function knowledgeFileOnDemand<T>(file: string, schema: ZodType<T>): () => T {
  let read: T | undefined;
  return () => {
    read ??= readKnowledgeFile(file, schema);
    return read;
  };
}

/** The ids of the industry files present (`industries/<id>.json`), sorted. */
export function industryFileIds(): string[] {
  return readdirSync(join(KNOWLEDGE_DIR, 'industries'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}
