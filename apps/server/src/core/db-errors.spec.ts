import { describe, expect, it } from 'vitest';
import { inputDbProblem } from './db-errors.ts';

/** Drizzle wraps the driver's error: the SQLSTATE sits on a cause. */
const wrapped = (code: string) => new Error('Failed query', { cause: Object.assign(new Error('driver'), { code }) });

describe('database errors caused by input', () => {
  it.each(['22P02', '22003', '22021', '22P05', '22001', '22007', '22008', '54000', '54001'])('%s is a 400', (code) => {
    expect(inputDbProblem(wrapped(code))).toMatchObject({ status: 400, detailKey: 'errors.bad_value' });
  });
  it.each(['40P01', '23505', '57014', '08006'])('%s is not the caller’s input', (code) => {
    expect(inputDbProblem(wrapped(code))).toBeUndefined();
    expect(inputDbProblem(new Error('plain'))).toBeUndefined();
  });
});
