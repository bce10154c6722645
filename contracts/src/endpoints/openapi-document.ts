import { z } from 'zod';
import type { Endpoint, EndpointAccess } from './endpoint';

/**
 * The OpenAPI 3.1 document of the declared endpoints (served at /api/docs in development). Schemas come from
 * zod's own JSON Schema output; an answer declared by its TypeScript type alone is listed by name.
 */
export function openApiDocument(endpoints: readonly Endpoint[], info: { title: string; version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const declared of endpoints) {
    const path = declared.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const operations = (paths[path] ??= {});
    operations[declared.method.toLowerCase()] = operationOf(declared);
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token login or registration returns.' } },
    },
    paths,
  };
}

const guarded: ReadonlySet<EndpointAccess> = new Set(['signed-in', 'user', 'astrologer', 'admin']);

function operationOf(declared: Endpoint): Record<string, unknown> {
  const status = String(declared.status ?? (declared.response.kind === 'empty' ? 204 : 200));
  return {
    summary: declared.summary,
    'x-access': declared.access,
    ...(guarded.has(declared.access) ? { security: [{ bearer: [] }] } : {}),
    parameters: [...parametersOf(declared.params, 'path'), ...parametersOf(declared.query, 'query')],
    ...(declared.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(declared.body) } } } } : {}),
    responses: {
      [status]: responseOf(declared),
      '4XX': { description: 'An error: { error: { code, message, fields? } } (contracts/src/error.ts)' },
    },
  };
}

function responseOf(declared: Endpoint): Record<string, unknown> {
  const { response } = declared;
  switch (response.kind) {
    case 'empty':
      return { description: response.name };
    case 'redirect':
      return { description: `Redirect: ${response.name}` };
    case 'file':
      return { description: response.name, content: { 'application/octet-stream': {} } };
    case 'json':
      return {
        description: response.name,
        content: { 'application/json': { schema: response.schema ? jsonSchemaOf(response.schema, 'output') : { title: response.name } } },
      };
  }
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Record<string, unknown>[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): unknown {
  // Transforms, dates and refinements have no JSON Schema: they are shown as "any" rather than failing the document.
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}
