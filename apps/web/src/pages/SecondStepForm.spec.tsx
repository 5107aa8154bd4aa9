import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { SecondStepForm } from './SecondStepForm.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const renderForm = (passkey: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SecondStepForm
        secondStepToken="step"
        passkey={passkey}
        onSignedIn={() => undefined}
        onRestart={() => undefined}
      />
    </I18nextProvider>,
  );

/* A sign-in's second step offered "Use a passkey" to people with none: the prompt could only fail. */
describe('the second step of a sign-in', () => {
  it('offers the passkey to a person who has one', () => {
    renderForm(true);
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
  });

  it('asks only for the code of a person without a passkey', () => {
    renderForm(false);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(screen.getByRole('textbox')).toBeTruthy();
  });
});
