/**
 * A client as an integrator writes it: types generated from /api/docs.json by openapi-typescript
 * (into ./generated, by api-clients.int.spec.ts), calls made by openapi-fetch. It must compile
 * under `tsc --strict` as written, with no cast and no media type forced: that is the proof the
 * document describes what a typed client needs.
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/api.ts';
import type { Walk } from './walk.ts';

export const walk = async (origin: string, email: string, password: string): Promise<Walk> => {
  // Paths under /api are relative to the document's server; `/{lang}/...` name the site root.
  const site = createClient<paths>({ baseUrl: origin });
  const api = createClient<paths>({ baseUrl: `${origin}/api` });

  const login = await site.POST('/{lang}/login', {
    params: { path: { lang: 'en' } },
    body: { email, pwd: password },
  });
  if (!login.data) throw new Error(`login: ${login.response.status}`);
  const { userId, accessToken } = login.data;
  const headers = { Authorization: `Bearer ${accessToken}` };

  const list = await api.GET('/students.json', { headers, params: { query: { itemsPerPage: 5 } } });
  if (!list.data) throw new Error(`list: ${list.response.status}`);
  const first = list.data[0];
  if (!first) throw new Error('no student to read');

  const item = await api.GET('/students/{id}', { headers, params: { path: { id: first.id } } });
  if (!item.data) throw new Error(`item: ${item.response.status}`);

  const create = await api.POST('/students', {
    headers,
    body: { school: first.school, name: 'Typed', lastName: 'Client' },
  });
  if (!create.data) throw new Error(`create: ${create.response.status}`);

  const schools = await site.GET('/{lang}/users/{userId}/schools', {
    headers,
    params: { path: { lang: 'tr', userId } },
  });
  if (!schools.data) throw new Error(`schools: ${schools.response.status}`);

  return {
    userId,
    students: list.data.map((student) => `${student.name} ${student.lastName}`),
    studentName: item.data.name,
    created: { id: create.data.id, name: create.data.name, school: create.data.school },
    schools: schools.data.map((school) => String(school.title)),
  };
};
