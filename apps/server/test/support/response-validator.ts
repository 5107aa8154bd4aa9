import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestServer } from '../harness.ts';
import { withFullPaths } from './openapi-paths.ts';

interface Operation {
  responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, unknown> }> };
}

/** JSON pointer escaping (RFC 6901), for a schema's place in the document. */
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** A document path as a pattern over request paths (`/api/students/{id}` matches `/api/students/12`). */
const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);

export interface Mismatch {
  request: string;
  status: number;
  problem: string;
}

/**
 * Checks answers against /api/docs.json as a client holding only the document would: the
 * route and status must be declared, and a body must match the schema of its media type
 * (ajv, JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
export const responseValidator = async (server: TestServer) => {
  const raw = (await (await server.call('/api/docs.json')).json()) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(raw, 'openapi');
  const paths = withFullPaths(raw).paths;
  const relative = Object.keys(raw.paths);
  // Literal paths before templated ones: `/api/students.json` is not `/api/students/{id}`.
  const routes = Object.keys(paths)
    .map((path, index) => ({ path, source: relative[index] ?? path, pattern: patternOf(path) }))
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  const mismatches: Mismatch[] = [];

  const check = async (method: string, url: string, response: Response): Promise<void> => {
    const path = url.split('?')[0] ?? url;
    const request = `${method} ${url}`;
    const route = routes.find(
      (candidate) => candidate.pattern.test(path) && paths[candidate.path]?.[method.toLowerCase()],
    );
    if (!route) return void mismatches.push({ request, status: response.status, problem: 'no documented route' });
    const operation = paths[route.path]?.[method.toLowerCase()];
    const declared = operation?.responses?.[String(response.status)];
    if (!declared) return void mismatches.push({ request, status: response.status, problem: 'status not declared' });
    const name = declared.$ref?.split('/').at(-1);
    const content = name ? raw.components.responses[name]?.content : declared.content;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const text = await response.text();
    if (text === '') return;
    if (!content?.[type]) {
      return void mismatches.push({ request, status: response.status, problem: `media type ${type} not declared` });
    }
    const at = name
      ? pointer('#', 'components', 'responses', name, 'content', type, 'schema')
      : pointer(
          '#',
          'paths',
          route.source,
          method.toLowerCase(),
          'responses',
          String(response.status),
          'content',
          type,
          'schema',
        );
    const validate = ajv.getSchema(`openapi${at}`);
    if (!validate) return void mismatches.push({ request, status: response.status, problem: `no schema at ${at}` });
    if (!validate(JSON.parse(text))) {
      const errors = (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath} ${error.message}`);
      mismatches.push({ request, status: response.status, problem: errors.join('; ') });
    }
  };

  /** `server.call`, every answer checked (a clone is read, the caller gets the answer untouched). */
  const call: TestServer['call'] = async (path, init = {}) => {
    const response = await server.call(path, init);
    await check(init.method ?? 'GET', path, response.clone());
    return response;
  };
  return { call, mismatches };
};
