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

/** The minimal JSON Schema vocabulary that the shared report schema produces. */
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
}

/**
 * One line per field ("recommendations.key_suggestions: a list of 1 to 6 texts. …"), derived
 * from the schema's descriptions so the prompt cannot drift from it. The prompt needs this
 * because OpenAI-compatible servers only get "reply in JSON", not the schema.
 */
export function describeReportFields(): string {
  const root = z.toJSONSchema(simpleReportBodySchema, { io: 'output' }) as SchemaNode;
  return fieldLines(root, '').join('\n');
}

function fieldLines(node: SchemaNode, path: string): string[] {
  if (node.type === 'object' && node.properties) {
    return Object.entries(node.properties).flatMap(([key, child]) =>
      fieldLines(child, path ? `${path}.${key}` : key),
    );
  }
  return [`- ${path}: ${describeType(node)}.${node.description ? ` ${node.description}.` : ''}`];
}

function describeType(node: SchemaNode): string {
  if (node.enum) return `one of ${node.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (node.type === 'number')
    return `a number from ${node.minimum ?? '-∞'} to ${node.maximum ?? '∞'}`;
  if (node.type === 'array') {
    const count =
      node.minItems !== undefined && node.maxItems !== undefined
        ? `${node.minItems} to ${node.maxItems} `
        : '';
    return `a list of ${count}texts`;
  }
  return 'text';
}

/**
 * What is wrong with a reply that should have been a report, in words the model can act on
 * (fed back to it by the repair attempt). Empty when the reply is a valid report.
 */
export function findReportProblems(reply: string | undefined): string[] {
  if (!reply?.trim()) return ['The reply was empty.'];
  let value: unknown;
  try {
    value = JSON.parse(reply);
  } catch (error) {
    return [
      `The reply is not valid JSON (${error instanceof Error ? error.message : 'parse error'}).`,
    ];
  }
  const result = simpleReportBodySchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .slice(0, 20)
    .map((issue) => `${issue.path.join('.') || '(the whole reply)'}: ${issue.message}`);
}
