import { describe, expect, it } from 'vitest';
import { operationsOf } from './developer.ts';

describe('the OpenAPI operations of the endpoints screen', () => {
  it('puts each path under its server, groups by first tag, and sorts the groups', () => {
    const groups = operationsOf({
      servers: [{ url: '/api' }],
      paths: {
        '/students.json': { get: { summary: 'List', tags: ['students'], operationId: 'listStudents' } },
        '/students': { post: { tags: ['students'], operationId: 'createStudent', requestBody: {} } },
        '/{lang}/login': { servers: [{ url: '/' }], post: { tags: ['auth'], operationId: 'login', requestBody: {} } },
      },
    });
    expect([...groups.keys()]).toEqual(['auth', 'students']);
    expect(groups.get('auth')?.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'POST /{lang}/login',
    ]);
    expect(groups.get('students')?.map((operation) => [operation.method, operation.path, operation.hasBody])).toEqual([
      ['GET', '/api/students.json', false],
      ['POST', '/api/students', true],
    ]);
  });
});
