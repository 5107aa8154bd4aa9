import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

/* Issue 35: staff act as someone for a reason and a time they choose, never longer than the server's limit. */
describe('the impersonation dialog', () => {
  it('asks why and for how long, 30 minutes unless a shorter time is chosen', async () => {
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ReasonDialog name="Deniz Öğrenci" problem={undefined} onSubmit={onSubmit} onClose={() => undefined} />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  The parent cannot find the homework page  ' },
    });
    expect(within(dialog).getByRole('combobox', { name: 'For how long' }).textContent).toBe('30 minutes');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'For how long' }));
    fireEvent.click(await screen.findByRole('option', { name: '15 minutes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'The parent cannot find the homework page', minutes: 15 });
  });
});
