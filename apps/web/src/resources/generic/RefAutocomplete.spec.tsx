import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { RefAutocomplete } from './RefAutocomplete.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const teacher = {
  id: 11,
  name: 'Tuna',
  lastName: 'Öğretmen',
  email: 'teacher@kampus.test',
  userType: '/api/user_types/4',
};
const student = {
  id: 12,
  name: 'Deniz',
  lastName: 'Öğrenci',
  email: 'student@kampus.test',
  userType: '/api/user_types/6',
};

/** A server with a teacher type (4) and a student type (6): it narrows users by `userType[]` as the API does. */
const serve = (asked: URL[]) =>
  signInAs({ id: 3, audience: 'school' }, (raw) => {
    const url = new URL(raw, 'http://kampus.test');
    asked.push(url);
    if (url.pathname.startsWith('/api/user_types')) {
      const kinds = url.searchParams.getAll('loginType[]');
      return jsonAnswer(
        [
          { id: 4, loginType: 'teacher' },
          { id: 6, loginType: 'student' },
        ].filter((type) => kinds.includes(type.loginType)),
      );
    }
    const types = url.searchParams.getAll('userType[]');
    const members = [teacher, student].filter(
      (user) => types.length === 0 || types.includes(user.userType.split('/').pop() ?? ''),
    );
    return jsonAnswer({ 'hydra:member': members, 'hydra:totalItems': members.length });
  });

const renderPicker = (userKind?: 'teacher') =>
  renderWithProviders(
    <RefAutocomplete target="users" label="Teacher" value={null} onChange={() => undefined} userKind={userKind} />,
  );

describe('a user picker of a field declared with a user kind', () => {
  it('offers only users of that kind (a student is never offered as a teacher)', async () => {
    const asked: URL[] = [];
    serve(asked);
    renderPicker('teacher');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Teacher' }));
    await screen.findByRole('option', { name: /teacher@kampus.test|Tuna/ }, { timeout: 5000 });
    expect(screen.queryByRole('option', { name: /student@kampus.test|Deniz/ })).toBeNull();
    const list = asked.find((url) => url.pathname.startsWith('/api/users'));
    expect(list?.searchParams.getAll('userType[]')).toEqual(['4']);
  });

  it('offers every user where the field names no kind', async () => {
    serve([]);
    renderPicker();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Teacher' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 5000 });
  });
});
