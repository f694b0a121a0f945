import { simpleReportBodySchema } from '@idealens/shared/simple-report';
import { Output } from 'ai';
import { z } from 'zod';

/**
 * The structured output asked of the model: the shared report schema itself, so the SDK sends it
 * as the vendor's native JSON schema (where there is one) and validates the answer with zod.
 */
export const simpleReportOutput = Output.object({
  schema: simpleReportBodySchema,
  name: 'simple_report',
  description: 'A quick analysis of a startup idea.',
});

/** The minimal JSON Schema vocabulary that the report schemas produce. */
interface SchemaNode {
  type?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: SchemaNode[];
}

/**
 * One line per field ("recommendations.key_suggestions: a list of 1 to 6 texts. …"; fields of
 * list items as "competitors[].name"), derived from the schema's descriptions so the prompt
 * cannot drift from it. The prompt needs this because OpenAI-compatible servers only get
 * "reply in JSON", not the schema.
 */
export function describeReportFields(schema: z.ZodType = simpleReportBodySchema): string {
  const root = z.toJSONSchema(schema, { io: 'output' }) as SchemaNode;
  return fieldLines(root, '').join('\n');
}

function fieldLines(node: SchemaNode, path: string): string[] {
  // A nullable field ("subNiche": an object or null): its own line, then the object's fields.
  const variants = node.anyOf ?? [];
  const value = variants.find((variant) => variant.type !== 'null');
  if (value && variants.length === 2 && variants.some((variant) => variant.type === 'null')) {
    const description = node.description ?? value.description;
    const line = `- ${path}: ${value.type === 'object' ? 'an object' : describeType(value)} or null.${description ? ` ${description}.` : ''}`;
    return value.type === 'object' && value.properties
      ? [line, ...fieldLines({ ...value, description: undefined }, path)]
      : [line];
  }
  if (node.type === 'object' && node.properties) {
    return Object.entries(node.properties).flatMap(([key, child]) =>
      fieldLines(child, path ? `${path}.${key}` : key),
    );
  }
  const line = `- ${path}: ${describeType(node)}.${node.description ? ` ${node.description}.` : ''}`;
  if (node.type === 'array' && node.items?.type === 'object') {
    return [line, ...fieldLines(node.items, `${path}[]`)];
  }
  return [line];
}

function range(node: SchemaNode): string {
  return `from ${node.minimum ?? '-∞'} to ${node.maximum ?? '∞'}`;
}

function describeType(node: SchemaNode): string {
  if (node.enum) return `one of ${node.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (node.type === 'number') return `a number ${range(node)}`;
  if (node.type === 'integer') return `a whole number ${range(node)}`;
  if (node.type === 'boolean') return 'true or false';
  if (node.type === 'array') {
    const count =
      node.minItems !== undefined && node.maxItems !== undefined
        ? `${node.minItems} to ${node.maxItems} `
        : node.minItems !== undefined
          ? `at least ${node.minItems} `
          : node.maxItems !== undefined
            ? `at most ${node.maxItems} `
            : '';
    const item = node.items?.type;
    if (node.items?.enum) return `a list of ${count}values, each ${describeType(node.items)}`;
    const noun =
      item === 'object'
        ? 'objects'
        : item === 'integer'
          ? 'whole numbers'
          : item === 'number'
            ? 'numbers'
            : 'texts';
    return `a list of ${count}${noun}`;
  }
  return node.maxLength !== undefined ? `text of at most ${node.maxLength} characters` : 'text';
}

/**
 * What is wrong with a reply that should have matched `schema`, in words the model can act on
 * (fed back to it by the repair attempt). Empty when the reply is valid.
 */
export function findReplyProblems(reply: string | undefined, schema: z.ZodType): string[] {
  if (!reply?.trim()) return ['The reply was empty.'];
  let value: unknown;
  try {
    value = JSON.parse(reply);
  } catch (error) {
    return [
      `The reply is not valid JSON (${error instanceof Error ? error.message : 'parse error'}).`,
    ];
  }
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .slice(0, 20)
    .map((issue) => `${issue.path.join('.') || '(the whole reply)'}: ${issue.message}`);
}

/** What is wrong with a reply that should have been a quick report. */
export function findReportProblems(reply: string | undefined): string[] {
  return findReplyProblems(reply, simpleReportBodySchema);
}
