import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signOutTest } from '../../test-support/signed-in.ts';
import { serverAskingForCode, STEP_UP_WHY } from '../../test-support/step-up-server.ts';
import { RetentionRunsPage } from './RetentionRunsPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

/** The server: one scheduled run waiting; a run now is refused until a code steps up. */
const server = () =>
  serverAskingForCode(
    { id: 1, audience: 'headquarters', superadmin: true },
    {
      isAct: (url, init) => url.startsWith('/api/retention-runs') && init?.method === 'POST',
      answer: () => jsonAnswer({ dryRun: false, run: null, forecast: [] }, 202),
      others: (url) =>
        url.startsWith('/api/retention-runs')
          ? jsonAnswer({ runs: [], nextRunAt: '2026-12-01T03:00:00.000Z' })
          : jsonAnswer({}, 404),
    },
  ).acts;

const renderPage = () => renderWithProviders(<RetentionRunsPage />);

describe('the destruction log', () => {
  it('says when the next scheduled run starts', async () => {
    server();
    renderPage();
    expect(await screen.findByText(/^Next scheduled run: .*2026/)).toBeTruthy();
  });

  it('runs now after a confirmation and, when asked, the second factor again', async () => {
    const posted = server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    // Nothing is sent before the person confirms.
    expect(posted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(STEP_UP_WHY)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /code/i }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/The run has started/)).toBeTruthy();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(JSON.parse(posted[1]?.body ?? '{}')).toEqual({ dryRun: false });
  });
});
