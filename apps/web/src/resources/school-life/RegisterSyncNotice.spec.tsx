import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConflictNote, OutboxEntry } from '../../api/register-outbox.ts';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { RegisterSyncNotice } from './RegisterSyncNotice.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const TYPES = [
  { id: 1, title: 'Absent', shortCode: 'A', status: 1 },
  { id: 2, title: 'Late', shortCode: 'L', status: 2 },
];

const note: ConflictNote = {
  id: 'uuid-6:7',
  body: { classId: 4, date: '2026-11-23', scheduleId: 7 },
  conflicts: [
    {
      student: { id: 1, name: 'Ali', lastName: 'Yılmaz' },
      yours: { attendanceType: 1, note: null },
      theirs: { attendanceType: 2, note: 'Bus', recorded: true },
      changedBy: 'Ms X',
      changedAt: '2026-11-23T09:12:00.000Z',
    },
    {
      student: { id: 2, name: 'Zeynep', lastName: 'Aydın' },
      yours: { attendanceType: null, note: null },
      theirs: { attendanceType: 1, note: null, recorded: true },
      changedBy: null,
      changedAt: '2026-11-23T09:40:00.000Z',
    },
  ],
};

const pending: OutboxEntry = {
  id: 'uuid-6:7',
  key: 'register-abc',
  userId: 'uuid-6',
  schoolId: 1,
  seasonId: 2,
  body: { ...note.body, marks: [{ student: 1, attendanceType: 1, note: null, from: null }] },
  savedAt: '2026-11-23T09:15:00.000Z',
};

const renderNotice = (props: Partial<Parameters<typeof RegisterSyncNotice>[0]> = {}) => {
  const handlers = { onRetry: vi.fn(), onApplyMine: vi.fn(), onKeepTheirs: vi.fn(), onDiscard: vi.fn() };
  const view = render(
    <RegisterSyncNotice
      register={{ types: TYPES }}
      pending={undefined}
      note={undefined}
      busy={false}
      timeZone="UTC"
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, view };
};

describe('the register’s sync notice', () => {
  it('says a save is on the phone and not yet sent, and sends it on the button', () => {
    const { onRetry } = renderNotice({ pending });
    expect(screen.getByText(/Saved on this phone, not yet sent\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says it was sent once the save has left the outbox', () => {
    const { view, onRetry, onApplyMine, onKeepTheirs, onDiscard } = renderNotice({ pending });
    view.rerender(
      <RegisterSyncNotice
        register={{ types: TYPES }}
        pending={undefined}
        note={undefined}
        busy={false}
        onRetry={onRetry}
        onApplyMine={onApplyMine}
        onKeepTheirs={onKeepTheirs}
        onDiscard={onDiscard}
      />,
    );
    expect(screen.queryByText(/not yet sent/)).toBeNull();
    expect(screen.getByText('The attendance saved on this phone has been sent.')).toBeTruthy();
  });

  it('shows the server’s refusal of a kept save in words', () => {
    renderNotice({ pending: { ...pending, refused: 'The lesson’s day is over.' } });
    expect(
      screen.getByText('The school did not accept the attendance saved on this phone: The lesson’s day is over.'),
    ).toBeTruthy();
  });

  it('offers to discard a refused save only, and discards it once asked twice', () => {
    const { view, onDiscard, onRetry } = renderNotice({ pending });
    // A save waiting for the network is never offered for discarding: it will be sent.
    expect(screen.queryByRole('button', { name: 'Discard it' })).toBeNull();
    view.unmount();
    const refused = renderNotice({ pending: { ...pending, refused: 'The lesson’s day is over.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Discard it' }));
    expect(refused.onDiscard).not.toHaveBeenCalled();
    expect(screen.getByText(/Discard the attendance saved on this phone\? .*The lesson’s day is over\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Send now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(refused.onDiscard).toHaveBeenCalledTimes(1);
    expect(onDiscard).not.toHaveBeenCalled();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('tells each conflict in words, who and when, and that theirs was kept', () => {
    renderNotice({ note });
    expect(screen.getByText('Ali Yılmaz: you marked Absent; Ms X had marked Late at 09:12. Kept theirs.')).toBeTruthy();
    expect(
      screen.getByText('Zeynep Aydın: you marked Present; someone else had marked Absent at 09:40. Kept theirs.'),
    ).toBeTruthy();
  });

  it('applies the teacher’s marks over theirs, starting from what the server holds now', () => {
    const { onApplyMine, onKeepTheirs } = renderNotice({ note });
    fireEvent.click(screen.getByRole('button', { name: 'Apply mine' }));
    expect(onApplyMine).toHaveBeenCalledWith([
      { student: 1, attendanceType: 1, note: null, from: { attendanceType: 2, note: 'Bus' } },
      { student: 2, attendanceType: null, note: null, from: { attendanceType: 1, note: null } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(onKeepTheirs).toHaveBeenCalledTimes(1);
  });

  it('speaks the teacher’s language', async () => {
    await changeLanguage('tr');
    renderNotice({ note, pending });
    expect(screen.getByText(/Bu telefona kaydedildi, henüz gönderilmedi\./)).toBeTruthy();
    expect(
      screen.getByText(
        'Ali Yılmaz: siz Devamsız olarak işaretlediniz; Ms X, saat 09:12 sularında Geç olarak işaretlemişti. Onunki korundu.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Benimkini uygula' })).toBeTruthy();
  });
});
