import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClassGradebook } from '../../api/gradebook-grid.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { moveFocus, parseClipboard, parseEntry } from './cell-values.ts';
import { GradebookGridPage } from './GradebookGridPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

const assignment = (id: number, title: string, maxPoints: string) => ({
  id,
  title,
  kind: 'homework' as const,
  dueDate: '2026-10-01',
  maxPoints,
  releasedAt: null,
  gradingCategory: null,
  exam: null,
});

const grid: ClassGradebook = {
  class: { id: 5, title: '9-A', school: 1 },
  course: { id: 3, title: 'Mathematics 9' },
  policy: 1,
  scaleKind: 'one_to_hundred',
  students: [
    { id: 11, name: 'Deniz', lastName: 'Akın', studentNumber: 'H001' },
    { id: 12, name: 'Ege', lastName: 'Bal', studentNumber: 'H002' },
    { id: 13, name: 'Ada', lastName: 'Cem', studentNumber: 'H003' },
  ],
  assignments: [assignment(71, 'Quiz 1', '10.00'), assignment(72, 'Quiz 2', '20.00')],
  scores: [{ id: 100, assignment: 71, student: 11, scoreStatus: 'scored', points: '8.00', comment: null }],
  grades: [
    {
      student: 11,
      percent: '80.00',
      band: { label: '4', gpaPoints: null, passing: true },
      passed: true,
      computed: { percent: '80.00', band: { label: '4', gpaPoints: null, passing: true } },
      override: null,
    },
    { student: 12, percent: null, band: null, passed: null, computed: null, override: null },
    { student: 13, percent: null, band: null, passed: null, computed: null, override: null },
  ],
};

/** How many times the grid was read: a new column shows once it is read again. */
const reads = { count: 0 };

interface Write {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/** One burst the grid sent: its cells and its Idempotency-Key. */
interface Save {
  key: string | null;
  cells: Record<string, unknown>[];
}

/**
 * The page at 9-A / Mathematics 9 with the server stubbed: each save of the grid is recorded (and
 * its cells, in `writes`, as the server would store them), 25 points refused as the server would.
 */
const renderGrid = (
  classes: Record<string, unknown>[] = [{ id: 5, title: '9-A' }],
  schools: Record<string, unknown>[] = [],
  data: ClassGradebook = grid,
) => {
  const writes: Write[] = [];
  const saves: Save[] = [];
  reads.count = 0;
  signInAs({ id: 4, audience: 'teacher' }, (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'PUT' && url.startsWith('/api/classes/5/gradebook/scores')) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { cells: Record<string, unknown>[] };
      saves.push({ key: new Headers(init?.headers).get('Idempotency-Key'), cells: body.cells });
      const refused = body.cells.flatMap((cell, index) =>
        cell.points === '25'
          ? [
              {
                propertyPath: `cells[${index}].points`,
                message: 'At most 20.00 points: the assignment is out of 20.00.',
              },
            ]
          : [],
      );
      if (refused.length > 0) return jsonAnswer({ title: 'Unprocessable', violations: refused }, 422);
      for (const cell of body.cells) writes.push({ method, url, body: cell });
      return jsonAnswer({ cells: body.cells.map((cell, index) => ({ ...cell, id: 200 + index })) });
    }
    if (method === 'POST' && url === '/api/assignments') {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      writes.push({ method, url, body });
      if (body.maxPoints === '0')
        return jsonAnswer(
          { title: 'Unprocessable', violations: [{ propertyPath: 'maxPoints', message: 'Must be at least 0.01.' }] },
          422,
        );
      return jsonAnswer({ id: 90, ...body }, 201);
    }
    if (url.startsWith('/api/grading_categories.jsonld'))
      return jsonAnswer({
        member: [
          { id: 7, title: 'Homework' },
          { id: 8, title: 'Exams' },
        ],
        totalItems: 2,
      });
    if (url.startsWith('/api/classes/5/gradebook')) {
      reads.count += 1;
      return jsonAnswer(data);
    }
    if (url.startsWith('/api/classes.jsonld')) return jsonAnswer({ member: classes, totalItems: classes.length });
    if (url.startsWith('/api/schools.jsonld')) return jsonAnswer({ member: schools, totalItems: schools.length });
    if (url.startsWith('/api/courses.jsonld'))
      return jsonAnswer({ member: [{ id: 3, title: 'Mathematics 9' }], totalItems: 1 });
    return jsonAnswer([]);
  });
  renderWithProviders(<GradebookGridPage />, { path: '/gradebook?class=5&course=3' });
  return Object.assign(writes, { saves });
};

const cell = (table: HTMLElement, row: number, col: number) => {
  const found = table.querySelector<HTMLElement>(`td[data-row="${row}"][data-col="${col}"]`);
  if (!found) throw new Error(`no cell ${row},${col}`);
  return found;
};

/** Types a value into the focused cell as a person does: the first key opens it, the rest go to its input. */
const typeInto = (table: HTMLElement, row: number, col: number, value: string, commit = 'Enter') => {
  fireEvent.keyDown(cell(table, row, col), { key: value[0] });
  const input = within(cell(table, row, col)).getByRole('textbox');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: commit });
};

describe('the gradebook grid', () => {
  it('is an ARIA grid: students by row, assignments by column, the course grade last, one cell in the tab order', async () => {
    renderGrid();
    const table = await screen.findByRole('grid', { name: 'Scores of 9-A in Mathematics 9' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Deniz Akın', 'Ege Bal', 'Ada Cem']);
    expect(within(table).getAllByRole('columnheader')[1]?.textContent).toContain('Quiz 1');
    expect(within(table).getAllByRole('columnheader')[1]?.textContent).toContain('out of 10');
    expect(cell(table, 0, 0).textContent).toBe('8');
    expect(table.querySelectorAll('td[tabindex="0"]')).toHaveLength(1);
    expect(cell(table, 0, 0).getAttribute('aria-selected')).toBe('true');
    expect(within(table).getByText('80.00% · 4')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\/api\/|\b100\b/);
  });

  it('takes scores by keyboard: Enter saves and goes down, a code marks excused, arrows and Tab move', async () => {
    const writes = renderGrid();
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    fireEvent.click(cell(table, 0, 0));
    typeInto(table, 0, 0, '9.5');
    // The cell is saved with the exact decimal string typed, through the grid's save.
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      url: '/api/classes/5/gradebook/scores?course=3',
      body: { assignment: 71, student: 11, scoreStatus: 'scored', points: '9.5' },
    });
    expect(document.activeElement).toBe(cell(table, 1, 0));
    typeInto(table, 1, 0, 'E');
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]?.body).toEqual({
      assignment: 71,
      student: 12,
      scoreStatus: 'excused',
      points: null,
      comment: null,
    });
    expect(document.activeElement).toBe(cell(table, 2, 0));
    fireEvent.keyDown(cell(table, 2, 0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell(table, 2, 1));
    fireEvent.keyDown(cell(table, 2, 1), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell(table, 1, 1));
    typeInto(table, 1, 1, '17', 'Tab');
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]?.body).toMatchObject({ assignment: 72, student: 12, points: '17' });
    // At the last column Tab stays (the save done); Escape leaves a cell as it was; Delete clears a stored score.
    expect(document.activeElement).toBe(cell(table, 1, 1));
    fireEvent.click(cell(table, 0, 0));
    fireEvent.keyDown(cell(table, 0, 0), { key: '7' });
    fireEvent.keyDown(within(cell(table, 0, 0)).getByRole('textbox'), { key: 'Escape' });
    expect(cell(table, 0, 0).textContent).toBe('9.5');
    fireEvent.keyDown(cell(table, 0, 0), { key: 'Delete' });
    await waitFor(() => expect(writes).toHaveLength(4));
    expect(writes[3]?.body).toMatchObject({ assignment: 71, student: 11, scoreStatus: null });
  });

  it('opens the selected cell’s comment with Shift+F2, the cell staying where it was, and saves it on that cell', async () => {
    const writes = renderGrid();
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    // No score, no comment: the key does nothing on an empty cell.
    fireEvent.click(cell(table, 1, 1));
    fireEvent.keyDown(cell(table, 1, 1), { key: 'F2', shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(cell(table, 0, 0));
    fireEvent.keyDown(cell(table, 0, 0), { key: 'F2', shiftKey: true });
    expect(within(table).queryByRole('textbox')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: /^Comment for Deniz Akın on / });
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Well argued.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ assignment: 71, student: 11, points: '8', comment: 'Well argued.' });
    expect(cell(table, 0, 0).getAttribute('aria-selected')).toBe('true');
  });

  it('shows an exam’s column read-only: typing, Delete, a comment or a pasted block never write its cells', async () => {
    const midterm = { ...assignment(72, 'Midterm', '40.00'), kind: 'exam' as const, exam: 40 };
    const writes = renderGrid(undefined, undefined, {
      ...grid,
      assignments: [assignment(71, 'Quiz 1', '10.00'), midterm],
    });
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    expect(within(table).getAllByRole('columnheader')[2]?.textContent).toContain('From the exam');
    expect(cell(table, 0, 1).getAttribute('aria-readonly')).toBe('true');
    expect(cell(table, 0, 0).getAttribute('aria-readonly')).toBeNull();
    fireEvent.click(cell(table, 0, 1));
    fireEvent.keyDown(cell(table, 0, 1), { key: '5' });
    expect(within(table).queryByRole('textbox')).toBeNull();
    fireEvent.keyDown(cell(table, 0, 1), { key: 'Delete' });
    fireEvent.keyDown(cell(table, 0, 1), { key: 'F2', shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(cell(table, 1, 0));
    fireEvent.paste(cell(table, 1, 0), { clipboardData: { getData: () => '6\t30\r\n' } });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ assignment: 71, student: 12, points: '6' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(writes).toHaveLength(1);
  });

  it('pastes a block copied from a spreadsheet from the focused cell', async () => {
    const writes = renderGrid();
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    fireEvent.click(cell(table, 1, 0));
    fireEvent.paste(cell(table, 1, 0), { clipboardData: { getData: () => '6\t12,5\r\n7\t18\r\n' } });
    await waitFor(() => expect(writes).toHaveLength(4));
    const posted = writes.map((write) => [write.body.student, write.body.assignment, write.body.points]);
    expect(posted).toEqual(
      expect.arrayContaining([
        [12, 71, '6'],
        [12, 72, '12.5'],
        [13, 71, '7'],
        [13, 72, '18'],
      ]),
    );
    // Shown as it reads back: the comma as the point.
    expect(cell(table, 1, 1).textContent).toBe('12.5');
    // The block is one save, repeatable by its key.
    expect(writes.saves).toHaveLength(1);
    expect(writes.saves[0]?.key).toMatch(/^grid-/);
  });

  it('sends again the cells of a save that were not refused, the refused one keeping its message', async () => {
    const writes = renderGrid();
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    fireEvent.click(cell(table, 0, 1));
    fireEvent.paste(cell(table, 0, 1), { clipboardData: { getData: () => '25\n5' } });
    await waitFor(() => expect(writes.saves).toHaveLength(2));
    expect(writes.saves[0]?.cells.map((sent) => sent.points)).toEqual(['25', '5']);
    expect(writes.saves[1]?.cells).toEqual([
      { assignment: 72, student: 12, scoreStatus: 'scored', points: '5', comment: null },
    ]);
    await waitFor(() => expect(cell(table, 0, 1).getAttribute('aria-invalid')).toBe('true'));
    expect(cell(table, 0, 1).textContent).toContain('At most 20.00 points');
    expect(cell(table, 1, 1).getAttribute('aria-invalid')).not.toBe('true');
    expect(writes.map((write) => write.body.points)).toEqual(['5']);
  });

  it('shows the server’s refusal on the cell, keeps what was typed, and never sends what is not a number', async () => {
    const writes = renderGrid();
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    fireEvent.click(cell(table, 0, 1));
    typeInto(table, 0, 1, '25');
    await waitFor(() => expect(cell(table, 0, 1).getAttribute('aria-invalid')).toBe('true'));
    expect(cell(table, 0, 1).textContent).toContain('25');
    expect(cell(table, 0, 1).textContent).toContain('At most 20.00 points');
    fireEvent.click(cell(table, 0, 1));
    // The cell's save state, one of the page's two live regions (the other tells of new work).
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'Not saved: At most 20.00 points: the assignment is out of 20.00.',
    );
    typeInto(table, 0, 1, '1.234');
    expect(writes.saves).toHaveLength(1);
    expect(writes).toHaveLength(0);
    expect(cell(table, 0, 1).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a large class in the grid', () => {
  /** 30 students by 30 assignments: more than the grid's first screen (24 × 24) both ways. */
  const large = (): ClassGradebook => {
    const students = Array.from({ length: 30 }, (_, i) => ({
      id: 1000 + i,
      name: `Pupil${i + 1}`,
      lastName: 'Test',
      studentNumber: `L${i + 1}`,
    }));
    return {
      ...grid,
      students,
      assignments: Array.from({ length: 30 }, (_, k) => assignment(2000 + k, `Work ${k + 1}`, '20.00')),
      scores: [{ id: 1, assignment: 2029, student: 1029, scoreStatus: 'scored', points: '19.00', comment: null }],
      grades: students.map((student) => ({
        student: student.id,
        percent: null,
        band: null,
        passed: null,
        computed: null,
        override: null,
      })),
    };
  };

  it('shows every student, every column and the course grades once drawn, and the keyboard reaches the last cell', async () => {
    renderGrid(undefined, undefined, large());
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    // The rest is drawn after the first screen is painted, in a transition: under a loaded suite
    // that takes longer than the default second.
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(30), { timeout: 10_000 });
    expect(cell(table, 29, 29).textContent).toBe('19');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(32);
    expect(headers.at(-1)?.textContent).toBe('Course grade');
    fireEvent.click(cell(table, 0, 0));
    for (let row = 0; row < 29; row += 1) fireEvent.keyDown(cell(table, row, 0), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell(table, 29, 0));
  });
});

describe('the grid’s class picker', () => {
  it('names the school of each of two classes of one name (a teacher of two schools’ 9-A), and no other', async () => {
    renderGrid(
      [
        { id: 5, title: '9-A', school: '/api/schools/1' },
        { id: 9, title: '9-A', school: '/api/schools/2' },
        { id: 6, title: '10-B', school: '/api/schools/1' },
      ],
      [
        { id: 1, title: 'Demo High School' },
        { id: 2, title: 'Demo Middle School' },
      ],
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Class' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['9-A · Demo High School', '9-A · Demo Middle School', '10-B']),
    );
  });
});

describe('the grid’s cell values', () => {
  const codes = { excused: 'E', missing: 'M' };
  it('reads points as exact strings and codes as statuses', () => {
    expect(parseEntry('2.675', codes, null)).toBe('invalid');
    expect(parseEntry('2,67', codes, null)).toEqual({ scoreStatus: 'scored', points: '2.67', comment: null });
    expect(parseEntry('m', codes, 'late')).toEqual({ scoreStatus: 'missing', points: null, comment: 'late' });
    expect(parseEntry(' ', codes, null)).toBeNull();
    expect(parseClipboard('1\t2\n3\t4\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  it('mirrors left and right in a right-to-left language', () => {
    const size = { rows: 3, cols: 3 };
    expect(moveFocus({ row: 1, col: 1 }, 'left', size, false)).toEqual({ row: 1, col: 0 });
    expect(moveFocus({ row: 1, col: 1 }, 'left', size, true)).toEqual({ row: 1, col: 2 });
    expect(moveFocus({ row: 2, col: 2 }, 'down', size, true)).toEqual({ row: 2, col: 2 });
  });
});

describe('new work from the grid', () => {
  it("adds an assignment to the grid's class and course without asking for them, and reads the grid again", async () => {
    const writes = renderGrid();
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    const before = reads.count;
    fireEvent.click(screen.getByRole('button', { name: 'New work' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work for 9-A in Mathematics 9' });
    // Nothing of the school, class or course to choose: they are the grid's.
    expect(within(dialog).queryByLabelText(/School|Class|Course/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: ' Fractions test ' } });
    fireEvent.change(within(dialog).getByLabelText(/Points possible/), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2026-12-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Refused on the field the server names; the dialog stays with what was typed.
    expect(await within(dialog).findByText('Must be at least 0.01.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Points possible/), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/“Fractions test” added/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = writes.filter((write) => write.url === '/api/assignments');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      school: 1,
      class: 5,
      course: 3,
      title: 'Fractions test',
      kind: 'homework',
      gradingCategory: null,
      dueDate: '2026-12-10',
      maxPoints: '40',
      description: null,
    });
    await waitFor(() => expect(reads.count).toBeGreaterThan(before));
  });

  it("offers the course policy's categories by name, and sends the one chosen", async () => {
    const writes = renderGrid();
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'New work' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Midterm' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Grading category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No category', 'Homework', 'Exams']);
    fireEvent.click(screen.getByRole('option', { name: 'Exams' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Kind/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Exam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByText(/“Midterm” added/);
    expect(writes.find((write) => write.url === '/api/assignments')?.body).toMatchObject({
      title: 'Midterm',
      kind: 'exam',
      gradingCategory: 8,
      maxPoints: '100',
    });
  });
});
