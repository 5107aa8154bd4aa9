import { getResource } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';
import { paperSizeValues } from './ReportTypeForm.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const resourceNamed = (name: string): Resource => {
  const resource = getResource(name);
  if (!resource) throw new Error(`contract resource ${name} missing`);
  return resource;
};

/** The add form as a school administrator sees it, once it knows who they are (Save shown). */
const renderAddForm = async (name: string, derive?: typeof paperSizeValues) => {
  signInAs({ id: 3, audience: 'school' }, () => jsonAnswer([]));
  renderWithProviders(<ResourceFormPage resource={resourceNamed(name)} basePath="/x" derive={derive} />);
  await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
};

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the report type form', () => {
  it('offers width and height (210 x 297 mm) only once the paper size is custom', { timeout: 20_000 }, async () => {
    await renderAddForm('report_types', paperSizeValues);
    expect(input(/Paper width/).disabled).toBe(true);
    expect(input(/Paper height/).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Paper size/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Custom' }));
    await waitFor(() => expect(input(/Paper width/).disabled).toBe(false));
    expect(input(/Paper height/).disabled).toBe(false);
    expect([input(/Paper width/).value, input(/Paper height/).value]).toEqual(['210', '297']);
    // A fixed size shows its own millimetres, disabled again.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Paper size/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'A5' }));
    await waitFor(() => expect(input(/Paper width/).value).toBe('148'));
    expect(input(/Paper height/).value).toBe('210');
    expect(input(/Paper width/).disabled).toBe(true);
  });
});

describe('the bank account form', () => {
  it('keeps the branch picker waiting for a bank', { timeout: 20_000 }, async () => {
    await renderAddForm('bank_accounts');
    expect((screen.getByRole('combobox', { name: 'Bank branch' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe('the income and expense form', () => {
  it('takes the amount in a number input', { timeout: 20_000 }, async () => {
    await renderAddForm('income_expenses');
    const amount = screen.getByRole('spinbutton', { name: /Amount/ }) as HTMLInputElement;
    expect(amount.type).toBe('number');
    expect(amount.step).toBe('0.01');
  });
});
