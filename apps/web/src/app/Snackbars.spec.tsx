import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../i18n/index.ts';
import { notify } from './notices.ts';
import { Snackbars } from './Snackbars.tsx';

beforeAll(async () => {
  await initI18n({ screens: false });
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const showHost = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Snackbars />
    </I18nextProvider>,
  );

describe('the snackbar messages after a language switch', () => {
  it('says a catalogue text again in the new language and closes a plain one written in the old', async () => {
    showHost();
    act(() => {
      notify({ message: { key: 'login.successful' }, variant: 'success' });
      // Persistent, so that only the switch can close it (the auto-hide's 5 s would, too, within the wait below).
      notify({ message: 'The server refused: quota exceeded', variant: 'error', persist: true });
    });
    await screen.findByText('Login successful!');
    await screen.findByText('The server refused: quota exceeded');

    await act(() => changeLanguage('tr'));
    const turkish = i18n.t('login.successful');
    expect(turkish).not.toBe('Login successful!');
    await screen.findByText(turkish);
    expect(screen.queryByText('Login successful!')).toBeNull();
    // Closed at once, gone once its exit transition has run: waited for as long as a loaded CI machine
    // needs (it was still leaving after waitFor's default second there), not read once.
    await waitFor(() => expect(screen.queryByText('The server refused: quota exceeded')).toBeNull(), {
      timeout: 10_000,
    });
  });
});

describe('a message on the screen', () => {
  it('closes at once by its own button, named in the reader’s language', async () => {
    await changeLanguage('tr');
    showHost();
    act(() => {
      notify({ message: 'Kaydedildi.', variant: 'success', persist: true });
      notify({ message: 'Sunucu reddetti.', variant: 'error', persist: true });
    });
    const saved = (await screen.findByText('Kaydedildi.')).closest<HTMLElement>('.notistack-MuiContent');
    expect(saved).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Mesajı kapat' })).toHaveLength(2);
    fireEvent.click(within(saved!).getByRole('button', { name: 'Mesajı kapat' }));
    await waitFor(() => expect(screen.queryByText('Kaydedildi.')).toBeNull(), { timeout: 10_000 });
    // The other stays: each button closes its own message.
    expect(screen.getByText('Sunucu reddetti.')).toBeTruthy();
  });
});
