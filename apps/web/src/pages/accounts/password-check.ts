import { PASSWORD_RULE } from '@kampus/contract/resource';

/**
 * The spec's password rule (8+ characters, upper case, lower case, a number, a special
 * character) and the new/confirm match, checked before anything is sent. The server checks
 * the rule again. Answers a catalogue key, or null when the pair is good.
 */
export const passwordProblem = (password: string, confirm: string): string | null => {
  if (!password) return 'app.cannot_be_empty';
  if (!PASSWORD_RULE.test(password)) return 'validation.password_rule';
  if (password !== confirm) return 'login.reset_password.password_no_match';
  return null;
};
