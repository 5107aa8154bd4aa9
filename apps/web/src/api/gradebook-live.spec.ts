import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshGridOf } from './gradebook-grid.ts';
import { gradebookClasses } from './mail.ts';

describe('another teacher’s save, heard on the event stream', () => {
  it('names the classes of the stream’s gradebook events, and nothing of a broken one', () => {
    expect(
      gradebookClasses([
        { event: 'gradebook', data: '{"class":5}' },
        { event: 'mail', data: '{"id":9}' },
        { event: 'gradebook', data: 'not json' },
        { event: 'gradebook', data: '{"class":"5"}' },
      ]),
    ).toEqual([5]);
  });

  it('reads again the open grids of that class only', async () => {
    const client = new QueryClient();
    const grid = (classId: number, course: number) => [
      'assignment_scores',
      'class-gradebook',
      1,
      2,
      'en',
      classId,
      course,
    ];
    for (const key of [grid(5, 3), grid(5, 4), grid(6, 3), ['assignment_scores', 'list']]) client.setQueryData(key, {});
    await refreshGridOf(client, 5);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([grid(5, 3), grid(5, 4)]);
  });
});
