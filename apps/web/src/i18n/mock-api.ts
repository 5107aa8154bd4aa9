import { hasBuiltInValues, builtInValues } from '@kampus/contract/i18n/built-in-values';
import { getResource } from '@kampus/contract/resources';
import type { FieldDef, Resource } from '@kampus/contract/resource';

/** A seeded English text of the field, numbered ones with 9: what a fresh installation stores. */
const seededText = (resource: string, field: string): string | undefined => {
  const first = Object.keys(builtInValues[resource]?.[field] ?? {})[0];
  return first?.replace('{n}', '9');
};

/** A value of the field's kind as the API sends it; text is a Turkish name, never a catalogue word. */
const wireValue = (resource: Resource, name: string, field: FieldDef): unknown => {
  if (hasBuiltInValues(resource.name, name)) return seededText(resource.name, name);
  switch (field.kind) {
    case 'int':
      return 3;
    case 'decimal':
    case 'money':
      return '1250.50';
    case 'boolean':
      return true;
    case 'flag':
      return '1';
    case 'date':
      return '2026-09-01';
    case 'dateTime':
      return '2026-09-01 08:30:00';
    case 'time':
      return '08:30:00';
    case 'enum':
      return field.values?.[0] ?? null;
    case 'ref':
      return `/api/${field.target ?? ''}/1`;
    case 'refId':
      return 1;
    case 'json':
      return {};
    case 'email':
      return 'deniz@kampus.test';
    case 'color':
      return '#5664d2';
    case 'url':
      return 'https://kampus.test';
    case 'phone':
      return '+90 555 000 00 00';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000001';
    case 'password':
      return undefined;
    default:
      return name === 'title' || name === 'name' ? 'Deniz' : '9-A';
  }
};

/** One record of the resource shaped like the API's answer. */
const mockRecord = (resource: Resource, id = 1): Record<string, unknown> => ({
  '@id': `/api/${resource.name}/${id}`,
  id,
  ...Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, field]) => !field.hidden && !field.writeOnly)
      .map(([name, field]) => [name, wireValue(resource, name, field)]),
  ),
  createdAt: '2026-09-01 08:30:00',
  updatedAt: '2026-09-01 08:30:00',
});

/**
 * `fetch` for the generic screens: `/api/<name>` answers a page of one record, `/api/<name>/<id>`
 * that record, anything else an empty page. Counts requests so a test can wait for quiet.
 */
export const mockApi = () => {
  let pending = 0;
  const answer = (url: string): unknown => {
    const path = new URL(url, 'http://kampus.test').pathname;
    const [, api, name = '', id] = path.split('/');
    const resource = api === 'api' ? getResource(name.replace(/\.jsonld?$/, '')) : undefined;
    if (!resource) return { member: [], totalItems: 0, 'hydra:member': [], 'hydra:totalItems': 0 };
    if (id !== undefined && /^\d+$/.test(id)) return mockRecord(resource, Number(id));
    const page = [mockRecord(resource)];
    return { member: page, totalItems: 1, 'hydra:member': page, 'hydra:totalItems': 1 };
  };
  const fetch = (input: string | URL | Request): Promise<Response> => {
    pending += 1;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new Promise((resolve) => {
      setTimeout(() => {
        pending -= 1;
        resolve(
          new Response(JSON.stringify(answer(url)), {
            status: 200,
            headers: { 'content-type': 'application/json', etag: '"v1"' },
          }),
        );
      }, 0);
    });
  };
  return { fetch, pending: () => pending };
};
