/** The impersonation endpoints in the OpenAPI document (spread into its action paths). */
const problem = { description: 'Problem', content: { 'application/problem+json': { schema: { type: 'object' } } } };

const tokenAnswer = (extra: Record<string, unknown>) => ({
  'application/json': {
    schema: { type: 'object', properties: { accessToken: { type: 'string' }, userId: { type: 'string' }, ...extra } },
  },
});

export const impersonationPaths = {
  '/{lang}/impersonate': {
    post: {
      tags: ['auth'],
      summary: 'Act as a teacher, parent or student of a school the caller (staff) manages',
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['userId'],
              properties: { userId: { oneOf: [{ type: 'string', format: 'uuid' }, { type: 'integer' }] } },
            },
          },
        },
      },
      responses: {
        200: {
          description: "The impersonated user's token; the log entry's id",
          content: tokenAnswer({ impersonateLogId: { type: 'integer' } }),
        },
        401: problem,
        403: problem,
        404: problem,
      },
    },
    get: {
      tags: ['auth'],
      summary: 'Whether this session is an impersonation, of whom and by whom',
      responses: { 200: { description: '{impersonating, impersonateLogId, user, impersonator}' }, 401: problem },
    },
  },
  '/{lang}/impersonate/cancel': {
    post: {
      tags: ['auth'],
      summary: "Back to the original user: the log's exitTime is set, the impersonation session ends",
      responses: {
        200: { description: "The original user's token", content: tokenAnswer({}) },
        401: problem,
        409: problem,
      },
    },
  },
};
