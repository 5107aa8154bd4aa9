import { describe, expect, it } from 'vitest';
import { inputDbProblem, translateDbError } from './db-errors.ts';
import { Problem } from './problem.ts';

/** What drizzle throws: the driver's error, with its SQLSTATE, as the cause. */
const wrapped = (code: string): Error => Object.assign(new Error('Failed query'), { cause: { code } });

const answer = (error: unknown): unknown => {
  try {
    return translateDbError(error);
  } catch (thrown) {
    return thrown;
  }
};

describe('translateDbError', () => {
  it.each(['40P01', '40001'])('answers a deadlock or serialization failure (%s) with 409, never 500', (code) => {
    const problem = answer(wrapped(code));
    expect(problem).toBeInstanceOf(Problem);
    expect((problem as Problem).status).toBe(409);
    expect((problem as Problem).detailKey).toBe('errors.concurrent_change');
  });

  it('rethrows any other error as it was', () => {
    const error = wrapped('XX000');
    expect(answer(error)).toBe(error);
  });
});

describe('database errors caused by input', () => {
  it.each(['22P02', '22003', '22021', '22P05', '22001', '22007', '22008', '54000', '54001'])('%s is a 400', (code) => {
    expect(inputDbProblem(wrapped(code))).toMatchObject({ status: 400, detailKey: 'errors.bad_value' });
  });
  it.each(['40P01', '23505', '57014', '08006'])('%s is not the caller’s input', (code) => {
    expect(inputDbProblem(wrapped(code))).toBeUndefined();
    expect(inputDbProblem(new Error('plain'))).toBeUndefined();
  });
});
