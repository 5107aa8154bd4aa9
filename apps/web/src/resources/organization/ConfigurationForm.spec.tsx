import { configurationSections } from '@kampus/contract/configuration';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { ConfigurationForm } from './ConfigurationForm.tsx';
import { renderWithProviders } from '../../test-support/providers.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The server of one school: its stored settings, no countries, and the PUT's answer. */
const serve = (stored: { key: string; value: string }[], put?: () => Response) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PUT' && put) return Promise.resolve(put());
      if (url.pathname.endsWith('/configuration'))
        return Promise.resolve(
          Response.json({ configuration: stored, countryId: null, institutionType: 'school', language: null }),
        );
      // The school's discounts, for the sibling discount setting.
      if (url.pathname === '/api/discounts.jsonld')
        return Promise.resolve(
          Response.json({ 'hydra:member': [{ id: 7, discountName: 'Kardeş indirimi' }], 'hydra:totalItems': 1 }),
        );
      // The country list (`/api/countries.json`): none needed here.
      return Promise.resolve(Response.json([]));
    }),
  );
  return calls;
};

const renderForm = () => renderWithProviders(<ConfigurationForm schoolId={3} />);

// A form of 34 inputs takes a few seconds to render in jsdom on a busy machine.
const slow = { timeout: 30_000 };

describe('the grouped settings form', () => {
  it('shows every group with the input each kind of setting calls for, and its help', slow, async () => {
    serve([{ key: 'saveUserLogs', value: '1' }]);
    renderForm();
    const form = await screen.findByRole('form', { name: 'Configuration' });
    const headings = within(form)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Identity',
      'Contact',
      'Location',
      'Appearance',
      'Sign-in and registration',
      'Security',
      'Features',
      'Links and apps',
      'OpenCart store',
      'Enrolment',
    ]);
    expect(headings).toHaveLength(Object.keys(configurationSections).length);
    // A boolean is a switch, stored '1' shows on, with its help read as its description.
    const logs = within(form).getByRole('switch', { name: 'Keep user logs' });
    expect((logs as HTMLInputElement).checked).toBe(true);
    expect(logs.getAttribute('aria-describedby')).toBe('setting-saveUserLogs-help');
    expect(document.getElementById('setting-saveUserLogs-help')?.textContent).toBe(
      'Keep a record of each sign-in and of the pages people open.',
    );
    expect(
      (within(form).getByRole('switch', { name: 'Students may register themselves' }) as HTMLInputElement).checked,
    ).toBe(false);
    // An enumeration is a select; an unset language says which one applies.
    expect(within(form).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(form).getByText(/Default: English\.?$/)).toBeTruthy();
    // E-mails, addresses, phone, date and colour get their own input types.
    const typeOf = (name: string) => (within(form).getByLabelText(name) as HTMLInputElement).type;
    expect(typeOf('Support e-mail')).toBe('email');
    expect(typeOf('Website')).toBe('url');
    expect(typeOf('Phone')).toBe('tel');
    expect(typeOf('Start date')).toBe('date');
    expect(typeOf('Login screen background colour')).toBe('color');
    expect((within(form).getByLabelText('Postal code') as HTMLInputElement).maxLength).toBe(20);
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toBeTruthy();
  });

  it('marks a bad value before sending, then sends only the changed keys', slow, async () => {
    const calls = serve([], () =>
      Response.json({
        configuration: [{ key: 'supportEmail', value: 'help@school.test' }],
        countryId: null,
        institutionType: 'school',
        language: null,
      }),
    );
    renderForm();
    const form = await screen.findByRole('form', { name: 'Configuration' });
    const email = within(form).getByLabelText('Support e-mail');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'help@school.test' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Show branches' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      configuration: [
        { key: 'supportEmail', value: 'help@school.test' },
        { key: 'showBranches', value: '1' },
      ],
    });
  });

  it("shows the server's 422 on the field it names", slow, async () => {
    serve([], () =>
      Response.json(
        {
          title: 'Validation failed',
          detail: 'Validation failed',
          status: 422,
          violations: [
            { propertyPath: 'website', message: 'Enter a web address starting with http:// or https://.', code: 'x' },
          ],
        },
        { status: 422, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    renderForm();
    const form = await screen.findByRole('form', { name: 'Configuration' });
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'https://school.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a web address starting with http:// or https://.')).toBeTruthy();
    expect(within(form).getByLabelText('Website').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe(
      'Nothing was saved: correct the marked fields and save again.',
    );
  });

  it('speaks the user language: Turkish labels, groups and help', slow, async () => {
    await changeLanguage('tr');
    serve([]);
    renderForm();
    const form = await screen.findByRole('form', { name: 'Yapılandırma' });
    expect(within(form).getByRole('heading', { name: 'Güvenlik' })).toBeTruthy();
    expect(within(form).getByText('Okulun şubelerini üst çubukta göster.')).toBeTruthy();
  });

  it("names the sibling discount among the school's discounts, and explains the number pattern", slow, async () => {
    const calls = serve([{ key: 'siblingDiscount', value: '7' }]);
    renderForm();
    const form = await screen.findByRole('form', { name: 'Configuration' });
    const sibling = within(form).getByRole('combobox', { name: 'Sibling discount' });
    await waitFor(() => expect(sibling.textContent).toBe('Kardeş indirimi'));
    const asked = calls.find((call) => call.path === '/api/discounts.jsonld');
    expect(asked).toBeTruthy();
    expect(within(form).getByText(/\{year\}\{seq:4\} gives 20260001/)).toBeTruthy();
  });
});
