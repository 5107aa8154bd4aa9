import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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

/** A public form: named by its heading, the title, with the intro under it; the fields are the children. */
export const PublicForm = ({
  title,
  intro,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h1 id={titleId} className="kp-title">
        {title}
      </h1>
      <p className="kp-muted">{intro}</p>
      {children}
    </form>
  );
};

export const PublicAlert = ({ severity, children }: { severity: 'error' | 'success'; children: ReactNode }) => (
  <div className={`kp-alert kp-alert--${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
    <Icon name={severity} />
    <span>{children}</span>
  </div>
);

/**
 * A public form's main button: while `busy` it shows a spinner, is disabled, and a line below says
 * what is happening (`busyText`, announced as a status).
 */
export const PublicSubmit = ({
  label,
  busy,
  busyText,
  disabled = busy,
}: {
  label: string;
  busy: boolean;
  busyText?: string;
  disabled?: boolean;
}) => (
  <>
    <button type="submit" className="kp-button kp-button--contained kp-button--large" disabled={disabled}>
      {busy && <span className="kp-spinner" aria-hidden="true" />}
      {label}
    </button>
    {busy && busyText !== undefined && (
      <p role="status" className="kp-status">
        {busyText}
      </p>
    )}
  </>
);

/** The links under a public form, in the order given (back to sign-in last). */
export const PublicLinks = ({ links }: { links: readonly { to: string; label: string }[] }) => (
  <div className="kp-links">
    {links.map((link) => (
      <RouterLink key={link.to} className="kp-link" to={link.to}>
        {link.label}
      </RouterLink>
    ))}
  </div>
);

/** The eye button inside a password input's end: shows the typed password as text and hides it again. */
const ShowPasswordButton = ({ shown, onToggle }: { shown: boolean; onToggle: () => void }) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="kp-icon-button"
      aria-label={shown ? t('ui.login.hide_password') : t('ui.login.show_password')}
      aria-pressed={shown}
      onClick={onToggle}
    >
      <Icon name={shown ? 'visibilityOff' : 'visibility'} />
    </button>
  );
};

/**
 * A password input that can show what was typed. `shown` is the caller's, not the field's: a
 * confirmation field follows the eye button of the field above it, and only the field given
 * `onToggle` carries the button.
 */
export const PublicPasswordField = ({
  shown,
  onToggle,
  ...field
}: Omit<PublicTextFieldProps, 'type' | 'end'> & { shown: boolean; onToggle?: () => void }) => (
  <PublicTextField
    {...field}
    type={shown ? 'text' : 'password'}
    end={onToggle && <ShowPasswordButton shown={shown} onToggle={onToggle} />}
  />
);
