/**
 * LTI 1.3 / LTI Advantage with Kampus the platform (issue 34, part 2; docs/lti.md), against a
 * local tool built on an LTI library of the npm registry (test/support/lti-tool.ts): staff
 * register the tool, a teacher links it in a class for a course, a student launches it (the
 * tool's login, Kampus's authentication request, the id_token the tool verifies), and the tool
 * reads the class's roster (NRPS) and writes a score into the gradebook (AGS).
 */
import type { LTISession } from '@lti-tool/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, json, startServer, type TestServer } from './harness.ts';
import { startLocalTool, type LocalTool } from './support/lti-tool.ts';

type Rec = Record<string, unknown> & { id: number };
let server: TestServer;
let tool: LocalTool;
let publicUrl = '';
const tokens: Record<string, string> = {};
let registered: Rec;
let link: Rec;
let klass = 0;
let maths = 0;
let school = 0;

const get = async <T = Rec[]>(path: string, token = tokens.staff): Promise<T> => {
  const response = await server.call(path, { token });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};

/** A launch as the browser makes it: Kampus's launch address, the tool's login, the form Kampus answers, posted. */
const launch = async (token: string): Promise<{ status: number; body: string }> => {
  const started = await server.call(`/api/lti_links/${link.id}/launch`, { method: 'POST', token, json: {} });
  expect(started.status).toBe(200);
  const { url } = await json<{ url: string }>(started);
  const login = await fetch(url, { redirect: 'manual' });
  expect(login.status).toBe(302);
  const authorize = new URL(login.headers.get('location') ?? '');
  expect(authorize.origin + authorize.pathname).toBe(`${publicUrl}/lti/authorize`);
  const page = await fetch(authorize, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) return { status: page.status, body: html };
  expect(page.headers.get('content-security-policy')).toContain(`form-action ${tool.url}`);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  expect(new RegExp(`action="${tool.launchUrl}"`).test(html)).toBe(true);
  const posted = await fetch(tool.launchUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_token: field('id_token'), state: field('state') }).toString(),
  });
  return { status: posted.status, body: await posted.text() };
};

const sessionOf = (result: { status: number; body: string }): LTISession => {
  expect(result.status, result.body).toBe(200);
  const session = tool.sessions.get((JSON.parse(result.body) as { session: string }).session);
  if (!session) throw new Error('no session');
  return session;
};

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  [server, tool] = await Promise.all([startServer({ KAMPUS_PUBLIC_URL: publicUrl }, { port }), startLocalTool()]);
  for (const [name, email] of Object.entries({
    staff: 'school@kampus.test',
    teacher: 'teacher@kampus.test',
    student: 'student@kampus.test',
    parent: 'parent@kampus.test',
  }))
    tokens[name] = (await server.login(email)).token;
  const [nineA] = await get('/api/classes.json?search=9-A');
  klass = nineA?.id ?? 0;
  school = Number(String(nineA?.school).split('/').pop());
  maths = (await get('/api/courses.json?search=MAT9'))[0]?.id ?? 0;
});
afterAll(async () => {
  await Promise.all([server.close(), tool.close()]);
});

describe('LTI 1.3 with a local tool', () => {
  it('staff register a tool; Kampus makes its ids; a teacher links it in their class', async () => {
    const made = await server.call('/api/lti_tools', {
      method: 'POST',
      token: tokens.staff,
      json: {
        school: `/api/schools/${school}`,
        title: 'Quiz tool',
        loginUrl: tool.loginUrl,
        launchUrl: tool.launchUrl,
        jwksUrl: tool.jwksUrl,
        clientId: 'chosen-by-me',
      },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    registered = await json<Rec>(made);
    expect(registered.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(registered.deploymentId).toMatch(/^[0-9a-f-]{36}$/);
    // A family does not see the registrations; a teacher reads them (to link one) and changes none.
    expect((await server.call('/api/lti_tools.json', { token: tokens.parent })).status).toBe(403);
    expect((await server.call(`/api/lti_tools/${registered.id}`, { token: tokens.teacher })).status).toBe(200);
    const renamed = await server.call(`/api/lti_tools/${registered.id}`, {
      method: 'PATCH',
      token: tokens.teacher,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ title: 'Mine now' }),
    });
    expect(renamed.status).toBe(403);
    await tool.trust({
      issuer: publicUrl,
      clientId: String(registered.clientId),
      deploymentId: String(registered.deploymentId),
    });
    const linked = await server.call('/api/lti_links', {
      method: 'POST',
      token: tokens.teacher,
      json: {
        school: `/api/schools/${school}`,
        ltiTool: `/api/lti_tools/${registered.id}`,
        class: `/api/classes/${klass}`,
        course: `/api/courses/${maths}`,
        title: 'Equations quiz',
      },
    });
    expect(linked.status, await linked.clone().text()).toBe(201);
    link = await json<Rec>(linked);
    // The student's family sees the link of the child's class.
    expect((await get<Rec[]>('/api/lti_links.json', tokens.parent)).map((row) => row.title)).toContain(
      'Equations quiz',
    );
  });

  it('a student launches it: the tool verifies the id_token and reads who, where and the services', async () => {
    const session = sessionOf(await launch(tokens.student!));
    expect(session.user.roles).toEqual(['student']);
    expect(session.user.name).toBe('Deniz Öğrenci');
    expect(session.context).toMatchObject({ id: `${klass}-${maths}`, label: '9-A' });
    expect(session.resourceLink).toEqual({ id: String(link.id), title: 'Equations quiz' });
    expect(session.services?.nrps?.membershipUrl).toBe(`${publicUrl}/lti/contexts/${klass}-${maths}/memberships`);
    expect(session.services?.ags?.lineitems).toBe(`${publicUrl}/lti/contexts/${klass}-${maths}/lineitems`);
  });

  it('a launch hint works once; a tool asking for another redirect is refused on a page', async () => {
    const started = await json<{ url: string }>(
      await server.call(`/api/lti_links/${link.id}/launch`, { method: 'POST', token: tokens.student, json: {} }),
    );
    const location = (await fetch(started.url, { redirect: 'manual' })).headers.get('location') ?? '';
    const elsewhere = new URL(location);
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/launch');
    const refused = await fetch(elsewhere, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain('id_token');
    expect((await fetch(location, { redirect: 'manual' })).status).toBe(200);
    // The same hint again: used.
    expect((await fetch(location, { redirect: 'manual' })).status).toBe(400);
  });

  it('the teacher launches it; the tool reads the roster and writes a score into the gradebook', async () => {
    const session = sessionOf(await launch(tokens.teacher!));
    expect(session.user.roles).toContain('instructor');
    const members = await tool.lti.getMembers(session);
    const names = members.map((member) => member.name);
    expect(names).toContain('Deniz Öğrenci');
    const deniz = members.find((member) => member.name === 'Deniz Öğrenci');
    expect(deniz?.roles.some((role) => role.endsWith('#Learner'))).toBe(true);
    expect(members.some((member) => member.roles.some((role) => role.endsWith('#Instructor')))).toBe(true);

    // Another school's class is no context of this tool: the roster service answers 404, naming no one.
    const [foreign] = await server.sql(`select id from classes where school_id <> ${school} limit 1`);
    const elsewhere = {
      ...session,
      services: {
        ...session.services,
        nrps: {
          ...session.services!.nrps!,
          membershipUrl: `${publicUrl}/lti/contexts/${Number(foreign?.id)}-${maths}/memberships`,
        },
      },
    };
    await expect(tool.lti.getMembers(elsewhere)).rejects.toThrow(/NRPS get members failed: Not Found/);

    const created = await tool.lti.createLineItem(session, {
      label: 'Equations quiz',
      scoreMaximum: 20,
      resourceLinkId: String(link.id),
      tag: 'quiz',
    });
    expect(created).toMatchObject({ label: 'Equations quiz', scoreMaximum: 20, resourceLinkId: String(link.id) });
    const assignmentId = Number(String(created.id).split('/').pop());
    // The line item is the class's assignment for the course, out of 20.
    const work = await get<Rec>(`/api/assignments/${assignmentId}`);
    expect(work).toMatchObject({ title: 'Equations quiz', maxPoints: '20.00' });

    // A score of 7 out of 8 in the tool is 17.50 of the line item's 20 points.
    const scored = {
      ...session,
      services: { ...session.services, ags: { ...session.services!.ags!, lineitem: String(created.id) } },
    };
    await tool.lti.submitScore(scored, {
      userId: String(deniz?.userId),
      scoreGiven: 7,
      scoreMaximum: 8,
      comment: 'Well done',
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    const [score] = await get<Rec[]>(`/api/assignment_scores.json?assignment=${assignmentId}`, tokens.teacher);
    expect(score).toMatchObject({ points: '17.50', scoreStatus: 'scored', comment: 'Well done' });
    // In the audit trail, as the person who registered the tool (the school's staff member).
    const audit = await server.sql(
      `select u.email from audit_logs a join users u on u.id = a.user_id where a.resource = 'assignment_scores' and a.record_id = ${Number(score!.id)}`,
    );
    expect(audit.map((row) => row.email)).toEqual(['school@kampus.test']);
    // What the tool said of the score (when, how far) is the student's personal data too (KVKK art. 11, GDPR art. 15).
    const studentId = Number(String(score!.student).split('/').pop());
    const exported = await get<{ related: Record<string, Rec[]> }>(`/api/students/${studentId}/personal-data`);
    expect(exported.related.lti_score_times).toEqual([
      expect.objectContaining({ id: assignmentId, activityProgress: 'Completed', gradingProgress: 'FullyGraded' }),
    ]);
    const results = await tool.lti.getScores(scored);
    expect(results).toEqual([
      expect.objectContaining({ userId: deniz?.userId, resultScore: 17.5, resultMaximum: 20, comment: 'Well done' }),
    ]);
  });

  it('refuses a token without a signed assertion, and a service call without a token', async () => {
    const token = await fetch(`${publicUrl}/lti/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: 'not.a.jwt',
        scope: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      }).toString(),
    });
    expect(token.status).toBe(401);
    expect(await token.json()).toEqual({ error: 'invalid_client' });
    const members = await fetch(`${publicUrl}/lti/contexts/${klass}-${maths}/memberships`);
    expect(members.status).toBe(401);
  });
});
