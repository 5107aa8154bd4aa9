import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-check.ts';

describe('passwordProblem', () => {
  it('asks for a password first', () => {
    expect(passwordProblem('', '')).toBe('app.cannot_be_empty');
  });

  it.each(['Sh!rt1a', 'alllower!1', 'ALLUPPER!1', 'NoDigits!!', 'NoSpecial12'])(
    'refuses %s by the rule',
    (password) => {
      expect(passwordProblem(password, password)).toBe('validation.password_rule');
    },
  );

  it('takes eight characters with every kind', () => {
    expect(passwordProblem('Sh!rt1ab', 'Sh!rt1ab')).toBeNull();
  });

  it('wants new and confirm to match', () => {
    expect(passwordProblem('Good!pass1', 'Good!pass2')).toBe('login.reset_password.password_no_match');
    expect(passwordProblem('Good!pass1', 'Good!pass1')).toBeNull();
  });
});
