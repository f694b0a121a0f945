import type { HTTPMethods } from 'fastify';
import type { App } from '../../app.ts';

/** One method of one route, as the app itself registered it (`/api/reports/:id`). */
export interface Endpoint {
  method: string;
  path: string;
}

/** What the OpenAPI document says an endpoint takes (absent for a hidden route). */
export interface EndpointInputs {
  /** Query parameters with their JSON schemas. */
  query: Array<{ name: string; schema: JsonSchema }>;
  /** The JSON body's schema, `$ref`s left for `resolveSchema`. */
  body?: JsonSchema;
}

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** A line of `printRoutes()`: indentation, the node's segment, its methods. */
const ROUTE_LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app serves, read from Fastify's own radix tree (each node's segment joined to
 * its parents'), so a route added later by any module, documented or not, is listed without
 * anyone editing a list. Each path is checked against the router. HEAD is left out: Fastify adds
 * it to every GET.
 */
export function registeredEndpoints(app: App): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = ROUTE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (!method || method === 'HEAD') continue;
      if (!app.hasRoute({ method: method as HTTPMethods, url: path })) {
        throw new Error(`printRoutes() shows ${method} ${path}, which the router does not have`);
      }
      endpoints.push({ method, path });
    }
  }
  return endpoints;
}

/** The API's endpoints: everything under /api, the identity provider and the SPA excluded. */
export function apiEndpoints(app: App): Endpoint[] {
  return registeredEndpoints(app).filter(({ path }) => path === '/api' || path.startsWith('/api/'));
}

export const endpointKey = ({ method, path }: Endpoint) => `${method} ${path}`;

/** `/api/reports/:id` as OpenAPI writes it: `/api/reports/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The names of a route's path parameters, in order (`*` counts as one, named `*`). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
}

/** Puts values (already encoded as they should travel) into a route's path. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)|\*/g, (whole, name: string | undefined) => {
    const value = values[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${whole} in ${path}`);
    return value;
  });
}

/** What an endpoint's OpenAPI operation declares as its inputs; undefined when it is not documented. */
export function documentedInputs(
  doc: OpenApiDocument,
  endpoint: Endpoint,
): EndpointInputs | undefined {
  const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  if (!operation) return undefined;
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return {
    query: (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map(({ name, schema }) => ({ name, schema })),
    ...(body ? { body } : {}),
  };
}

/** Follows a `$ref` into the document's components. */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolvable ${ref}`);
  return resolveSchema(doc, target);
}
