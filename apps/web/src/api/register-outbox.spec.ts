import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import {
  discardSave,
  enqueue,
  flushOutbox,
  onOutboxChange,
  registerId,
  type Outbox,
  type OutboxEntry,
  type RegisterSave,
} from './register-outbox.ts';
import { memoryStore } from './register-store.ts';

const USER = 'uuid-6';

const body = (marks: RegisterSave['marks']): RegisterSave => ({ classId: 4, date: '2026-11-23', scheduleId: 7, marks });

const absent = body([
  { student: 1, attendanceType: 1, note: null, from: null },
  { student: 2, attendanceType: null, note: null, from: null },
]);

let outbox: Outbox;
beforeEach(() => {
  outbox = { entries: memoryStore(), notes: memoryStore() };
});

const keep = () => enqueue(outbox, { userId: USER, schoolId: 1, seasonId: 2, body: absent });

describe('the register outbox', () => {
  it('keeps a save with its key, school and season, and survives in the store until sent', async () => {
    const entry = await keep();
    expect(entry.id).toBe(registerId(USER, 7));
    expect(entry.key).toMatch(/^register-.{8,}/);
    expect(await outbox.entries.all()).toEqual([expect.objectContaining({ schoolId: 1, seasonId: 2, body: absent })]);
  });

  it('sends each save once, with its own key, and clears it on success', async () => {
    const entry = await keep();
    const send = vi.fn((_sent: OutboxEntry) => Promise.resolve({ conflicts: [] }));
    // `online`, the app's start and the button at once: one send.
    const reports = await Promise.all([
      flushOutbox(outbox, USER, send),
      flushOutbox(outbox, USER, send),
      flushOutbox(outbox, USER, send),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ key: entry.key, body: absent });
    expect(reports[0]).toEqual({ sent: 1, kept: 0, refused: 0 });
    expect(await outbox.entries.all()).toEqual([]);
    expect(await outbox.notes.all()).toEqual([]);
    // Nothing left: a later flush sends nothing.
    await flushOutbox(outbox, USER, send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the save when the network is still down, and sends the same key later', async () => {
    const entry = await keep();
    const down = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await flushOutbox(outbox, USER, down)).toEqual({ sent: 0, kept: 1, refused: 0 });
    expect((await outbox.entries.get(entry.id))?.key).toBe(entry.key);
    const up = vi.fn((_sent: OutboxEntry) => Promise.resolve({ conflicts: [] }));
    await flushOutbox(outbox, USER, up);
    expect(up.mock.calls[0]?.[0].key).toBe(entry.key);
    expect(await outbox.entries.all()).toEqual([]);
  });

  it('keeps a save the server refused, with its reason, rather than dropping the marks', async () => {
    const entry = await keep();
    const refuse = () => Promise.reject(new ApiError(403, { detail: 'The lesson’s day is over.' }));
    expect(await flushOutbox(outbox, USER, refuse)).toEqual({ sent: 0, kept: 0, refused: 1 });
    expect(await outbox.entries.get(entry.id)).toMatchObject({ refused: 'The lesson’s day is over.' });
  });

  it('drops a refused save the teacher discards, tells the screens, and sends nothing of it after', async () => {
    const entry = await keep();
    await flushOutbox(outbox, USER, () => Promise.reject(new ApiError(403, { detail: 'The lesson’s day is over.' })));
    const told = vi.fn();
    const stop = onOutboxChange(told);
    await discardSave(outbox, entry.id);
    stop();
    expect(told).toHaveBeenCalled();
    expect(await outbox.entries.get(entry.id)).toBeUndefined();
    const send = vi.fn((_sent: OutboxEntry) => Promise.resolve({ conflicts: [] }));
    expect(await flushOutbox(outbox, USER, send)).toEqual({ sent: 0, kept: 0, refused: 0 });
    expect(send).not.toHaveBeenCalled();
  });

  it('notes the conflicts a sync met, for the register to show', async () => {
    const entry = await keep();
    const conflict = {
      student: { id: 1, name: 'Ali', lastName: 'Yılmaz' },
      yours: { attendanceType: 1, note: null },
      theirs: { attendanceType: 2, note: null, recorded: true },
      changedBy: 'Ms X',
      changedAt: '2026-11-23T09:12:00.000Z',
    };
    await flushOutbox(outbox, USER, () => Promise.resolve({ conflicts: [conflict] }));
    expect(await outbox.notes.get(entry.id)).toEqual({
      id: entry.id,
      body: { classId: 4, date: '2026-11-23', scheduleId: 7 },
      conflicts: [conflict],
    });
  });

  it('sends only the signed-in user’s saves', async () => {
    await keep();
    const send = vi.fn(() => Promise.resolve({}));
    await flushOutbox(outbox, 'uuid-someone-else', send);
    expect(send).not.toHaveBeenCalled();
    expect(await outbox.entries.all()).toHaveLength(1);
  });

  it('merges a second save of the same register: newer marks, the first read’s `from`, a new key', async () => {
    const first = await keep();
    const second = await enqueue(outbox, {
      userId: USER,
      schoolId: 1,
      seasonId: 2,
      body: body([
        { student: 1, attendanceType: 2, note: null, from: { attendanceType: 1, note: null } },
        { student: 2, attendanceType: 1, note: null, from: null },
      ]),
    });
    expect(second.key).not.toBe(first.key);
    expect(await outbox.entries.all()).toHaveLength(1);
    expect(second.body.marks).toEqual([
      { student: 1, attendanceType: 2, note: null, from: null },
      { student: 2, attendanceType: 1, note: null, from: null },
    ]);
  });
});
