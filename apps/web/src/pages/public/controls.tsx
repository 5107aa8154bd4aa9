import { useId, type ReactNode } from 'react';
import { Icon } from './icons.tsx';

export interface PublicTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the input in the error colour, and announced with it. */
  error?: string | undefined;
  /** A button inside the input's end (show password). */
  end?: ReactNode;
}

/** A labelled input (label above, helper text below, linked by `aria-describedby`). */
export const PublicTextField = ({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus,
  required = false,
  disabled = false,
  error,
  end,
}: PublicTextFieldProps) => {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className={error ? 'kp-field kp-field--error' : 'kp-field'}>
      <label className="kp-label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="kp-input-box">
        <input
          id={id}
          className="kp-input"
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        {end}
      </div>
      {error && (
        <p id={helperId} className="kp-helper">
          {error}
        </p>
      )}
    </div>
  );
};

export const PublicAlert = ({ severity, children }: { severity: 'error' | 'success'; children: ReactNode }) => (
  <div className={`kp-alert kp-alert--${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
    <Icon name={severity} />
    <span>{children}</span>
  </div>
);
