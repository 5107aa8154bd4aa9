/**
 * Public forms (issue 14, item 5) as clients see them: the builder's questions checked by the
 * server, a public link made by `POST /{lang}/forms/public-link` and kept in the form setting,
 * the public page outside the login (validation in the visitor's language, files checked by
 * their bytes and size, a rate limit per address), submissions listed, downloaded and exported,
 * a pre-registration making an admission interview, and a removed link answering 404.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { png } from './support/png.ts';

type Login = { token: string; userId: string };
interface Problem {
  detail?: string;
  violations?: { propertyPath: string; message: string }[];
}
interface PublicForm {
  title: string;
  fields: { key: string; type: string; label: string; mapsTo?: string }[];
  settings: Record<string, boolean>;
  school: { title: string };
  open: boolean;
  applicationCount: number | null;
  secondsLeft: number | null;
}

const PER_IP_HOUR = 12;
let server: TestServer;
let staff: Login;
let outsider: Login;
let formId: number;
let token: string;
let link: string;
// The web app's page, so the public form's address (an app route) is served as a browser gets it.
const webDist = mkdtempSync(join(tmpdir(), 'kampus-forms-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kampus</title><div id="root"></div>');

const FIELDS = [
  { key: 'name', type: 'text', label: 'Your name', required: true, helpText: 'As on your ID' },
  { key: 'age', type: 'number', label: 'Age' },
  { key: 'day', type: 'date', label: 'Preferred day' },
  { key: 'club', type: 'singleChoice', label: 'Club', options: ['Chess', 'Robotics'], required: true },
  { key: 'topics', type: 'multipleChoice', label: 'Topics', options: ['Maths', 'Art', 'Music'] },
  { key: 'notes', type: 'longText', label: 'Notes' },
  { key: 'agree', type: 'checkbox', label: 'I agree', required: true },
  { key: 'photo', type: 'file', label: 'Photo', required: true },
];

const good = {
  name: 'Ece Yılmaz',
  age: 14,
  day: '2027-01-15',
  club: 'Robotics',
  topics: ['Maths', 'Art'],
  agree: true,
};
const photo = png(4, 4);
const goodFiles = { photo: { name: '../../etc/photo.png', data: photo.toString('base64') } };

const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  server.call(path, { method: 'POST', json: body, headers, ...(token ? { token } : {}) });
const pathsOf = (problem: Problem): string[] => (problem.violations ?? []).map((v) => v.propertyPath).sort();

beforeAll(async () => {
  server = await startServer({ KAMPUS_FORM_SUBMISSIONS_PER_IP_HOUR: String(PER_IP_HOUR), KAMPUS_WEB_DIST: webDist });
  [staff, outsider] = (await Promise.all(
    ['school@kampus.test', 'school2@kampus.test'].map((e) => server.login(e)),
  )) as [Login, Login];
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The status of the public form's address in a browser, after checking it is the app's page. */
const pageStatus = async (publicToken: string): Promise<number> => {
  const response = await server.call(`/public/forms/${publicToken}`);
  expect(await response.text()).toContain('<div id="root">');
  return response.status;
};

describe('the builder', () => {
  it('refuses malformed questions, naming each', async () => {
    const response = await post(
      '/api/forms',
      {
        title: 'Broken',
        fields: [
          { key: 'a', type: 'colour', label: 'A' },
          { key: 'a', type: 'text', label: '' },
          { key: 'c', type: 'singleChoice', label: 'C' },
        ],
      },
      staff.token,
    );
    expect(response.status).toBe(422);
    expect(pathsOf(await json<Problem>(response))).toEqual([
      'fields[0].type',
      'fields[1].key',
      'fields[1].label',
      'fields[2].options',
    ]);
  });

  it('refuses a pre-registration that does not ask the applicant’s names', async () => {
    const response = await post(
      '/api/forms',
      { title: 'Pre', formType: 'pre_registration', fields: FIELDS },
      staff.token,
    );
    expect(response.status).toBe(422);
    expect(pathsOf(await json<Problem>(response))).toEqual(['fields']);
  });

  it('creates a form (200 as the spec says) with its questions in order', async () => {
    const response = await post('/api/forms', { title: 'Club sign-up', fields: FIELDS }, staff.token);
    expect(response.status).toBe(200);
    const form = await json<{ id: number; fields: { key: string }[] }>(response);
    formId = form.id;
    expect(form.fields.map((field) => field.key)).toEqual(FIELDS.map((field) => field.key));
  });
});

describe('the public link', () => {
  it('is made on the language path and stored in the form setting', async () => {
    const response = await post(
      '/en/forms/public-link',
      { url: 'https://kampus.example.org/', formType: 'general', id: formId },
      staff.token,
    );
    expect(response.status).toBe(200);
    link = (await json<{ link: string }>(response)).link;
    expect(link).toMatch(/^https:\/\/kampus\.example\.org\/public\/forms\/[A-Za-z0-9_-]{32}$/);
    token = link.split('/').pop() ?? '';
    const [setting] = await json<Record<string, unknown>[]>(
      await server.call(`/api/form_settings.json?form=${formId}`, { token: staff.token }),
    );
    expect(setting).toMatchObject({ publicLink: link, form: `/api/forms/${formId}` });
    expect(setting).not.toHaveProperty('publicToken');
  });

  it('cannot be invented by a client, nor made for another school’s form', async () => {
    const [setting] = (await (
      await server.call(`/api/form_settings.json?form=${formId}`, { token: staff.token })
    ).json()) as {
      id: number;
    }[];
    const forged = await server.call(`/api/form_settings/${setting?.id}`, {
      method: 'PATCH',
      token: staff.token,
      body: JSON.stringify({ publicLink: 'https://evil.example.com/public/forms/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }),
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(forged.status).toBe(422);
    expect(pathsOf(await json<Problem>(forged))).toEqual(['publicLink']);
    const theirs = await post(
      '/en/forms/public-link',
      { url: 'https://x.example', formType: 'general', id: formId },
      outsider.token,
    );
    expect(theirs.status).toBe(404);
  });
});

describe('the public page', () => {
  it('shows the form to anyone, without the login, and nothing internal', async () => {
    const response = await server.call(`/tr/public-forms/${token}`);
    expect(response.status).toBe(200);
    const form = await json<PublicForm>(response);
    expect(form).toMatchObject({ title: 'Club sign-up', open: true, school: { title: 'Demo High School' } });
    expect(form.fields.map((field) => field.key)).toEqual(FIELDS.map((field) => field.key));
    expect((await server.call('/tr/public-forms/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('checks answers on the server, in the visitor’s language', async () => {
    const response = await post(`/tr/public-forms/${token}`, {
      answers: { age: 'fourteen', day: '2027-02-30', club: 'Football', topics: ['Maths', 'Dance'], agree: 'yes' },
      files: {},
    });
    expect(response.status).toBe(422);
    const problem = await json<Problem>(response);
    expect(pathsOf(problem)).toEqual([
      'answers.age',
      'answers.agree',
      'answers.club',
      'answers.day',
      'answers.name',
      'answers.topics',
      'files.photo',
    ]);
    expect(problem.violations?.find((v) => v.propertyPath === 'answers.name')?.message).toBe('boş bırakılamaz');
  });

  it('checks a file by its bytes, not its name, and its size', async () => {
    const fake = await post(`/en/public-forms/${token}`, {
      answers: good,
      files: { photo: { name: 'photo.png', data: Buffer.from('<script>alert(1)</script>').toString('base64') } },
    });
    expect(fake.status).toBe(422);
    expect(await json<Problem>(fake)).toMatchObject({
      violations: [{ propertyPath: 'files.photo', message: expect.stringContaining('PDF') }],
    });
    const big = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await post(`/en/public-forms/${token}`, {
      answers: good,
      files: { photo: { name: 'big.png', data: big.toString('base64') } },
    });
    expect(tooLarge.status).toBe(422);
    expect(await json<Problem>(tooLarge)).toMatchObject({
      violations: [{ propertyPath: 'files.photo', message: 'This file is larger than 5 MB.' }],
    });
    const count = await server.call(`/api/form_submissions.json?form=${formId}`, { token: staff.token });
    expect(await count.json()).toEqual([]);
  });

  it('takes a good submission with its file; staff list, open, download and export it', async () => {
    const response = await post(`/de/public-forms/${token}`, {
      answers: { ...good, unknown: 'dropped' },
      files: goodFiles,
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const list = await (await server.call(`/api/form_submissions.json?form=${formId}`, { token: staff.token })).json();
    expect(list).toHaveLength(1);
    const item = await json<{
      answers: Record<string, unknown>;
      files: Record<string, { name: string }>;
      language: string;
    }>(await server.call(`/api/form_submissions/${id}`, { token: staff.token }));
    expect(item.answers).toEqual({
      name: 'Ece Yılmaz',
      age: '14',
      day: '2027-01-15',
      club: 'Robotics',
      topics: ['Maths', 'Art'],
      agree: true,
    });
    expect(item.files.photo?.name).toBe('photo.png');
    expect(item.language).toBe('de');

    const file = await server.call(`/api/form_submissions/${id}/files/photo`, { token: staff.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true);

    const csv = await server.call(`/api/forms/${formId}/submissions/export?format=csv`, { token: staff.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte order mark first, so a spreadsheet reads the letters as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('id,submittedAt,Your name,Age,Preferred day,Club,Topics,Notes,I agree,Photo');
    expect(text).toContain(`${id},`);
    expect(text).toContain('Ece Yılmaz,14,2027-01-15,Robotics,Maths; Art,,1,photo.png');
    const xlsx = await server.call(`/api/forms/${formId}/submissions/export?format=xlsx`, { token: staff.token });
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('shows another school nothing of the submissions', async () => {
    expect((await server.call(`/api/forms/${formId}/submissions/export`, { token: outsider.token })).status).toBe(404);
    expect(
      await (await server.call(`/api/form_submissions.json?form=${formId}`, { token: outsider.token })).json(),
    ).toEqual([]);
    const page = await server.call(`/api/form_submissions.json`, { token: outsider.token });
    expect(((await page.json()) as { form: string }[]).some((row) => row.form === `/api/forms/${formId}`)).toBe(false);
  });
});

describe('pre-registration', () => {
  it('the demo form made an admission interview of each demo submission, and a new one makes another', async () => {
    const [form] = (await (
      await server.call('/api/forms.json?formType=pre_registration', { token: staff.token })
    ).json()) as {
      id: number;
    }[];
    const [setting] = (await (
      await server.call(`/api/form_settings.json?form=${form?.id}`, { token: staff.token })
    ).json()) as {
      publicLink: string;
    }[];
    const demoToken = setting?.publicLink.split('/').pop() ?? '';
    const page = await json<PublicForm>(await server.call(`/en/public-forms/${demoToken}`));
    expect(page.applicationCount).toBe(3);
    expect(page.settings.showCountdown).toBe(true);
    expect(page.secondsLeft).toBeGreaterThan(0);
    expect(page.fields.some((field) => 'mapsTo' in field)).toBe(false);

    const response = await post(`/en/public-forms/${demoToken}`, {
      answers: {
        firstName: 'Bora',
        lastName: 'Ekinci',
        birthDate: '2011-06-01',
        grade: '9',
        guardian: 'Nil Ekinci',
        phone: '+90 555 000 11 22',
        email: 'nil@example.com',
        consent: true,
      },
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const submission = await json<{ admissionInterview: string }>(
      await server.call(`/api/form_submissions/${id}`, { token: staff.token }),
    );
    const interview = await json<Record<string, unknown>>(
      await server.call(submission.admissionInterview, { token: staff.token }),
    );
    expect(interview).toMatchObject({
      applicantName: 'Bora',
      applicantLastName: 'Ekinci',
      guardianName: 'Nil Ekinci',
      guardianEmail: 'nil@example.com',
      interviewStatus: 'scheduled',
    });
  });
});

describe('removing the link', () => {
  it('empties publicLink and the page answers 404 at once; a new link replaces the old one', async () => {
    const again = await post(
      '/en/forms/public-link',
      { url: 'https://kampus.example.org', formType: 'general', id: formId },
      staff.token,
    );
    const fresh = (await json<{ link: string }>(again)).link.split('/').pop() ?? '';
    expect(fresh).not.toBe(token);
    expect((await server.call(`/en/public-forms/${token}`)).status).toBe(404);
    expect((await server.call(`/en/public-forms/${fresh}`)).status).toBe(200);
    // The address itself, not only the call behind it: the replaced link's page is a 404.
    expect(await pageStatus(token)).toBe(404);
    expect(await pageStatus(fresh)).toBe(200);

    const [setting] = (await (
      await server.call(`/api/form_settings.json?form=${formId}`, { token: staff.token })
    ).json()) as {
      id: number;
    }[];
    const removed = await server.call(`/api/form_settings/${setting?.id}`, {
      method: 'PATCH',
      token: staff.token,
      body: JSON.stringify({ publicLink: '' }),
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ publicLink: '' });
    expect((await server.call(`/en/public-forms/${fresh}`)).status).toBe(404);
    expect((await post(`/en/public-forms/${fresh}`, { answers: good, files: goodFiles })).status).toBe(404);
    expect(await pageStatus(fresh)).toBe(404);
    // A browser that saw the page while the link lived revalidates it: the app's page again, with 404.
    const revalidated = await server.call(`/public/forms/${fresh}`, {
      headers: { 'if-none-match': 'W/"0-0"', 'if-modified-since': new Date().toUTCString() },
    });
    expect(revalidated.status).toBe(404);
    expect(await revalidated.text()).toContain('<div id="root">');
    // Hostile addresses are 404 too (the app's page or a problem, never a 500).
    for (const hostile of ['%00', '%C3%A7', 'a'.repeat(5000), '..%2F..%2Fetc'])
      expect((await server.call(`/public/forms/${hostile}`)).status, hostile).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 past the submissions an address may make in an hour', async () => {
    const made = await post(
      '/en/forms/public-link',
      { url: 'https://kampus.example.org', formType: 'general', id: formId },
      staff.token,
    );
    const open = (await json<{ link: string }>(made)).link.split('/').pop() ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP_HOUR; i += 1)
      statuses.push((await post(`/en/public-forms/${open}`, { answers: good, files: goodFiles })).status);
    // Earlier tests of this file already spent some of the address's hour (every attempt counts, refused ones too).
    expect(statuses).toContain(201);
    expect(statuses.at(-1)).toBe(429);
    const refused = await post(`/en/public-forms/${open}`, { answers: good, files: goodFiles });
    expect(refused.status).toBe(429);
  });
});
