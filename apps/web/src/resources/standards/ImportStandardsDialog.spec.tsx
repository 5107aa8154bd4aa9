import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { ImportStandardsDialog } from './ImportStandardsDialog.tsx';

const CSV = 'code,description,subject\nMAT.9.4,Solves quadratic equations,Matematik\nMAT.9.5,Reads graphs,Nothing\n';

/** The dialog with the server stubbed: the first import refused on a line, the second taken. */
const renderDialog = () => {
  const sent: { body: unknown; key: string | null }[] = [];
  signInAs({ id: 4, audience: 'school' }, (url, init) => {
    if (url === '/api/learning_standards/import' && init?.method === 'POST') {
      sent.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
      return sent.length === 1
        ? jsonAnswer(
            {
              title: 'Unprocessable',
              violations: [{ propertyPath: 'rows[1].subject', message: 'No subject has this title.' }],
            },
            422,
          )
        : jsonAnswer({ created: 1, updated: 1 });
    }
    return jsonAnswer([]);
  });
  const onClose = vi.fn();
  renderWithProviders(<ImportStandardsDialog school={3} onClose={onClose} />);
  return { sent, onClose };
};

const choose = (text: string) =>
  fireEvent.change(screen.getByTestId('standards-csv'), {
    target: { files: [new File([text], 'standards.csv', { type: 'text/csv' })] },
  });

describe('importing standards from CSV', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(cleanup);
  afterEach(signOutTest);

  it('names each refused line of the file and closes only once the file is taken', async () => {
    const { sent, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Import learning standards from a CSV file' });
    const send = screen.getByRole('button', { name: 'Import' });
    expect(send).toHaveProperty('disabled', true);
    choose(CSV);
    await screen.findByText('standards.csv');
    fireEvent.click(send);
    // rows[1] is the file's third line: the header is the first.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported.');
    expect(alert.textContent).toContain('Line 3, subject: No subject has this title.');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent[0]?.body).toEqual({ school: 3, csv: CSV });
    fireEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toMatch(/^standards-/);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(dialog).toBeTruthy();
  });
});
