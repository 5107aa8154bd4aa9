import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttendanceRegister } from '../../api/attendance-register.ts';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { RegisterSheet } from './RegisterSheet.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const TYPES = [
  { id: 1, title: 'Absent', shortCode: 'A', status: 1 },
  { id: 2, title: 'Late', shortCode: 'L', status: 2 },
  { id: 3, title: 'Excused absence', shortCode: 'E', status: 3 },
  { id: 100, title: 'Unknown', shortCode: 'U', status: 1 },
];

const student = (id: number, name: string, lastName: string) => ({
  id,
  name,
  lastName,
  studentNumber: `H000${id}`,
});

/** As the server answers it: the lines already in order of full name. */
const register = (editable = true): AttendanceRegister => ({
  class: { id: 4, title: '9-A' },
  batch: null,
  date: '2026-11-23',
  lessons: [
    {
      id: 7,
      enterTime: '08:30:00',
      exitTime: '09:10:00',
      teacherId: 6,
      teacherName: 'Ayla Öğretmen',
      isDoneAttendance: '0',
    },
  ],
  scheduleId: 7,
  editable,
  types: TYPES,
  lines: [
    { student: student(3, 'Çağla', 'Demir'), attendanceType: null, note: null, recorded: false },
    { student: student(1, 'Deniz', 'Öğrenci'), attendanceType: 2, note: 'Bus', recorded: true },
    { student: student(2, 'Zeynep', 'Aydın'), attendanceType: null, note: null, recorded: false },
  ],
});

const renderSheet = (data: AttendanceRegister) => renderWithProviders(<RegisterSheet register={data} scheduleId={7} />);

const line = (name: string) => screen.getByRole('group', { name });
const markOf = (name: string) => within(line(name)).getByRole('combobox');

const choose = async (name: string, option: string) => {
  fireEvent.mouseDown(markOf(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** A server that answers the save with the register it was given, and records the bodies. */
const stubServer = (answer: (body: { marks: unknown[] }) => Response) => {
  const bodies: { classId: number; date: string; scheduleId: number; marks: unknown[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as (typeof bodies)[number];
      bodies.push(body);
      return Promise.resolve(answer(body));
    }),
  );
  return bodies;
};

describe('the register sheet', () => {
  it('lists the students in the order the server sorted them, each with its stored mark and note', () => {
    renderSheet(register());
    const names = screen.getAllByRole('group').map((group) => group.getAttribute('data-student'));
    expect(names).toEqual(['Çağla Demir', 'Deniz Öğrenci', 'Zeynep Aydın']);
    expect(markOf('Deniz Öğrenci').textContent).toBe('Late');
    expect(markOf('Çağla Demir').textContent).toBe('Present');
    expect((within(line('Deniz Öğrenci')).getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe(
      'Bus',
    );
    expect(screen.getByText('Present: 2 · Late: 1')).toBeTruthy();
  });

  it('offers present and the server’s attendance types, in the user’s language', async () => {
    renderSheet(register());
    fireEvent.mouseDown(markOf('Zeynep Aydın'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Present', 'Absent', 'Late', 'Excused absence', 'Unknown']);
    cleanup();
    await changeLanguage('tr');
    renderSheet(register());
    fireEvent.mouseDown(markOf('Zeynep Aydın'));
    const turkish = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // The words of every attendance screen (the profile, the pop-up, lists): one vocabulary.
    expect(turkish).toEqual(['Mevcut', 'Devamsız', 'Geç', 'İzinli', 'Bilinmiyor']);
  });

  it('saves every student’s mark and note in one call', async () => {
    const bodies = stubServer(
      () => new Response(JSON.stringify(register()), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderSheet(register());
    await choose('Zeynep Aydın', 'Excused absence');
    fireEvent.change(within(line('Zeynep Aydın')).getByRole('textbox', { name: 'Note' }), {
      target: { value: '  Doctor  ' },
    });
    expect(screen.getByText('Present: 1 · Late: 1 · Excused absence: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      classId: 4,
      date: '2026-11-23',
      scheduleId: 7,
      marks: [
        // Each with the line as read, so a row changed meanwhile is kept rather than overwritten.
        { student: 3, attendanceType: null, note: null, from: null },
        { student: 1, attendanceType: 2, note: 'Bus', from: { attendanceType: 2, note: 'Bus' } },
        { student: 2, attendanceType: 3, note: 'Doctor', from: null },
      ],
    });
  });

  it('shows the server’s refusal of a line on that line', async () => {
    stubServer(
      () =>
        new Response(
          JSON.stringify({
            status: 422,
            title: 'Unprocessable',
            detail: 'marks[1].note: This text is too long.',
            violations: [{ propertyPath: 'marks[1].note', message: 'This text is too long.' }],
          }),
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
    );
    renderSheet(register());
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await within(line('Deniz Öğrenci')).findByText('This text is too long.')).toBeTruthy();
    expect(within(line('Çağla Demir')).queryByText('This text is too long.')).toBeNull();
  });

  it('is read-only, and says why, where the server would refuse the save', () => {
    renderSheet(register(false));
    expect(screen.queryByRole('button', { name: 'Save attendance' })).toBeNull();
    expect(screen.getByText(/Only the lesson's teacher on the lesson's day/)).toBeTruthy();
    expect(markOf('Çağla Demir').getAttribute('aria-disabled')).toBe('true');
  });
});

describe('accommodations on the register', () => {
  it("show a student's accommodations beside the name to their teacher: what to do, never why", async () => {
    const asked: string[] = [];
    signInAs({ id: 6, audience: 'teacher' }, (url) => {
      asked.push(url);
      if (url.startsWith('/api/plan_accommodations.json')) {
        return jsonAnswer([
          {
            id: 31,
            student: '/api/students/1',
            accommodationKind: 'extra_exam_time',
            accommodationDetail: '25% extra time in written exams',
          },
        ]);
      }
      return jsonAnswer({ alerts: [] });
    });
    try {
      renderSheet(register());
      const note = await within(line('Deniz Öğrenci')).findByLabelText('Accommodations', {}, { timeout: 5000 });
      expect(note.textContent).toBe('Extra exam time: 25% extra time in written exams');
      expect(within(line('Zeynep Aydın')).queryByLabelText('Accommodations')).toBeNull();
      // One call for the class's students, by id.
      const call = asked.find((url) => url.startsWith('/api/plan_accommodations.json')) ?? '';
      expect(new URLSearchParams(call.split('?')[1]).getAll('student[]').sort()).toEqual(['1', '2', '3']);
    } finally {
      signOutTest();
    }
  });
});

describe('the register without a network', () => {
  it('keeps the marks on the phone, says so, and sends them once with one key when asked', async () => {
    let online = false;
    const saves: { key: string | null; body: { marks: unknown[] } }[] = [];
    signInAs({ id: 6, audience: 'teacher' }, (url, init) => {
      if (url === '/api/attendances/register' && init?.method === 'PUT') {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        const headers = new Headers(init.headers);
        saves.push({ key: headers.get('Idempotency-Key'), body: JSON.parse(String(init.body)) as { marks: [] } });
        return jsonAnswer({ ...register(), conflicts: [] });
      }
      return jsonAnswer({ alerts: [] });
    });
    try {
      renderSheet(register());
      await choose('Zeynep Aydın', 'Absent');
      fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
      expect(await screen.findByText(/Saved on this phone, not yet sent\./)).toBeTruthy();
      // The marks stay on the screen while they wait.
      expect(markOf('Zeynep Aydın').textContent).toBe('Absent');
      expect(saves).toHaveLength(0);

      // Still offline: the retry keeps them.
      fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText(/not yet sent/)).toBeTruthy();

      online = true;
      fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
      expect(await screen.findByText('The attendance saved on this phone has been sent.')).toBeTruthy();
      expect(saves).toHaveLength(1);
      expect(saves[0]?.key).toMatch(/^register-/);
      expect(saves[0]?.body.marks).toContainEqual({ student: 2, attendanceType: 1, note: null, from: null });
      expect(screen.queryByText(/not yet sent/)).toBeNull();
    } finally {
      signOutTest();
    }
  });
});
