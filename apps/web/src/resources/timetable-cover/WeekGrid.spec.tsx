import { ThemeProvider, createTheme } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TimetableWeek } from '../../api/timetable-cover.ts';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { WeekGrid } from './WeekGrid.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await changeLanguage('en');
});

/** A window as wide as a desktop's (`wide`) or a phone's: MUI's breakpoints ask `matchMedia`. */
const screenWidth = (wide: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: wide,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );

/** Derslik 101's week: 10-A's lesson on Wednesday, a parents' meeting booked on Thursday, Friday off. */
const week: TimetableWeek = {
  view: 'room',
  title: 'Derslik 101',
  timeZone: 'Europe/Istanbul',
  days: ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'],
  lessons: [
    {
      id: 5,
      date: '2027-03-10',
      enterTime: '10:00:00',
      exitTime: '10:40:00',
      classId: 3,
      batchId: null,
      className: '10-A',
      teacherId: 9,
      teacherName: 'Ayşe Kaya',
      subject: 'Matematik',
      roomName: 'Fen Lab',
      covered: false,
    },
  ],
  bookings: [
    {
      id: 7,
      date: '2027-03-11',
      startTime: '11:00:00',
      endTime: '11:40:00',
      purpose: 'Veli toplantısı',
      kind: 'meeting',
      bookedByName: 'Tülay Öğretmen',
    },
  ],
  daysOff: [{ date: '2027-03-12', title: 'Bahar şenliği' }],
};

const renderWeek = () =>
  render(
    <ThemeProvider theme={createTheme()}>
      <I18nextProvider i18n={i18n}>
        <WeekGrid week={week} />
      </I18nextProvider>
    </ThemeProvider>,
  );

describe('a room’s week', () => {
  it('shows a booking in the grid apart from the lessons: marked, by its purpose, with its kind and who booked it', () => {
    screenWidth(true);
    const { container } = renderWeek();
    const row = screen.getByRole('row', { name: /11:00–11:40/ });
    const booking = container.querySelector('[data-booking="7"]');
    expect(booking).not.toBeNull();
    expect(row.contains(booking)).toBe(true);
    const cell = within(booking as HTMLElement);
    expect(cell.getByText('Booking')).toBeTruthy();
    expect(cell.getByText('Veli toplantısı')).toBeTruthy();
    expect(cell.getByText('Meeting · Booked by Tülay Öğretmen')).toBeTruthy();
    // The lesson keeps its own row and look, without the booking's mark.
    const lesson = container.querySelector('[data-lesson="5"]') as HTMLElement;
    expect(screen.getByRole('row', { name: /10:00–10:40/ }).contains(lesson)).toBe(true);
    expect(within(lesson).queryByText('Booking')).toBeNull();
    expect(within(lesson).getByText('Matematik · 10-A')).toBeTruthy();
    // Where it is taught, after who teaches it.
    expect(lesson.textContent).toBe('Matematik · 10-AAyşe Kaya · Fen Lab');
  });

  it('names a school holiday under its day', () => {
    screenWidth(true);
    renderWeek();
    const friday = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.includes('March 12'));
    expect(friday?.textContent).toContain('Day off · Bahar şenliği');
  });

  it('lists the booking under its day on a phone, the day named in Arabic, the booker’s name isolated', async () => {
    screenWidth(false);
    await changeLanguage('ar');
    const { container } = renderWeek();
    expect(screen.queryByRole('table')).toBeNull();
    const thursday = new Intl.DateTimeFormat('ar-AE-u-nu-latn', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date('2027-03-11T00:00:00Z'));
    const day = screen.getByRole('region', { name: thursday });
    const booking = container.querySelector('[data-booking="7"]') as HTMLElement;
    expect(day.contains(booking)).toBe(true);
    expect(within(day).getByText('11:00–11:40')).toBeTruthy();
    expect(within(booking).getByText('حجز')).toBeTruthy();
    expect(booking.textContent).toContain('\u2068Tülay Öğretmen\u2069');
    expect(booking.textContent).not.toContain('meeting');
  });
});
