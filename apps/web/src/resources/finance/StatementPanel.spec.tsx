import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { StatementPanel } from './StatementPanel.tsx';

/*
 * The statement panel on a student's payments tab: the student's own account, and, chosen by one
 * of the student's guardians, the family's (the guardian's children together), each line naming
 * its child. The server's answers are stubbed; what is drawn is what a cashier reads.
 */
const statement = (students: { id: number; name: string }[], lines: unknown[], closing: string) => ({
  students: students.map((child) => ({ ...child, studentNumber: null })),
  from: null,
  to: null,
  opening: '0.00',
  lines,
  debits: closing,
  credits: '0.00',
  closing,
});
const fee = (studentId: number, amount: string, balance: string) => ({
  date: '2026-09-01',
  kind: 'fee',
  studentId,
  text: 'Tuition',
  debit: amount,
  credit: '0.00',
  balance,
  source: `student_fees/${studentId}`,
});

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

describe('the statement of account', () => {
  it("switches from the student's own account to the family's, naming each line's child", async () => {
    const asked: string[] = [];
    signInAs({ id: 5, audience: 'school' }, (url) => {
      asked.push(url.split('?')[0] ?? '');
      if (url.startsWith('/api/guardians') && !url.includes('/statement'))
        return jsonAnswer([{ id: 12, name: 'Ayşe', lastName: 'Kaya' }]);
      if (url.startsWith('/api/students/40/statement'))
        return jsonAnswer(statement([{ id: 40, name: 'Elif Kaya' }], [fee(40, '1000.00', '1000.00')], '1000.00'));
      if (url.startsWith('/api/guardians/12/statement'))
        return jsonAnswer(
          statement(
            [
              { id: 40, name: 'Elif Kaya' },
              { id: 41, name: 'Can Kaya' },
            ],
            [fee(40, '1000.00', '1000.00'), fee(41, '500.00', '1500.00')],
            '1500.00',
          ),
        );
      return jsonAnswer({}, 404);
    });
    renderWithProviders(<StatementPanel studentId={40} />);
    const panel = await screen.findByTestId('statement');
    expect(within(panel).getByRole('heading').textContent).toBe('Statement of account');
    expect((await within(panel).findByTestId('statement-closing')).textContent).toContain('1,000.00');

    fireEvent.mouseDown(await within(panel).findByRole('combobox', { name: 'Statement of' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Family of Ayşe Kaya' }));

    expect(await within(panel).findByText('Can Kaya: Fee: Tuition')).toBeTruthy();
    expect(within(panel).getByText('Elif Kaya: Fee: Tuition')).toBeTruthy();
    expect(within(panel).getByRole('heading').textContent).toBe('Family statement of account');
    expect(within(panel).getByTestId('statement-closing').textContent).toContain('1,500.00');
    expect(asked).toContain('/api/guardians/12/statement');
  });
});
