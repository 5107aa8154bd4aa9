import { wallClock } from '@kampus/contract/resources';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseStudent } from '../../api/school-life.ts';
import { sessionStore } from '../../api/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { RoleHome } from './RoleHome.tsx';
import { renderWithProviders } from '../../test-support/providers.tsx';

/*
 * Each kind of user's home against a fetch stand-in for the server: what the person sees
 * (figures, lessons with their register links, a child's day and the switch between children)
 * and that nothing is offered that their menu does not hold.
 */
const ZONE = 'Europe/Istanbul';
const today = wallClock(ZONE).date;
const school = {
  id: 1,
  title: 'Demo High School',
  type: 'school',
  parent: null,
  timezone: ZONE,
  seasons: [{ id: 5, isDefault: true, gradingTerms: [] }],
};
const member = (studentId: number, name: string) => ({
  id: studentId * 10,
  term: '/api/grading_terms/1',
  student: { id: studentId, name, lastName: 'Öğrenci', studentNumber: null, school: '/api/schools/1', isActive: '1' },
});
const lesson = (
  id: number,
  classId: number,
  title: string,
  enter: string,
  exit: string,
  students = [member(1, 'Deniz')],
) => ({
  id,
  school: '/api/schools/1',
  season: '/api/seasons/5',
  teacherId: 6,
  scheduleDate: today,
  enterTime: enter,
  exitTime: exit,
  isDone: false,
  isDoneAttendance: '0',
  classTypeId: null,
  classBranchId: null,
  classId: { id: classId, title, students },
});

const stubServer = (userType: number, answers: Record<string, unknown>) => {
  const calls: string[] = [];
  const base: Record<string, unknown> = {
    '/api/users/me-uuid': { id: 6, name: 'Ayşe', lastName: 'Öğretmen', userType: `/api/user_types/${userType}` },
    '/en/users/me-uuid/schools': [school],
    '/en/users/me-uuid/schools/1/menus': [
      {
        id: 1,
        title: 'menu.students',
        label: 'Students',
        url: null,
        icon: null,
        position: 1,
        children: [
          { id: 2, title: 'menu.student_list', label: 'Student list', url: '/student', icon: null, position: 1 },
          { id: 3, title: 'menu.student_tags', label: 'Student tags', url: '/student/tags', icon: null, position: 2 },
        ],
      },
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      const path = url.split('?')[0] ?? '';
      const body = answers[path] ?? base[path];
      return Promise.resolve(
        new Response(JSON.stringify(body ?? { title: 'Not found' }), {
          status: body === undefined ? 404 : 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
};

const renderHome = () => renderWithProviders(<RoleHome />);

beforeAll(async () => {
  await initI18n();
  // Each home is a chunk of its own (RoleHome loads it lazily): compiled here once, so the first
  // test waits for its screen rather than for the compiler.
  await Promise.all([import('./StaffHome.tsx'), import('./TeacherHome.tsx'), import('./FamilyHome.tsx')]);
});
beforeEach(() => {
  sessionStore.signIn('token-1', 'me-uuid');
  sessionStore.setSchool(1, 5);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  chooseStudent(null);
  sessionStore.signOut();
});

describe('the staff home', () => {
  it("shows today's figures, the lessons just taken and the shortcuts of the user's own menu", async () => {
    const calls = stubServer(3, {
      '/api/home/today': {
        date: today,
        time: '10:05',
        figures: { students: 40, present: 37, absent: 3, lessons: 6, lessonsWithoutAttendance: 1 },
        recentLessons: [
          { scheduleId: 9, enterTime: '09:30', exitTime: '10:10', classTitle: '9-A', teacherName: 'Ayşe Öğretmen' },
        ],
      },
    });
    renderHome();
    const figures = await screen.findByRole('list', { name: "Today's figures" });
    expect(within(figures).getByText('Absent today').previousSibling?.textContent).toBe('3');
    expect(within(figures).getByText('Students').previousSibling?.textContent).toBe('40');
    expect(within(figures).getByText('Lessons without attendance').previousSibling?.textContent).toBe('1');
    // Each value isolated, so right-to-left text never turns "9-A" into "A-9".
    expect(screen.getByText('\u20689-A\u2069, \u2068Ayşe Öğretmen\u2069')).toBeTruthy();
    expect(screen.getByText('09:30–10:10')).toBeTruthy();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    await waitFor(() => expect(within(shortcuts).getByRole('link', { name: 'Student list' })).toBeTruthy());
    expect(within(shortcuts).getByRole('link', { name: 'Student list' }).getAttribute('href')).toBe('/student');
    // Attendance and classes are not in this user's menu: no shortcut to them.
    expect(within(shortcuts).getAllByRole('link')).toHaveLength(1);
    expect(calls.find((url) => url.startsWith('/api/home/today'))).toBeDefined();
  });

  it('says so when the figures cannot be loaded', async () => {
    stubServer(3, {});
    renderHome();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('the release notes', () => {
  const notes = {
    '/api/recent_updates.json': [{ id: 1, title: 'Version 2.4', publishedAt: '2026-11-01', body: 'New reports.' }],
  };
  const figures = { '/api/home/today': { date: today, time: '10:05', figures: {}, recentLessons: [] } };

  it('are not on a school administrator’s home, nor asked for', async () => {
    const calls = stubServer(3, { ...notes, ...figures });
    renderHome();
    await screen.findByRole('list', { name: "Today's figures" });
    expect(screen.queryByText('Version 2.4')).toBeNull();
    expect(calls.some((url) => url.startsWith('/api/recent_updates'))).toBe(false);
  });

  it('end a superadmin’s home', async () => {
    const admin = { id: 6, name: 'Ada', lastName: 'Admin', userType: '/api/user_types/1', isSuperadmin: true };
    stubServer(1, { ...notes, ...figures, '/api/users/me-uuid': admin });
    renderHome();
    expect(await screen.findByText('Version 2.4')).toBeTruthy();
  });
});

describe("the teacher's home", () => {
  it("lists today's lessons without seconds, each with its register, and the next lesson", async () => {
    const calls = stubServer(6, {
      '/api/schedules.json': [
        lesson(11, 3, '9-A', '00:00:00', '23:58:00'),
        lesson(12, 4, '10-B', '23:58:00', '23:59:00'),
      ],
    });
    renderHome();
    const list = await screen.findByRole('region', { name: "Today's lessons" });
    expect(within(list).getByText('9-A')).toBeTruthy();
    expect(within(list).getByText('00:00–23:58')).toBeTruthy();
    const take = within(list).getByRole('link', { name: 'Take attendance: 9-A 00:00' });
    expect(take.getAttribute('href')).toBe(`/attendance/register?classId=3&date=${today}&scheduleId=11`);
    const next = screen.getByRole('region', { name: 'Next lesson' });
    expect(within(next).getByText('9-A')).toBeTruthy();
    const asked = calls.find((url) => url.startsWith('/api/schedules.json')) ?? '';
    expect(asked).toContain(`scheduleDate=${today}`);
    expect(asked).toContain('teacherId=6');
  });

  it('offers "Open the register" instead of "Take attendance" on a lesson already taken', async () => {
    const taken = { ...lesson(13, 5, '11-A', '00:00:00', '00:01:00'), isDoneAttendance: '1' };
    stubServer(6, { '/api/schedules.json': [taken, lesson(14, 3, '9-A', '23:58:00', '23:59:00')] });
    renderHome();
    const list = await screen.findByRole('region', { name: "Today's lessons" });
    const open = await within(list).findByRole('link', { name: 'Open the register: 11-A 00:00' });
    expect(open.getAttribute('href')).toBe(`/attendance/register?classId=5&date=${today}&scheduleId=13`);
    expect(within(list).queryByRole('link', { name: /^Take attendance: 11-A/ })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Take attendance: 9-A 23:58' })).toBeTruthy();
  });

  it('says when there are no lessons today', async () => {
    stubServer(6, { '/api/schedules.json': [] });
    renderHome();
    expect(await screen.findByText('No lessons today.')).toBeTruthy();
    expect(screen.getByText('No more lessons today.')).toBeTruthy();
  });
});

describe("a parent's home", () => {
  const deniz = member(1, 'Deniz').student;
  const ege = member(2, 'Ege').student;
  const answers = {
    '/en/users/me-uuid/student': deniz,
    '/en/users/me-uuid/students': { students: [deniz, ege], parentName: 'Pelin Veli' },
    '/api/schedules.json': [
      lesson(21, 3, '9-A', '08:30:00', '09:10:00', [member(1, 'Deniz')]),
      lesson(22, 4, '10-B', '08:30:00', '09:10:00', [member(2, 'Ege')]),
    ],
    '/api/attendances.jsonld': {
      'hydra:member': [
        {
          id: 5,
          student: '/api/students/1',
          scheduleId: 21,
          enterTime: '08:30:00',
          exitTime: '09:10:00',
          attendanceDate: today,
          attendanceType: null,
        },
      ],
      'hydra:totalItems': 1,
    },
  };

  it("shows the active child's timetable and attendance of today, and switches to the other child", async () => {
    const calls = stubServer(9, answers);
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: "Deniz Öğrenci's day" })).toBeTruthy();
    const timetable = await screen.findByRole('region', { name: "Today's timetable" });
    await waitFor(() => expect(within(timetable).getByText('9-A')).toBeTruthy());
    expect(within(timetable).queryByText('10-B')).toBeNull();
    expect(within(timetable).getByText('08:30–09:10')).toBeTruthy();
    expect(within(timetable).queryByRole('link', { name: /Take attendance/ })).toBeNull();
    const attendance = screen.getByRole('region', { name: "Today's attendance" });
    await waitFor(() => expect(within(attendance).getByText('Present')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Ege Öğrenci' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Ege Öğrenci's day" })).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: "Today's timetable" })).getByText('10-B')).toBeTruthy(),
    );
    expect(calls.some((url) => url.startsWith('/api/home/today'))).toBe(false);
  });

  it("titles each of today's lessons by its subject, with the class, room and teacher under it", async () => {
    const maths = {
      ...lesson(23, 3, '9-A', '09:20:00', '10:00:00', [member(1, 'Deniz')]),
      refNames: { course: 'Mathematics 9', teacherId: 'Ayşe Öğretmen', room: 'Lab 1' },
    };
    stubServer(9, { ...answers, '/api/schedules.json': [maths] });
    renderHome();
    const timetable = await screen.findByRole('region', { name: "Today's timetable" });
    const item = await within(timetable).findByRole('listitem');
    expect(within(item).getByText('Mathematics 9')).toBeTruthy();
    expect(item.textContent).toContain('09:20–10:00 · 9-A · Lab 1 · Ayşe Öğretmen');
  });

  it('tells a parent with no linked student so', async () => {
    stubServer(9, { '/en/users/me-uuid/students': { students: [], parentName: 'Pelin Veli' } });
    renderHome();
    expect(await screen.findByText('No student is linked to your account.')).toBeTruthy();
  });
});
