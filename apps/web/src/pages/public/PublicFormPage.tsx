import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { usePublicForm, useSubmitPublicForm, type PublicForm, type PublicSubmission } from '../../api/forms.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert } from './controls.tsx';
import './public-form.css';

type Field = PublicForm['fields'][number];
type Answers = Record<string, string | boolean | string[]>;

/** Reads a chosen file as base64 (the submission carries its bytes; the server checks them). */
const readBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Whole days and the rest as HH:MM:SS, for the countdown. */
const countdown = (seconds: number): { days: number; time: string } => {
  const rest = seconds % 86_400;
  const time = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return { days: Math.floor(seconds / 86_400), time };
};

const useCountdown = (initial: number | null | undefined): number | null => {
  const [left, setLeft] = useState<number | null>(initial ?? null);
  useEffect(() => {
    setLeft(initial ?? null);
    if (initial === null || initial === undefined) return undefined;
    const started = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, initial - Math.floor((Date.now() - started) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [initial]);
  return left;
};

/** A question's help text and its error, each with the id its input is described by. */
const FieldNotes = ({
  help,
  helpId,
  error,
  errorId,
}: {
  help: string | null | undefined;
  helpId: string;
  error: string | undefined;
  errorId: string;
}) => (
  <>
    {help && (
      <p id={helpId} className="kp-muted kp-help">
        {help}
      </p>
    )}
    {error && (
      <p id={errorId} className="kp-helper">
        {error}
      </p>
    )}
  </>
);

/** One question as an input of its kind, with its label, help text and error. */
const Question = ({
  field,
  value,
  file,
  error,
  disabled,
  onChange,
  onFile,
}: {
  field: Field;
  value: string | boolean | string[] | undefined;
  file: File | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string | boolean | string[]) => void;
  onFile: (file: File | undefined) => void;
}) => {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const described = [field.helpText ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  const label = (
    <>
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
    </>
  );
  let input;
  switch (field.type) {
    case 'longText':
      input = (
        <textarea
          {...common}
          className="kp-input kp-textarea"
          rows={4}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'number':
    case 'date':
    case 'text':
      input = (
        <div className="kp-input-box">
          <input
            {...common}
            className="kp-input"
            type={field.type === 'text' ? 'text' : field.type}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            value={String(value ?? '')}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      );
      break;
    case 'singleChoice':
      input = (
        <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={described} className="kp-choices">
          {(field.options ?? []).map((option) => (
            <label key={option} className="kp-choice">
              <input
                type="radio"
                name={field.key}
                value={option}
                checked={value === option}
                disabled={disabled}
                onChange={() => onChange(option)}
              />
              {option}
            </label>
          ))}
        </div>
      );
      break;
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? value : [];
      input = (
        <div role="group" aria-labelledby={`${id}-label`} aria-describedby={described} className="kp-choices">
          {(field.options ?? []).map((option) => (
            <label key={option} className="kp-choice">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                disabled={disabled}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                }
              />
              {option}
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'checkbox':
      return (
        <div className={error ? 'kp-field kp-field--error' : 'kp-field'}>
          <label className="kp-choice">
            <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            {label}
          </label>
          <FieldNotes help={field.helpText} helpId={helpId} error={error} errorId={errorId} />
        </div>
      );
    case 'file':
      input = (
        <div className="kp-file">
          <input
            {...common}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          {file && <span className="kp-muted">{file.name}</span>}
        </div>
      );
      break;
    default:
      input = null;
  }
  return (
    <div className={error ? 'kp-field kp-field--error' : 'kp-field'}>
      <label
        className="kp-label"
        id={`${id}-label`}
        htmlFor={field.type === 'singleChoice' || field.type === 'multipleChoice' ? undefined : id}
      >
        {label}
      </label>
      {input}
      <FieldNotes help={field.helpText} helpId={helpId} error={error} errorId={errorId} />
    </div>
  );
};

/**
 * /public/forms/{token}: a school's public form, outside the login, in the visitor's language
 * (the language menu of the public frame), mobile first. The server checks everything again;
 * the page checks required answers and the file size first, so a visitor hears at once.
 */
export const PublicFormPage = () => {
  const { t } = useTranslation();
  const { token } = useParams();
  const form = usePublicForm(token);
  const submit = useSubmitPublicForm(token);
  const [answers, setAnswers] = useState<Answers>({});
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const left = useCountdown(form.data?.secondsLeft);
  usePageTitle(form.data?.title ?? t('ui.public_form.title'));

  if (form.isPending)
    return (
      <PublicShell width={640}>
        <p className="kp-status" role="status">
          {t('ui.public_form.loading')}
        </p>
      </PublicShell>
    );
  if (form.isError || !form.data) {
    const missing = form.error instanceof ApiError && form.error.status === 404;
    return (
      <PublicShell width={640}>
        <h1 className="kp-title">{t('ui.public_form.not_found_title')}</h1>
        <p className="kp-muted">
          {missing ? t('ui.public_form.not_found') : errorMessage(form.error, t('app.an_error_occurred'))}
        </p>
      </PublicShell>
    );
  }
  const data = form.data;
  const closed = !data.open || left === 0;
  const disabled = submit.isPending || closed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of data.fields) {
      const value = answers[field.key];
      const file = files[field.key];
      if (field.type === 'file') {
        if (field.required && !file) found[`files.${field.key}`] = t('app.cannot_be_empty');
        else if (file && file.size > data.maxFileBytes)
          found[`files.${field.key}`] = t('ui.public_form.file_too_large');
      } else if (
        field.required &&
        (value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0))
      )
        found[`answers.${field.key}`] = t('app.cannot_be_empty');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: PublicSubmission = { answers, files: {} };
    for (const [key, file] of Object.entries(files))
      body.files[key] = { name: file.name, data: await readBase64(file) };
    await submit.submit(body);
  };
  const serverViolations = submit.error instanceof ApiError ? (submit.error.problem.violations ?? []) : [];
  const shownErrors =
    serverViolations.length > 0 && Object.keys(errors).length === 0
      ? Object.fromEntries(serverViolations.map((v) => [v.propertyPath, v.message]))
      : errors;

  if (submit.isSuccess)
    return (
      <PublicShell width={640}>
        <h1 className="kp-title">{data.title}</h1>
        <PublicAlert severity="success">{t('ui.public_form.thanks')}</PublicAlert>
      </PublicShell>
    );

  return (
    <PublicShell width={640}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="public-form-title"
        className="kp-form"
      >
        {data.settings.showHeader && (
          <div className="kp-form-header">
            {data.settings.showSchoolLogo && data.school.logo && (
              <img src={data.school.logo} alt="" className="kp-form-logo" />
            )}
            {data.settings.showSchoolName && <p className="kp-muted kp-form-school">{data.school.title}</p>}
          </div>
        )}
        <h1 id="public-form-title" className={data.settings.showFormName ? 'kp-title' : 'kp-visually-hidden'}>
          {data.title}
        </h1>
        {data.description && <p className="kp-muted kp-form-description">{data.description}</p>}
        {data.settings.showCountdown && left !== null && (
          <p className="kp-form-badge" role="timer" aria-live="off">
            {closed
              ? t('ui.public_form.closed')
              : countdown(left).days > 0
                ? t('ui.public_form.closes_in_days', countdown(left))
                : t('ui.public_form.closes_in', countdown(left))}
          </p>
        )}
        {data.settings.showTotalApplicationCount && data.applicationCount !== null && (
          <p className="kp-muted">{t('ui.public_form.applications', { count: data.applicationCount })}</p>
        )}
        {submit.isError && serverViolations.length === 0 && (
          <PublicAlert severity="error">{errorMessage(submit.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        {Object.keys(shownErrors).length > 0 && (
          <PublicAlert severity="error">{t('ui.public_form.fix_errors')}</PublicAlert>
        )}
        {data.fields.map((field) => (
          <Question
            key={field.key}
            field={field}
            value={answers[field.key]}
            file={files[field.key]}
            error={shownErrors[field.type === 'file' ? `files.${field.key}` : `answers.${field.key}`]}
            disabled={disabled}
            onChange={(value) => setAnswers((current) => ({ ...current, [field.key]: value }))}
            onFile={(file) =>
              setFiles((current) => {
                const next = { ...current };
                if (file) next[field.key] = file;
                else delete next[field.key];
                return next;
              })
            }
          />
        ))}
        <button type="submit" className="kp-button kp-button--contained kp-button--large" disabled={disabled}>
          {submit.isPending && <span className="kp-spinner" aria-hidden="true" />}
          {t('ui.public_form.submit')}
        </button>
        {data.settings.showFooter && (
          <p className="kp-muted kp-form-footer">{t('ui.public_form.footer', { school: data.school.title })}</p>
        )}
      </form>
    </PublicShell>
  );
};
