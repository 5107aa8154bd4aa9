import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'error' | 'helperText'> & {
  /** `current` asks the browser for the saved password; `new` offers to generate and save one. */
  purpose: 'current' | 'new';
  value: string;
  onValueChange: (value: string) => void;
  /** The message under the field; its presence marks the field wrong. */
  problem?: string | undefined;
  /**
   * A note under the field while nothing is wrong ("not needed within 5 minutes"): kept out of the
   * label, which a 390 px phone cuts off after a few words.
   */
  hint?: string | undefined;
};

/**
 * A password input: the current one (credential changes ask for it, docs/security.md) or a new one,
 * with the autocomplete hint password managers act on.
 */
export const PasswordField = ({ purpose, value, onValueChange, problem, hint, ...rest }: PasswordFieldProps) => (
  <TextField
    name={purpose === 'current' ? 'currentPassword' : 'newPassword'}
    autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
    {...rest}
    type="password"
    value={value}
    onChange={(event) => onValueChange(event.target.value)}
    error={problem !== undefined}
    helperText={problem ?? hint}
  />
);
