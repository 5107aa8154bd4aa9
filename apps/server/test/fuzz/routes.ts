/**
 * Every route to fuzz: the paths of `/api/docs.json` with their query parameters and body
 * fields, joined with every route Fastify registered (hand-written `/{lang}/...` routes are not
 * all in the document). One template per method and path, in `{param}` form.
 */
export interface RouteTemplate {
  method: string;
  /** `/api/schools/{id}`, `/{lang}/login`, `/files/{*}`. */
  path: string;
  params: string[];
  /** Query parameters the document declares (filters among them). */
  query: string[];
  /** Body fields the document declares, when it declares a JSON body. */
  bodyFields: string[];
}

type Schema = { $ref?: string; properties?: Record<string, unknown>; items?: Schema; allOf?: Schema[] };
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const propertiesOf = (document: OpenApi, schema: Schema | undefined, depth = 0): string[] => {
  if (!schema || depth > 4) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return propertiesOf(document, document.components?.schemas?.[name], depth + 1);
  }
  if (schema.allOf) return schema.allOf.flatMap((inner) => propertiesOf(document, inner, depth + 1));
  if (schema.items) return propertiesOf(document, schema.items, depth + 1);
  return Object.keys(schema.properties ?? {});
};

const paramsOf = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/** `/:lang/users/:userId` and `/files/*` in the document's `{param}` form. */
const templateOf = (url: string): string => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

export const collectRoutes = (document: OpenApi, registered: { method: string; url: string }[]): RouteTemplate[] => {
  const routes = new Map<string, RouteTemplate>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!METHODS.has(upper)) continue;
      const content = operation.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      routes.set(`${upper} ${path}`, {
        method: upper,
        path,
        params: paramsOf(path),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: propertiesOf(document, bodySchema),
      });
    }
  }
  for (const { method, url } of registered) {
    const path = templateOf(url);
    const key = `${method} ${path}`;
    if (!METHODS.has(method) || routes.has(key)) continue;
    routes.set(key, { method, path, params: paramsOf(path), query: [], bodyFields: [] });
  }
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
};
