import { getResource } from '@kampus/contract/resources';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { FieldInput } from './FieldInput.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const rules = getResource('timetable_teacher_rules');
if (!rules?.fields.unavailable) throw new Error('contract field timetable_teacher_rules.unavailable missing');
const unavailable = rules.fields.unavailable;

/** Eight periods every day, and a short Friday of four. */
const PERIODS = [
  ...Array.from({ length: 8 }, (_, index) => ({
    weekday: null,
    periodNumber: index + 1,
    startTime: `${String(8 + index).padStart(2, '0')}:30:00`,
  })),
  ...Array.from({ length: 4 }, (_, index) => ({
    weekday: 5,
    periodNumber: index + 1,
    startTime: `${String(8 + index).padStart(2, '0')}:30:00`,
  })),
];

const renderInput = (value: string, onChange = vi.fn()) => {
  signInAs({ id: 5, audience: 'school' }, (url) =>
    jsonAnswer(url.startsWith('/api/timetable_periods') ? { member: PERIODS, totalItems: PERIODS.length } : []),
  );
  renderWithProviders(
    <FieldInput
      name="unavailable"
      field={unavailable}
      label="Unavailable"
      value={value}
      onChange={onChange}
      onBlur={() => undefined}
    />,
  );
  return onChange;
};

/*
 * Issue 32: a teacher's unavailable periods were typed as `[{"weekday":1,"period":3}]`. The form
 * now ticks them on the school's week: each box named by its day, period and bell time.
 */
describe('a slots field', () => {
  it('is a week of the season’s periods, each slot a named checkbox', async () => {
    renderInput('[{"weekday":1,"period":3}]');
    const monday3 = await screen.findByRole('checkbox', { name: 'Monday, period 3, 10:30' }, { timeout: 10_000 });
    expect((monday3 as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Tuesday, period 3, 10:30' }) as HTMLInputElement).checked).toBe(
      false,
    );
    // The short Friday has four periods; no Saturday.
    expect(screen.getByRole('checkbox', { name: 'Friday, period 4, 11:30' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Friday, period 5/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Saturday/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('ticks and unticks a slot, the value staying the JSON list the server takes', async () => {
    const onChange = renderInput('[{"weekday":1,"period":3}]');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Wednesday, period 1, 08:30' }, { timeout: 10_000 }));
    expect(onChange).toHaveBeenLastCalledWith('[{"weekday":1,"period":3},{"weekday":3,"period":1}]');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday, period 3, 10:30' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
