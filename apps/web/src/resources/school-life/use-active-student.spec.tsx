import { USER_TYPE } from '@kampus/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseStudent } from '../../api/school-life.ts';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { useActiveStudent } from './use-active-student.ts';

afterEach(() => {
  cleanup();
  chooseStudent(null);
  signOutTest();
});

const child = (id: number, name: string) => ({
  id,
  name,
  lastName: 'Öğrenci',
  studentNumber: `H00${id}`,
  school: '/api/schools/1',
  isActive: '1',
});

describe('the active student of a parent', () => {
  it('is the chosen child from the first answer on, never the first child for a moment', async () => {
    // The first child's record answers at once, the list of children a moment later: the order
    // a loaded server gives them in.
    signInAs({ id: 3, audience: 'parent', userTypeId: USER_TYPE.parent }, async (url) => {
      if (url.endsWith('/users/uuid-3/student')) return jsonAnswer(child(11, 'Deniz'));
      if (url.endsWith('/users/uuid-3/students')) {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return jsonAnswer({ students: [child(11, 'Deniz'), child(12, 'Ege')], parentName: 'Veli' });
      }
      return jsonAnswer({}, 404);
    });
    chooseStudent(12);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const seen: number[] = [];
    const { result } = renderHook(
      () => {
        const active = useActiveStudent();
        if (active.student && seen.at(-1) !== active.student.id) seen.push(active.student.id);
        return active;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.student?.id).toBe(12));
    // A profile follows each change of the active student: a flip from 11 to 12 moved it.
    expect(seen).toEqual([12]);
  });
});
