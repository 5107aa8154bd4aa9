import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);
afterEach(async () => {
  await changeLanguage('en');
});

const ADDRESS = `http://kampus.test/calendar/${'a'.repeat(43)}.ics`;

/** A server holding one feed at most: what the page reads, makes and revokes. */
const feedServer = (children: Record<string, unknown>[] = []) => {
  const calls: string[] = [];
  let createdAt: string | null = null;
  signInAs({ id: 3, audience: 'parent' }, (url, init) => {
    if (url.startsWith('/api/students')) return Promise.resolve(jsonAnswer(children));
    if (!url.startsWith('/api/calendar-feed')) return Promise.resolve(jsonAnswer({}));
    const method = init?.method ?? 'GET';
    calls.push(method);
    if (method === 'POST') {
      createdAt = '2026-12-01 09:30:00';
      return Promise.resolve(jsonAnswer({ active: true, createdAt, url: ADDRESS }, 201));
    }
    if (method === 'DELETE') {
      createdAt = null;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(jsonAnswer({ active: createdAt !== null, createdAt }));
  });
  return calls;
};

describe('the calendar feed on the account page', () => {
  it('makes an address and shows it once, with a way to open it in a calendar application', async () => {
    const calls = feedServer();
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText('You have no calendar address yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a calendar address' }));
    const field = await screen.findByLabelText('Calendar address');
    expect((field as HTMLInputElement).value).toBe(ADDRESS);
    expect(screen.getByText('Here is your calendar address. Copy it now: it will not be shown again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
      `webcal://kampus.test/calendar/${'a'.repeat(43)}.ics`,
    );
    expect(calls).toContain('POST');
  });

  it('asks before stopping the feed, then says the address no longer works', async () => {
    const calls = feedServer();
    renderWithProviders(<CalendarFeedSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop the calendar feed' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls).not.toContain('DELETE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the calendar feed' }));
    await waitFor(() => expect(calls).toContain('DELETE'));
    expect(await screen.findByText('You have no calendar address yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Calendar address')).toBeNull();
  });

  it('offers a parent of two children one calendar for each, from the same address', async () => {
    feedServer([
      { id: 12, name: 'Deniz', lastName: 'Öğrenci' },
      { id: 15, name: 'Ece', lastName: 'Öğrenci' },
    ]);
    renderWithProviders(<CalendarFeedSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    const list = await screen.findByRole('list', { name: 'Or one calendar for each child, from the same address:' });
    expect(within(list).getByRole('link', { name: 'Open Ece Öğrenci’s calendar' }).getAttribute('href')).toBe(
      `webcal://kampus.test/calendar/${'a'.repeat(43)}.ics?student=15`,
    );
    expect(within(list).getByRole('link', { name: 'Open Deniz Öğrenci’s calendar' }).getAttribute('href')).toContain(
      '?student=12',
    );
  });

  it('offers no per-child calendars to a parent of one child', async () => {
    feedServer([{ id: 12, name: 'Deniz', lastName: 'Öğrenci' }]);
    renderWithProviders(<CalendarFeedSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    await screen.findByLabelText('Calendar address');
    expect(screen.queryByRole('link', { name: /Deniz Öğrenci/ })).toBeNull();
  });

  it('speaks Turkish', async () => {
    await changeLanguage('tr');
    feedServer();
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText('Henüz bir takvim adresiniz yok.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Takvim adresi oluştur' })).toBeTruthy();
  });
});
