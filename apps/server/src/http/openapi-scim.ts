import { SCIM_BASE, SCIM_MEDIA_TYPE, type ActionDeclaration } from '@kampus/contract';
import { standardOpenApiDocument } from './openapi-standard.ts';

const SCIM_ERROR = {
  type: 'object',
  required: ['schemas', 'status'],
  properties: {
    schemas: { type: 'array', items: { const: 'urn:ietf:params:scim:api:messages:2.0:Error' } },
    status: { type: 'string', description: 'The HTTP status, as a string (RFC 7644 3.12)' },
    scimType: { type: 'string' },
    detail: { type: 'string' },
  },
};

/**
 * An operation as SCIM answers it: every body `application/scim+json`, every refusal SCIM's
 * Error JSON (not Kampus's problem+json), the bearer key required (the run function checks it).
 */
const asScim = (operation: Record<string, unknown>): Record<string, unknown> => {
  // The operations are open on the wire only because their run function checks the key.
  const { responses, ...rest } = operation as { security?: unknown; responses: Record<string, unknown> };
  delete rest.security;
  const answered = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const { description } = response as { description: string };
      if (Number(status) >= 400) {
        return [
          status,
          { description, content: { [SCIM_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/ScimError' } } } },
        ];
      }
      const content = (response as { content?: Record<string, unknown> }).content;
      return [status, content ? { description, content: { [SCIM_MEDIA_TYPE]: Object.values(content)[0] } } : response];
    }),
  );
  return { ...rest, responses: answered };
};

/**
 * GET /api/docs/scim.json: the SCIM 2.0 service as Kampus serves it, a document of its own: its
 * Users and Groups are not Kampus's users and schools resources.
 */
export const scimOpenApiDocument = (version: string, allActions: readonly ActionDeclaration[]) =>
  standardOpenApiDocument(version, allActions, {
    document: 'scim',
    server: SCIM_BASE,
    title: 'Kampus SCIM 2.0',
    description: 'SCIM 2.0 (RFC 7643, RFC 7644) provisioning of users and school memberships (docs/standards.md).',
    security: { bearer: [] },
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'A Kampus API key (docs/developer.md)' },
    },
    components: { schemas: { ScimError: SCIM_ERROR } },
    operation: (_path, operation) => asScim(operation),
  });
