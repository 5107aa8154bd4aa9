import { attendances, students, users } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest, type TestCaller } from '../../test-support/signed-in.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { ResourceListPage } from './ResourceListPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const parent: TestCaller = { id: 9, audience: 'parent' };
const schoolAdmin: TestCaller = { id: 3, audience: 'school' };

const deniz = {
  id: 41,
  school: '/api/schools/1',
  user: '/api/users/8',
  name: 'Deniz',
  lastName: 'Öğrenci',
  studentNumber: '1041',
  nationalId: '12345678901',
  gradeLevel: '/api/grade_levels/4',
  isActive: '1',
  refNames: { school: 'Demo High School', user: 'Deniz Öğrenci', gradeLevel: '9. Sınıf' },
};

const absence = {
  id: 7,
  school: '/api/schools/1',
  season: '/api/seasons/1',
  attendanceDate: '2026-11-23',
  student: '/api/students/41',
  classId: 1,
  teacherId: 6,
  attendanceType: null,
  refNames: { school: 'Demo High School', student: 'Deniz Öğrenci', classId: '9-A', teacherId: 'Tülay Öğretmen' },
};

/** The API as a caller sees it: a list answers `rows`, an item its record; anything else refused. */
const serve = (name: string, rows: Record<string, unknown>[]) => (url: string) => {
  if (url.startsWith(`/api/${name}.jsonld`))
    return jsonAnswer({ 'hydra:member': rows, 'hydra:totalItems': rows.length });
  const item = rows.find((row) => url === `/api/${name}/${String(row.id)}`);
  if (item) return jsonAnswer(item, 200, { etag: '"v1"' });
  return jsonAnswer({ status: 403, title: 'You do not have access to this.' }, 403);
};

const screenOf = (element: React.ReactElement) => renderWithProviders(element);

const listOf = (resource: Resource) => screenOf(<ResourceListPage resource={resource} basePath="/x" />);

describe("a parent's list", () => {
  it('offers no New, Export, Edit or Delete, and no School or User filter', { timeout: 20_000 }, async () => {
    signInAs(parent, serve('students', [deniz]));
    listOf(students);
    // The row's own button is Open: a read-only view, since the parent may read but not change it.
    expect(await screen.findByRole('button', { name: 'Open Deniz Öğrenci' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'School' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    // The filters that mean something to a parent stay.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('names the class and teacher from refNames, never "#id"', { timeout: 20_000 }, async () => {
    signInAs(parent, serve('attendances', [absence]));
    listOf(attendances);
    expect(await screen.findByText('Tülay Öğretmen', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('9-A')).toBeTruthy();
    expect(screen.getByText('Deniz Öğrenci')).toBeTruthy();
    expect(screen.queryByText(/#\d+/)).toBeNull();
  });
});

describe("a parent's record", () => {
  it('is a read-only view titled with the full name, its references named', { timeout: 20_000 }, async () => {
    signInAs(parent, serve('students', [deniz]));
    screenOf(<ResourceFormPage resource={students} basePath="/x" id="41" />);
    expect(await screen.findByText('You can view this record but not change it.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Deniz Öğrenci');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const grade = screen.getByRole('combobox', { name: 'Grade level' }) as HTMLInputElement;
    expect(grade.value).toBe('9. Sınıf');
    expect(grade.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Last name/ }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe("a school administrator's users list", () => {
  it('offers deleting other accounts but never their own', { timeout: 20_000 }, async () => {
    const me = {
      id: 3,
      name: 'Okul',
      lastName: 'Yönetici',
      email: 'school@kampus.test',
      userType: '/api/user_types/3',
    };
    const colleague = {
      id: 12,
      name: 'Ayşe',
      lastName: 'Kaya',
      email: 'ayse@kampus.test',
      userType: '/api/user_types/6',
    };
    signInAs(schoolAdmin, serve('users', [me, colleague]));
    listOf(users);
    expect(await screen.findByRole('button', { name: 'Delete Ayşe Kaya' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Okul Yönetici' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Okul Yönetici' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New' })).toBeTruthy();
  });
});
