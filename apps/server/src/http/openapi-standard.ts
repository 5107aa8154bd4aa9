import type { ActionDeclaration } from '@kampus/contract';
import { actionPaths } from './openapi-actions.ts';

/** What sets a standard's document apart from another's: its root, words, security and shapes. */
export interface StandardDocumentSpec {
  /** The actions' `document`. */
  document: NonNullable<ActionDeclaration['document']>;
  /** The binding's root: the document's server, cut from the front of every path. */
  server: string;
  title: string;
  description: string;
  security: Record<string, string[]>;
  securitySchemes: Record<string, unknown>;
  /** More components (schemas, responses) its operations refer to. */
  components: Record<string, unknown>;
  /** An operation as the standard answers it (its media type, its error shape, open routes, its scopes by method). */
  operation: (path: string, operation: Record<string, unknown>, method: string) => Record<string, unknown>;
}

/**
 * A standard's binding (OneRoster, SCIM) as a document of its own: its records are not Kampus's
 * resources of the same names, so a client generator reading `/api/docs.json` must not meet
 * them there, and a standard's client reads paths under the binding's root, as its specs print them.
 */
export const standardOpenApiDocument = (
  version: string,
  allActions: readonly ActionDeclaration[],
  spec: StandardDocumentSpec,
) => {
  const actions = allActions.filter((action) => action.document === spec.document);
  const paths = Object.fromEntries(
    Object.entries(actionPaths(actions)).map(([path, item]): [string, Record<string, unknown>] => [
      path.slice(spec.server.length),
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          spec.operation(path, operation as Record<string, unknown>, method),
        ]),
      ),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: spec.title,
      version,
      description: `${spec.description} Kampus's own API is /api/docs.json.`,
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: spec.server, description: 'This server' }],
    security: [spec.security],
    paths,
    components: { securitySchemes: spec.securitySchemes, ...spec.components },
  };
};
