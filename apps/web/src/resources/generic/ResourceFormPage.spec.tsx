import { getResource } from '@kampus/contract/resources';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';

const gradeLevels = getResource('grade_levels');
if (!gradeLevels) throw new Error('contract resource grade_levels missing');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

/** A school administrator: grade levels are staff's to write. */
const schoolAdmin = { id: 3, audience: 'school' } as const;

const renderAddForm = () => {
  signInAs(schoolAdmin, () => jsonAnswer([]));
  return renderWithProviders(<ResourceFormPage resource={gradeLevels} basePath="/config/grade-levels" />);
};

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('the add form', () => {
  it(
    'keeps Save disabled until something changed, and again once the change is undone',
    { timeout: 20_000 },
    async () => {
      renderAddForm();
      await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
      expect(saveButton().disabled).toBe(true);
      const title = screen.getByRole('textbox', { name: /Title/ });
      fireEvent.change(title, { target: { value: 'Grade 10' } });
      await waitFor(() => expect(saveButton().disabled).toBe(false));
      fireEvent.change(title, { target: { value: '' } });
      await waitFor(() => expect(saveButton().disabled).toBe(true));
    },
  );

  it("still says 'cannot be empty' when a required field is left", async () => {
    renderAddForm();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await act(async () => {
      fireEvent.focus(title);
      fireEvent.blur(title);
    });
    await waitFor(() => expect(screen.getByText('cannot be empty')).toBeTruthy());
  });
});

describe('a new form (the forms resource)', () => {
  it('offers no raw "Questions" text, and its type as labelled choices', { timeout: 20_000 }, async () => {
    const formsResource = getResource('forms');
    if (!formsResource) throw new Error('contract resource forms missing');
    signInAs(schoolAdmin, () => jsonAnswer([]));
    renderWithProviders(<ResourceFormPage resource={formsResource} basePath="/forms" />);
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    expect(screen.queryByRole('textbox', { name: /Questions/ })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Form type|Type/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('General form');
    expect(options).toContain('Pre-registration');
    expect(options).not.toContain('pre_registration');
  });
});

describe('a new report type', () => {
  it('offers what its cards show as labelled choices, and no empty choice for a field with a default', async () => {
    const reportTypes = getResource('report_types');
    if (!reportTypes) throw new Error('contract resource report_types missing');
    signInAs(schoolAdmin, () => jsonAnswer([]));
    renderWithProviders(<ResourceFormPage resource={reportTypes} basePath="/academic/report-types" />);
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /What the card shows of the gradebook/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Course grades and standards',
      'Standards instead of course grades',
      'Course grades only',
    ]);
  });
});

describe('a new lesson of the week (timetable needs)', () => {
  it('says under "Taught together as" and "Taught in parallel as" what to write there', async () => {
    const lessons = getResource('timetable_lessons');
    if (!lessons) throw new Error('contract resource timetable_lessons missing');
    signInAs(schoolAdmin, () => jsonAnswer([]));
    renderWithProviders(<ResourceFormPage resource={lessons} basePath="/timetable/lessons" />);
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    const together = screen.getByRole('textbox', { name: 'Taught together as' });
    expect(together.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedBy(together)).toBe(
      "The same name on each class's lesson: one teacher teaches them together, at once (an elective, a language group).",
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'Taught in parallel as' }))).toBe(
      "The same name on each section's lesson: taught at the same time, each by its own teacher in its own room (an elective block).",
    );
  });
});

describe('the edit form', () => {
  const detail = 'This record was changed by someone else after you opened it. Reload it and make your change again.';

  /** A server whose record is at version "v1" and refuses any change as stale. */
  const stubServer = (
    problem: Record<string, unknown> & { status: number } = { status: 412, title: 'Precondition failed', detail },
  ) => {
    const patches: { ifMatch: string | null; body: unknown }[] = [];
    signInAs(schoolAdmin, (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (init?.method === 'PATCH') {
        patches.push({ ifMatch: headers.get('If-Match'), body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify(problem), {
          status: problem.status,
          headers: { 'content-type': 'application/problem+json' },
        });
      }
      const record = url.startsWith('/api/grade_levels/5')
        ? { id: 5, school: '/api/schools/1', title: 'Grade 9', levelOrder: 9, active: true }
        : {};
      return jsonAnswer(record, 200, { etag: '"v1"' });
    });
    return patches;
  };

  const openAndChange = async () => {
    renderWithProviders(<ResourceFormPage resource={gradeLevels} basePath="/config/grade-levels" id="5" />);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Grade 9'));
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    fireEvent.change(title, { target: { value: 'Grade 9 A' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    return title;
  };

  it('sends the version it loaded as If-Match, and shows why a stale save was refused', async () => {
    const patches = stubServer();
    await openAndChange();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(detail));
    expect(patches).toEqual([{ ifMatch: '"v1"', body: { title: 'Grade 9 A' } }]);
    // Focus goes to the message, not back to the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  it('moves focus to the field a refused save names', async () => {
    stubServer({
      status: 422,
      title: 'Unprocessable',
      violations: [{ propertyPath: 'title', message: 'This value is already used.' }],
    });
    const title = await openAndChange();
    await waitFor(() => expect(screen.getByText('This value is already used.')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(title));
  });
});

describe('fields only staff may set (`writableBy`), for a parent', () => {
  const leaves = getResource('leave_requests');
  if (!leaves) throw new Error('contract resource leave_requests missing');
  const parent = { id: 9, audience: 'parent', userTypeId: 9 } as const;
  const leave = {
    id: 7,
    school: '/api/schools/1',
    season: '/api/seasons/1',
    student: '/api/students/4',
    leaveFrom: '2026-12-04',
    leaveUntil: '2026-12-06',
    leaveReason: 'A family wedding',
    destination: 'Bursa',
    leaveStatus: 'approved',
    decisionNote: 'Back by Sunday 18:00',
  };
  const open = (id?: string) => {
    signInAs(parent, (url) => jsonAnswer(url.startsWith('/api/leave_requests/7') ? leave : []));
    renderWithProviders(<ResourceFormPage resource={leaves} basePath="/dormitories/leaves" {...(id ? { id } : {})} />);
  };

  it("are shown on the child's leave, not editable: the parent reads the warden's decision", async () => {
    open('7');
    const note = (await screen.findByRole('textbox', { name: /Warden’s note/ }, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(note.value).toBe('Back by Sunday 18:00'));
    // Once the caller's kind is known: the record is theirs to read, the note still there.
    await screen.findByText('You can view this record but not change it.');
    const shown = screen.getByRole('textbox', { name: /Warden’s note/ }) as HTMLInputElement;
    expect(shown.value).toBe('Back by Sunday 18:00');
    expect(shown.disabled).toBe(true);
  });

  it('are not offered on a new request', async () => {
    open();
    await screen.findByRole('textbox', { name: /Where to/ }, { timeout: 5000 });
    // Once the caller's kind is known (the form is theirs to fill).
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Where to/ }) as HTMLInputElement).disabled).toBe(false),
    );
    expect(screen.queryByRole('textbox', { name: /Warden’s note/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull();
  });
});
