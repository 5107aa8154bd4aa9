import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let school: string;
let admin: string;
let high: number;
beforeAll(async () => {
  server = await startServer();
  school = (await server.login('school@kampus.test')).token;
  admin = (await server.login('admin@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  high = schools.find((s) => s.title === 'Demo High School')?.id as number;
});
afterAll(() => server.close());

type Violations = { violations: { propertyPath: string; message: string }[] };

describe('raw /api/configurations checks values by their declaration', () => {
  it('refuses a bad value with 422 on value, and stores a good one in normal form', async () => {
    const bad = await server.call('/api/configurations', {
      method: 'POST',
      token: school,
      json: { key: 'supportEmail', value: 'not an address' },
    });
    expect(bad.status).toBe(422);
    expect((await json<Violations>(bad)).violations.map((v) => v.propertyPath)).toEqual(['value']);
    const tooLong = await server.call('/api/configurations', {
      method: 'POST',
      token: school,
      json: { key: 'zipCode', value: '1'.repeat(21) },
    });
    expect(tooLong.status).toBe(422);
    expect((await json<Violations>(tooLong)).violations[0]?.message).toBe('This text is too long.');

    const good = await server.call('/api/configurations', {
      method: 'POST',
      token: school,
      json: { key: 'showBranches', value: 'true' },
    });
    expect(good.status).toBe(201);
    const row = await json<{ id: number; value: string }>(good);
    expect(row.value).toBe('1');

    const patch = (body: object) =>
      server.call(`/api/configurations/${row.id}`, {
        method: 'PATCH',
        token: school,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify(body),
      });
    expect((await patch({ value: 'maybe' })).status).toBe(422);
    // A new key is checked against the value already stored: '1' is no colour.
    expect((await patch({ key: 'loginScreenBgColor' })).status).toBe(422);
    const off = await patch({ value: 'false' });
    expect(off.status).toBe(200);
    expect((await json<{ value: string }>(off)).value).toBe('0');
  });
});

const menusOf = async (type: string) =>
  json<{ id: number; title: string; parent: string | null; position: number }[]>(
    await server.call(`/api/menus.json?school=${high}&type=${type}&pagination=false`, { token: school }),
  );

const childrenOf = async (type: string, parent: number | null) =>
  (await menusOf(type))
    .filter((m) => (m.parent === null ? null : Number(m.parent.split('/').pop())) === parent)
    .sort((a, b) => a.position - b.position)
    .map((m) => ({ id: m.id, position: m.position }));

const move = (id: number, body: object) =>
  server.call(`/api/menus/${id}/move`, { method: 'POST', token: school, json: body });

describe('POST /api/menus/{id}/move to a place', () => {
  it('puts a menu at a position among its siblings, and under another parent', async () => {
    const roots = await childrenOf('school', null);
    expect(roots.length).toBeGreaterThan(3);
    const [first, second] = roots;
    const moved = await move(first?.id as number, { parent: null, position: 2 });
    expect(moved.status).toBe(200);
    const order = (await childrenOf('school', null)).map((m) => m.id);
    expect(order.slice(0, 3)).toEqual([second?.id, roots[2]?.id, first?.id]);
    expect((await childrenOf('school', null)).map((m) => m.position)).toEqual(order.map((_, index) => index));

    // Under the second root, first among its children; the roots close up behind it.
    const children = await childrenOf('school', second?.id as number);
    const under = await move(first?.id as number, { parent: second?.id, position: 0 });
    expect(under.status).toBe(200);
    const after = await childrenOf('school', second?.id as number);
    expect(after.map((m) => m.id)).toEqual([first?.id, ...children.map((m) => m.id)]);
    const rootsAfter = await childrenOf('school', null);
    expect(rootsAfter.map((m) => m.id)).not.toContain(first?.id);
    expect(rootsAfter.map((m) => m.position)).toEqual(rootsAfter.map((_, index) => index));

    // And out again, last at the top level (a position past the end means last).
    expect((await move(first?.id as number, { parent: null, position: 999 })).status).toBe(200);
    const back = await childrenOf('school', null);
    expect(back.at(-1)?.id).toBe(first?.id);
  });

  it('refuses a parent below the menu itself, of another audience, or no place at all', async () => {
    const [root] = await childrenOf('school', null);
    const child = (await childrenOf('school', root?.id as number))[0];
    expect(child).toBeDefined();
    const cycle = await move(root?.id as number, { parent: child?.id, position: 0 });
    expect(cycle.status).toBe(422);
    expect((await json<Violations>(cycle)).violations.map((v) => v.propertyPath)).toEqual(['parent']);
    expect((await move(root?.id as number, { parent: root?.id, position: 0 })).status).toBe(422);

    const [teacherRoot] = await childrenOf('teacher', null);
    const otherAudience = await move(root?.id as number, { parent: teacherRoot?.id, position: 0 });
    expect(otherAudience.status).toBe(422);

    const nothing = await move(root?.id as number, {});
    expect(nothing.status).toBe(422);
    expect((await json<Violations>(nothing)).violations.map((v) => v.propertyPath)).toEqual(['direction']);
    // Nothing moved.
    expect((await childrenOf('school', null))[0]?.id).toBe(root?.id);
  });

  it('moves a global menu under another for a superadmin only', async () => {
    const list = async () =>
      json<{ id: number; parent: string | null; position: number }[]>(
        await server.call('/api/global_menus.json?type=parent&pagination=false', { token: admin }),
      );
    const roots = (await list()).filter((m) => m.parent === null).sort((a, b) => a.position - b.position);
    const [a, b] = roots;
    const refused = await server.call(`/api/global_menus/${a?.id}/move`, {
      method: 'POST',
      token: school,
      json: { parent: b?.id, position: 0 },
    });
    expect(refused.status).toBe(403);
    const done = await server.call(`/api/global_menus/${a?.id}/move`, {
      method: 'POST',
      token: admin,
      json: { parent: b?.id, position: 0 },
    });
    expect(done.status).toBe(200);
    const moved = (await list()).find((m) => m.id === a?.id);
    expect(moved?.parent).toMatch(new RegExp(`/${b?.id}$`));
    expect(moved?.position).toBe(0);
  });
});
