import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { PlaceholderNote } from './PlaceholderNote.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const renderNote = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <PlaceholderNote />
    </I18nextProvider>,
  );

describe('the placeholders note of a template form', () => {
  it('lists the English placeholders with what each stands for', () => {
    renderNote();
    expect(screen.getByText('{studentName}')).toBeTruthy();
    expect(screen.getByText(/the total of unpaid installments past their date/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });
  it('lists the Turkish names, in Turkish, to a Turkish reader', async () => {
    await changeLanguage('tr');
    renderNote();
    expect(screen.getByText('{ogrenciAdi}')).toBeTruthy();
    expect(screen.getByText(/velinin adı ve soyadı/)).toBeTruthy();
  });
});
