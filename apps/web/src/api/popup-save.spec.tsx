import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../test-support/signed-in.ts';
import { useSavePopup } from './attendance-register.ts';
import type { Outbox, RegisterSave } from './register-outbox.ts';
import { memoryStore } from './register-store.ts';

afterEach(cleanup);
afterEach(signOutTest);

const register: RegisterSave = {
  classId: 4,
  date: '2026-11-22',
  scheduleId: 7,
  marks: [{ student: 10, attendanceType: 100, note: null, from: null }],
};
const items = [{ scheduleId: 7, student: '/api/students/10', attendanceType: '/api/attendance_types/100' }];

/** The pop-up's save as a button, against an outbox in memory; the server as `answer` says. */
const renderSave = (answer: () => Response | Promise<Response>) => {
  const outbox: Outbox = { entries: memoryStore(), notes: memoryStore() };
  const posted: unknown[] = [];
  const done = vi.fn();
  const failed = vi.fn();
  signInAs({ id: 6, audience: 'teacher' }, (url, init) => {
    if (url === '/api/attendances/bulk' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return answer();
    }
    return jsonAnswer([]);
  });
  const Harness = () => {
    const save = useSavePopup(outbox);
    return (
      <button type="button" onClick={() => save.mutate({ items, register }, { onSuccess: done, onError: failed })}>
        Save
      </button>
    );
  };
  renderWithProviders(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { outbox, posted, done, failed };
};

describe('the quick-attendance pop-up’s save', () => {
  it('posts the marks through the bulk call when the server answers, keeping nothing on the phone', async () => {
    const { outbox, posted, done } = renderSave(() => jsonAnswer({ items: [] }, 201));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(done.mock.calls[0]?.[0]).toEqual({ sent: true });
    expect(posted).toEqual([{ items }]);
    expect(await outbox.entries.all()).toEqual([]);
  });

  it('keeps the marks on the phone as the lesson’s register save, with a key of its own, when there is no network', async () => {
    const { outbox, done } = renderSave(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(done.mock.calls[0]?.[0]).toEqual({ sent: false });
    const kept = await outbox.entries.all();
    expect(kept).toEqual([expect.objectContaining({ id: 'uuid-6:7', userId: 'uuid-6', body: register })]);
    expect(kept[0]?.key).toMatch(/^register-.{8,}/);
  });

  it('keeps nothing when the server refuses: the refusal is the pop-up’s error', async () => {
    const { outbox, failed } = renderSave(() =>
      jsonAnswer({ title: 'Forbidden', detail: 'Not your lesson.' }, 403, {
        'content-type': 'application/problem+json',
      }),
    );
    await waitFor(() => expect(failed).toHaveBeenCalled());
    expect(await outbox.entries.all()).toEqual([]);
  });
});
