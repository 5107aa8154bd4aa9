import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, json, startServer, type TestServer } from './harness.ts';

/** A 1x1 PNG, and bytes that only claim to be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

interface Entry {
  id: string;
  name: string;
  isDir: boolean;
  isHidden: boolean;
  size: number | null;
  childrenCount: number | null;
  ext: string | null;
  fullUrl: string | null;
  thumbnailUrl: string | null;
  draggable: boolean;
  droppable: boolean;
}
interface Listing {
  path: string;
  writable: boolean;
  entries: Entry[];
}

/** The school id in an entry's signed address. */
const schoolOf = (entry: Entry): string => /school=(\d+)/.exec(entry.fullUrl ?? '')?.[1] ?? '0';

let server: TestServer;
const tokens: Record<string, string> = {};
const users: Record<string, number> = {};

const list = (who: string, path = '') =>
  server.call(`/api/filemanager/entries?path=${encodeURIComponent(path)}`, { token: tokens[who] });
const names = async (who: string, path = '') => (await json<Listing>(await list(who, path))).entries.map((e) => e.name);
const upload = (who: string, path: string, name: string, body: Buffer) =>
  server.call(`/api/filemanager/files?path=${encodeURIComponent(path)}&name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    token: tokens[who],
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });
const post = (who: string, path: string, body: unknown) =>
  server.call(`/api/filemanager/${path}`, { method: 'POST', token: tokens[who], json: body });
const share = (who: string, path: string, user: number) =>
  server.call('/api/file_shares', { method: 'POST', token: tokens[who], json: { path, user } });

/** A second family (a parent of its own) in a school, made by that school's administrator. */
const makeParent = async (admin: string, email: string): Promise<number> => {
  const created = await server.call('/api/users', {
    method: 'POST',
    token: tokens[admin],
    json: { name: 'Veli', lastName: 'Başka', email, userType: 9, password: DEMO_PASSWORD },
  });
  expect(created.status).toBe(201);
  return (await json<{ id: number }>(created)).id;
};

beforeAll(async () => {
  server = await startServer();
  for (const who of ['school', 'school2', 'teacher', 'parent', 'student']) {
    const signed = await server.login(`${who}@kampus.test`);
    tokens[who] = signed.token;
  }
  for (const who of ['parent', 'student', 'teacher']) {
    const me = await json<{ id: number }[]>(
      await server.call(`/api/users.json?email=${who}@kampus.test`, { token: tokens.school }),
    );
    users[who] = me[0]?.id ?? 0;
  }
  users.other = await makeParent('school', 'other-parent@example.org');
  tokens.other = (await server.login('other-parent@example.org')).token;
  users.far = await makeParent('school2', 'far-parent@example.org');
  tokens.far = (await server.login('far-parent@example.org')).token;
});
afterAll(() => server.close());

describe('the file browser of staff', () => {
  it('makes folders with a cleaned name, uploads checked files and lists the spec file entries', async () => {
    const folder = await post('school', 'folders', { path: '', name: 'Term  reports/' });
    expect(folder.status).toBe(201);
    expect((await json<{ entries: Entry[] }>(folder)).entries[0]).toMatchObject({
      id: 'Term_reports/',
      name: 'Term_reports',
      isDir: true,
      childrenCount: 0,
    });
    expect((await upload('school', 'Term_reports/', 'report card.pdf', PDF)).status).toBe(201);
    expect((await upload('school', 'Term_reports', 'logo.png', PNG)).status).toBe(201);
    expect((await upload('school', '', '.notes.txt', Buffer.from('kept out of sight'))).status).toBe(201);

    const root = await json<Listing>(await list('school'));
    expect(root.writable).toBe(true);
    const reports = root.entries.find((entry) => entry.id === 'Term_reports/');
    expect(reports).toMatchObject({ isDir: true, childrenCount: 2, droppable: true, draggable: true });
    expect(root.entries.find((entry) => entry.name === '.notes.txt')).toMatchObject({ isHidden: true, ext: 'txt' });

    const inside = await json<Listing>(await list('school', 'Term_reports/'));
    const pdf = inside.entries.find((entry) => entry.name === 'report_card.pdf');
    expect(pdf).toMatchObject({ isDir: false, ext: 'pdf', size: PDF.length, thumbnailUrl: null });
    const png = inside.entries.find((entry) => entry.name === 'logo.png');
    expect(png?.thumbnailUrl).toContain('thumb=1');
    // The empty folder's marker is never an entry.
    expect(inside.entries.map((entry) => entry.name).sort()).toEqual(['logo.png', 'report_card.pdf']);
  });

  it('refuses an empty or unusable name, bytes that are not what the name says, and a name taken', async () => {
    const empty = await post('school', 'folders', { path: '', name: '  / ' });
    expect(empty.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(empty)).violations[0]?.propertyPath).toBe('name');
    const disguised = await upload('school', '', 'invoice.pdf', HTML);
    expect(disguised.status).toBe(422);
    const page = await upload('school', '', 'page.txt', HTML);
    expect(page.status).toBe(422);
    const unknown = await upload('school', '', 'page.html', HTML);
    expect(unknown.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(unknown)).violations[0]?.propertyPath).toBe('file');
    expect((await post('school', 'folders', { path: '', name: 'Term_reports' })).status).toBe(409);
    expect(await names('school')).not.toContain('page.html');
  });

  it('serves files so they cannot run script in our origin, a PNG inline with a server-made thumbnail', async () => {
    const inside = await json<Listing>(await list('school', 'Term_reports/'));
    const png = inside.entries.find((entry) => entry.name === 'logo.png') as Entry;
    const shown = await server.call(png.fullUrl as string);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="logo.png"/);
    const thumb = await server.call(png.thumbnailUrl as string);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await thumb.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    const download = await server.call(`${png.fullUrl as string}&download=1`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    // A ticket is for one file: the same ticket on another file, or tampered with, is refused.
    expect((await server.call((png.fullUrl as string).replace('logo.png', 'report_card.pdf'))).status).toBe(404);
    // Not through the generic /files route either, even for staff.
    expect(
      (await server.call(`/files/schools/${schoolOf(png)}/filemanager/Term_reports/logo.png`, { token: tokens.school }))
        .status,
    ).toBe(404);
  });

  it('says in words what is wrong with a file name without its extension, on upload and on rename', async () => {
    const bare = await upload('school', '', 'report', PDF);
    expect(bare.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string; message: string }[] }>(bare)).violations).toMatchObject([
      { propertyPath: 'name', message: expect.stringContaining('has no extension') },
    ]);
    await upload('school', '', 'letter.pdf', PDF);
    const renamed = await post('school', 'rename', { id: 'letter.pdf', name: 'letter' });
    expect(renamed.status).toBe(422);
    const [refusal] = (await json<{ violations: { propertyPath: string; message: string }[] }>(renamed)).violations;
    expect(refusal).toEqual(
      expect.objectContaining({
        propertyPath: 'name',
        message: "Keep the extension .pdf: a file's name ends with the extension of its kind.",
      }),
    );
    const mismatch = await upload('school', '', 'photo.png', PDF);
    const [wrong] = (await json<{ violations: { message: string }[] }>(mismatch)).violations;
    expect(wrong?.message).toBe('The file’s content does not match its extension .png.');
  });

  it('renames, moves into a folder (shares follow) and deletes with everything inside', async () => {
    await post('school', 'folders', { path: '', name: 'archive' });
    const renamed = await post('school', 'rename', { id: 'Term_reports/logo.png', name: 'crest.png' });
    expect(renamed.status).toBe(200);
    expect(await names('school', 'Term_reports/')).toEqual(expect.arrayContaining(['crest.png']));
    expect((await post('school', 'rename', { id: 'Term_reports/crest.png', name: 'crest.pdf' })).status).toBe(422);
    const moved = await post('school', 'move', { ids: ['Term_reports/crest.png'], to: 'archive/' });
    expect(moved.status).toBe(200);
    expect(await names('school', 'archive/')).toEqual(['crest.png']);
    expect((await post('school', 'move', { ids: ['archive/'], to: 'archive/' })).status).toBe(422);
    await post('school', 'folders', { path: 'archive/', name: 'old' });
    expect((await post('school', 'delete', { ids: ['archive/'] })).status).toBe(204);
    expect(await names('school')).not.toContain('archive');
    expect((await list('school', 'archive/')).status).toBe(404);
  });

  it('keeps each school to its own files', async () => {
    expect(await names('school2')).not.toContain('Term_reports');
    expect((await list('school2', 'Term_reports/')).status).toBe(404);
    expect((await post('school2', 'delete', { ids: ['Term_reports/'] })).status).toBe(404);
    expect(await names('school')).toContain('Term_reports');
  });
});

describe('who sees what', () => {
  it('shows a teacher only the folders of their classes, where they work', async () => {
    const root = await json<Listing>(await list('teacher'));
    expect(root.entries.map((entry) => entry.id)).toEqual(['classes/']);
    expect(root.writable).toBe(false);
    const classes = await json<Listing>(await list('teacher', 'classes/'));
    expect(classes.entries.length).toBeGreaterThan(0);
    const own = classes.entries[0] as Entry;
    expect(own.draggable).toBe(false);
    expect((await upload('teacher', own.id, 'homework.pdf', PDF)).status).toBe(201);
    expect(await names('teacher', own.id)).toEqual(['homework.pdf']);
    // The school's other files and other folders are not the teacher's.
    expect((await list('teacher', 'Term_reports/')).status).toBe(404);
    expect((await upload('teacher', '', 'x.pdf', PDF)).status).toBe(403);
    expect((await post('teacher', 'delete', { ids: ['Term_reports/'] })).status).toBe(404);
    expect((await post('teacher', 'rename', { id: own.id, name: 'mine' })).status).toBe(404);
    // Staff see the class folder the teacher filled.
    expect(await names('school', own.id)).toEqual(['homework.pdf']);
  });

  it('lets a parent list, open and download only what is shared with them, across families and schools', async () => {
    expect(await names('parent')).toEqual([]);
    const staffView = await json<Listing>(await list('school', 'Term_reports/'));
    const pdf = staffView.entries.find((entry) => entry.name === 'report_card.pdf') as Entry;

    expect((await share('school', 'Term_reports/report_card.pdf', users.parent ?? 0)).status).toBe(201);
    expect((await share('school', 'Term_reports/', users.student ?? 0)).status).toBe(201);
    // A parent cannot share, nor can another school's staff share this school's file with their parent.
    expect((await share('parent', 'Term_reports/', users.parent ?? 0)).status).toBe(403);

    const parentRoot = await json<Listing>(await list('parent'));
    expect(parentRoot.writable).toBe(false);
    expect(parentRoot.entries.map((entry) => entry.id)).toEqual(['Term_reports/report_card.pdf']);
    const mine = parentRoot.entries[0] as Entry;
    const opened = await server.call(mine.fullUrl as string);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer()).equals(PDF)).toBe(true);
    const byToken = await server.call(
      `/api/filemanager/file?school=${schoolOf(pdf)}&id=${encodeURIComponent(pdf.id)}&download=1`,
      { token: tokens.parent },
    );
    expect(byToken.status).toBe(200);
    // Not the folder around it, nor its other files, nor writes.
    expect((await list('parent', 'Term_reports/')).status).toBe(404);
    const png = await server.call(
      `/api/filemanager/file?school=${schoolOf(pdf)}&id=${encodeURIComponent('classes/')}`,
      {
        token: tokens.parent,
      },
    );
    expect(png.status).toBe(404);
    expect((await upload('parent', '', 'a.pdf', PDF)).status).toBe(403);
    expect((await post('parent', 'delete', { ids: [pdf.id] })).status).toBe(403);

    // The student sees the shared folder and what is in it.
    expect(await names('student')).toEqual(['Term_reports']);
    expect((await names('student', 'Term_reports/')).sort()).toEqual(['report_card.pdf']);

    // Another family of the same school, and a family of another school: nothing listed, opened or downloaded.
    for (const who of ['other', 'far']) {
      expect(await names(who)).toEqual([]);
      expect((await list(who, 'Term_reports/')).status).toBe(404);
      const asked = await server.call(
        `/api/filemanager/file?school=${schoolOf(pdf)}&id=${encodeURIComponent(pdf.id)}`,
        {
          token: tokens[who],
        },
      );
      expect(asked.status).toBe(404);
    }
    // Without a ticket or a token, nothing at all.
    expect(
      (await server.call(`/api/filemanager/file?school=${schoolOf(pdf)}&id=${encodeURIComponent(pdf.id)}`)).status,
    ).toBe(401);
  });

  it('forgets a share when its file is deleted', async () => {
    await upload('school', 'Term_reports/', 'gone.pdf', PDF);
    await share('school', 'Term_reports/gone.pdf', users.other ?? 0);
    expect(await names('other')).toEqual(['gone.pdf']);
    await post('school', 'delete', { ids: ['Term_reports/gone.pdf'] });
    expect(await names('other')).toEqual([]);
    await upload('school', 'Term_reports/', 'gone.pdf', PDF);
    expect(await names('other')).toEqual([]);
  });
});

describe('a lasting link for a form field (the file-picker modal)', () => {
  it('is signed for about a year, opens without a token, only for a file the caller may read', async () => {
    await post('school', 'folders', { path: '', name: 'Covers' });
    expect((await upload('school', 'Covers/', 'cover.png', PNG)).status).toBe(201);
    const answer = await post('school', 'link', { id: 'Covers/cover.png' });
    expect(answer.status).toBe(200);
    const { url, expires } = await json<{ url: string; expires: number }>(answer);
    expect(url).toMatch(/^\/api\/filemanager\/file\?school=\d+&id=Covers%2Fcover\.png&ticket=/);
    expect(expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    const image = await server.call(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // A ticket is for its own file: another file's id with it is no file.
    const swapped = url.replace('Covers%2Fcover.png', 'Covers%2Fother.png');
    expect((await server.call(swapped)).status).toBe(404);
  });

  it('is refused for a folder, a missing file, another school and a parent', async () => {
    expect((await post('school', 'link', { id: 'Covers/' })).status).toBe(404);
    expect((await post('school', 'link', { id: 'Covers/none.png' })).status).toBe(404);
    expect((await post('school2', 'link', { id: 'Covers/cover.png' })).status).toBe(404);
    expect((await post('parent', 'link', { id: 'Covers/cover.png' })).status).toBe(403);
  });
});
