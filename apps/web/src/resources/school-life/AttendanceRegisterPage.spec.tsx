import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRegister } from '../../api/attendance-register.ts';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { AttendanceRegisterPage } from './AttendanceRegisterPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  signOutTest();
  await changeLanguage('en');
});

/** A register with no lesson that day: what is asked for is the point here, not the sheet. */
const emptyRegister = (group: { class?: string; batch?: string }): AttendanceRegister => ({
  class: group.class ? { id: 4, title: group.class } : null,
  batch: group.batch ? { id: 31, title: group.batch } : null,
  date: '2026-11-23',
  lessons: [],
  scheduleId: null,
  editable: true,
  types: [],
  lines: [],
});

const renderPage = (
  batches: { id: number; title: string }[],
  path = '/attendance/register?date=2026-11-23',
  classesAfter = 0,
) => {
  const asked: string[] = [];
  signInAs({ id: 2, audience: 'teacher' }, async (url) => {
    if (url.startsWith('/api/classes.json')) {
      await new Promise((resolve) => setTimeout(resolve, classesAfter));
      return jsonAnswer([{ id: 4, title: '9-A' }]);
    }
    if (url.startsWith('/api/batches.json')) return jsonAnswer(batches);
    if (url.startsWith('/api/attendances/register')) {
      asked.push(url);
      const batch = new URL(url, 'http://x').searchParams.get('batch');
      return jsonAnswer(emptyRegister(batch ? { batch: 'Robotics · 1' } : { class: '9-A' }));
    }
    return jsonAnswer([]);
  });
  renderWithProviders(<AttendanceRegisterPage />, { path });
  return asked;
};

describe('the register’s picker', () => {
  it('offers an elective’s sections beside the classes, and opens a section’s register', async () => {
    const asked = renderPage([{ id: 31, title: 'Robotics · 1' }]);
    await screen.findByText(/^9-A has no lesson on /, undefined, { timeout: 10_000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class' }));
    expect(screen.getByText('Classes')).toBeTruthy();
    expect(screen.getByText('Batches and elective sections')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Robotics · 1' }));
    await screen.findByText(/^Robotics · 1 has no lesson on /, undefined, { timeout: 10_000 });
    await waitFor(() => expect(asked.some((url) => url.includes('batch=31') && !url.includes('classId'))).toBe(true));
  });

  it('opens a section’s register from the address, as the week’s link gives it', async () => {
    const asked = renderPage([{ id: 31, title: 'Robotics · 1' }], '/attendance/register?batch=31&date=2026-11-23');
    await screen.findByText(/^Robotics · 1 has no lesson on /, undefined, { timeout: 10_000 });
    expect(asked.every((url) => url.includes('batch=31'))).toBe(true);
  });

  it('opens the first class’s register only, when the sections answer before the classes', async () => {
    const asked = renderPage([{ id: 31, title: 'Robotics · 1' }], undefined, 300);
    await screen.findByText(/^9-A has no lesson on /, undefined, { timeout: 10_000 });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((url) => url.includes('batch='))).toEqual([]);
  });

  it('shows no headings to a school without sections', async () => {
    renderPage([]);
    await screen.findByText(/^9-A has no lesson on /, undefined, { timeout: 10_000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class' }));
    expect(screen.getByRole('option', { name: '9-A' })).toBeTruthy();
    expect(screen.queryByText('Batches and elective sections')).toBeNull();
  });
});
