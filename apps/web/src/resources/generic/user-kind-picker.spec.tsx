import { STAFF_BORROWER_KINDS, guardians } from '@kampus/contract/resources';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { FieldInput } from './FieldInput.tsx';
import { RefAutocomplete } from './RefAutocomplete.tsx';
import { renderWithProviders } from '../../test-support/providers.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: user type 9 is the only parent type; the users list answers one parent. */
const serve = () => {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
      asked.push(url);
      const page = (items: object[]) => Response.json({ 'hydra:member': items, 'hydra:totalItems': items.length });
      if (url.pathname.startsWith('/api/user_types')) {
        const kinds = url.searchParams.getAll('loginType[]');
        const types = [
          { id: 9, loginType: 'parent' },
          { id: 3, loginType: 'school' },
          { id: 6, loginType: 'teacher' },
        ];
        return Promise.resolve(Response.json(types.filter((type) => kinds.includes(type.loginType))));
      }
      return Promise.resolve(page([{ id: 41, name: 'Pelin', lastName: 'Veli', email: 'parent@kampus.test' }]));
    }),
  );
  return asked;
};

describe("a guardian's account picker", () => {
  it('asks only for parent accounts, as the field declares', async () => {
    const asked = serve();
    renderWithProviders(
      <FieldInput
        name="user"
        field={guardians.fields.user}
        label="Account"
        value={null}
        onChange={() => undefined}
        onBlur={() => undefined}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Account' }));
    await waitFor(() =>
      expect(
        asked.some(
          (url) => url.pathname.startsWith('/api/users') && url.searchParams.getAll('userType[]').includes('9'),
        ),
      ).toBe(true),
    );
    // Never the whole school's users (students and admins among them).
    const userCalls = asked.filter((url) => url.pathname.startsWith('/api/users'));
    expect(userCalls.length).toBeGreaterThan(0);
    expect(userCalls.filter((url) => !url.searchParams.has('userType[]')).map(String)).toEqual([]);
  });

  it('asks for users of several kinds when given several (the library desk’s staff borrower), never a family', async () => {
    const asked = serve();
    renderWithProviders(
      <RefAutocomplete
        name="staffBorrower"
        target="users"
        label="Member of staff"
        value={null}
        onChange={() => undefined}
        userKind={STAFF_BORROWER_KINDS}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Member of staff' }));
    await waitFor(() => {
      const users = asked.filter((url) => url.pathname.startsWith('/api/users'));
      expect(users.length).toBeGreaterThan(0);
      expect(users.map((url) => url.searchParams.getAll('userType[]').sort())).toContainEqual(['3', '6']);
    });
    expect(
      asked.filter(
        (url) => url.pathname.startsWith('/api/users') && url.searchParams.getAll('userType[]').includes('9'),
      ),
    ).toEqual([]);
  });
});
