import { attendances } from '@kampus/contract/resources';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import type { ApiRecord } from '../../api/types.ts';
import { RefValue } from './columns.tsx';
import { csvRows } from './csv.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const row = (attendanceType: unknown): ApiRecord => ({
  id: 1,
  attendanceDate: '2026-11-27',
  attendanceType,
  refNames: attendanceType === null ? {} : { attendanceType: 'Late' },
});

const cell = (value: unknown) =>
  renderWithProviders(
    <RefValue
      field={attendances.fields.attendanceType}
      target="attendance_types"
      name="attendanceType"
      row={row(value)}
      language={i18n.language === 'tr' ? 'tr' : 'en'}
    />,
  );

describe('an attendance without a type', () => {
  it('reads "Present" in a list cell, never a blank one, in the register’s own word', async () => {
    await changeLanguage('en');
    cell(null);
    expect(screen.getByText('Present')).toBeTruthy();
    cleanup();
    await changeLanguage('tr');
    cell(null);
    expect(screen.getByText('Mevcut')).toBeTruthy();
    await changeLanguage('en');
  });

  it('keeps the type’s name where there is one, and says "Present" in a CSV export too', async () => {
    cell({ id: 2, title: 'Late' });
    expect(screen.getByText('Late')).toBeTruthy();
    const [, first] = csvRows(attendances, [row(null)], 'en', i18n.getFixedT('en'));
    expect(first).toContain('Present');
  });
});
