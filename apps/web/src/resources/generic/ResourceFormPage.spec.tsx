import { getResource } from '@kampus/contract/resources';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';

const gradeLevels = getResource('grade_levels');
if (!gradeLevels) throw new Error('contract resource grade_levels missing');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const renderAddForm = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResourceFormPage resource={gradeLevels} basePath="/config/grade-levels" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('the add form', () => {
  it('keeps Save disabled until something changed, and again once the change is undone', async () => {
    renderAddForm();
    expect(saveButton().disabled).toBe(true);
    const title = screen.getByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Grade 10' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(title, { target: { value: '' } });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("still says 'cannot be empty' when a required field is left", async () => {
    renderAddForm();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await act(async () => {
      fireEvent.focus(title);
      fireEvent.blur(title);
    });
    await waitFor(() => expect(screen.getByText('cannot be empty')).toBeTruthy());
  });
});
