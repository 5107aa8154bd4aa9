import { randomUUID } from 'node:crypto';
import {
  admissionInterviews,
  checkFormAnswers,
  formSettings,
  formSubmissions,
  forms,
  MAX_FORM_FILE_BYTES,
  readFormFields,
  schools,
  seasons,
  type FormAnswer,
  type FormField,
  type RowOf,
  type Violation,
} from '@kampus/contract';
import { enforceRateLimit } from '../../core/rate-limit.ts';
import { conflict, notFound, unprocessable } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { safeFileName, sniffDocumentType } from '../students/student-document-file.operation.ts';

interface PublicForm {
  form: RowOf<typeof forms>;
  setting: RowOf<typeof formSettings>;
  fields: FormField[];
}

/** The form a public link names: its setting must still hold the link (removing it is a 404 at once). */
const formOfToken = async (db: Db, token: string): Promise<PublicForm> => {
  const store = system(db);
  const setting = await store.of(formSettings).first({ publicToken: token });
  if (!setting || !setting.publicLink) throw notFound();
  const form = await store.of(forms).first({ id: setting.form });
  if (!form || !form.isActive) throw notFound();
  return { form, setting, fields: readFormFields(form.fields).fields };
};

/** Whether a public link's page has a form behind it (the page itself is the web app's). */
export const publicFormPageExists = async (db: Db, token: string): Promise<boolean> => {
  // Tokens are base64url; anything else (a malformed escape, a NUL) names no form.
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) return false;
  return formOfToken(db, token).then(
    () => true,
    () => false,
  );
};

/** The school's wall clock now, as `YYYY-MM-DD HH:mm:ss` (how end dates and submission times are kept). */
const nowAtSchool = async (db: Db, school: number): Promise<string> => {
  const clock = await schoolClock(db, school);
  return `${clock.date} ${clock.time.length === 5 ? `${clock.time}:00` : clock.time}`;
};

/** Seconds from one wall-clock time to another of the same zone (both read alike, so the zone cancels out). */
const secondsBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`)) / 1000);

/** Seconds left before the form closes (its end date, on the school's clock), or null when it has none. */
const secondsLeft = async (
  db: Db,
  form: RowOf<typeof forms>,
  setting: RowOf<typeof formSettings>,
): Promise<number | null> =>
  setting.endDate ? Math.max(0, secondsBetween(await nowAtSchool(db, form.school), setting.endDate)) : null;

/** What the public page shows; nothing of the school beyond its name and logo, nothing of other submissions but their count. */
export const readPublicForm = async (db: Db, token: string) => {
  const { form, setting, fields } = await formOfToken(db, token);
  const left = await secondsLeft(db, form, setting);
  const school = await system(db).of(schools).first({ id: form.school });
  const count = setting.showTotalApplicationCount
    ? await system(db).of(formSubmissions).count({ form: form.id })
    : null;
  return {
    title: form.title,
    description: form.description,
    formType: form.formType ?? 'general',
    fields: fields.map(({ mapsTo: _internal, ...field }) => field),
    settings: {
      showHeader: setting.showHeader ?? true,
      showSchoolLogo: setting.showSchoolLogo ?? true,
      showSchoolName: setting.showSchoolName ?? true,
      showFormName: setting.showFormName ?? true,
      showCountdown: setting.showCountdown ?? false,
      showTotalApplicationCount: setting.showTotalApplicationCount ?? false,
      showFooter: setting.showFooter ?? true,
    },
    school: { title: school?.title ?? '', logo: school?.logo ?? null },
    endDate: setting.endDate,
    secondsLeft: left,
    open: left === null || left > 0,
    applicationCount: count,
    maxFileBytes: MAX_FORM_FILE_BYTES,
  };
};

interface UploadedFile {
  name: string;
  data: string;
}

export interface CheckedFile {
  key: string;
  name: string;
  type: string;
  size: number;
  bytes: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Each file of a file question: base64, not empty, within the size limit, a PDF or an image by its bytes. */
const checkFiles = async (
  fields: readonly FormField[],
  files: Record<string, UploadedFile>,
): Promise<{ files: CheckedFile[]; violations: Violation[] }> => {
  const violations: Violation[] = [];
  const checked: CheckedFile[] = [];
  for (const field of fields) {
    const file = files[field.key];
    if (field.type !== 'file' || !file) continue;
    const at = `files.${field.key}`;
    if (!BASE64.test(file.data)) {
      violations.push({ propertyPath: at, message: 'validation.invalid' });
      continue;
    }
    const bytes = Buffer.from(file.data, 'base64');
    const type = await sniffDocumentType(bytes);
    if (bytes.length === 0) violations.push({ propertyPath: at, message: 'files.empty' });
    else if (bytes.length > MAX_FORM_FILE_BYTES) violations.push({ propertyPath: at, message: 'forms.file_too_large' });
    else if (!type) violations.push({ propertyPath: at, message: 'files.document_type' });
    else checked.push({ key: field.key, name: safeFileName(file.name, type), type, size: bytes.length, bytes });
  }
  return { files: checked, violations };
};

/** The next weekday after `days` days, as YYYY-MM-DD: a proposed interview day that staff move as they like. */
const weekdayAfter = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * A pre-registration's admission interview, in the school's default season: the applicant and
 * guardian as answered, proposed for 10:00 three weekdays on, status scheduled.
 */
const createInterview = async (
  tx: Db,
  form: RowOf<typeof forms>,
  fields: readonly FormField[],
  answers: Record<string, unknown>,
  submissionId: number,
): Promise<number | null> => {
  const store = system(tx);
  const season = await store.of(seasons).first({ school: form.school, isDefault: true });
  if (!season) return null;
  const mapped: Record<string, string> = {};
  for (const field of fields) {
    const value = answers[field.key];
    if (field.mapsTo && typeof value === 'string') mapped[field.mapsTo] = value;
  }
  const interview = await store.of(admissionInterviews).insert({
    school: form.school,
    season: season.id,
    applicantName: (mapped.applicantName ?? '').slice(0, 100),
    applicantLastName: (mapped.applicantLastName ?? '').slice(0, 100),
    guardianName: mapped.guardianName?.slice(0, 150) ?? null,
    guardianPhone: mapped.guardianPhone?.slice(0, 50) ?? null,
    guardianEmail:
      mapped.guardianEmail && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mapped.guardianEmail)
        ? mapped.guardianEmail.toLowerCase()
        : null,
    interviewDate: weekdayAfter(3),
    interviewTime: '10:00',
    interviewStatus: 'scheduled',
    interviewNotes: `${form.title} (#${submissionId})`,
  });
  return interview.id;
};

export interface SubmitInput {
  token: string;
  language: string;
  ip: string;
  answers: Record<string, unknown>;
  files: Record<string, UploadedFile>;
  perIpHour: number;
}

/**
 * One submission of a public form. Counted against the address first (429 past the limit), then
 * checked whole (422 naming every question at fault), then stored in one transaction with its
 * files and, for a pre-registration, its admission interview: all or nothing.
 */
export const submitPublicForm = async (db: Db, files: FileStore, input: SubmitInput) => {
  const { form, setting, fields } = await formOfToken(db, input.token);
  await enforceRateLimit(db, { bucket: 'public-form-ip', limit: input.perIpHour, windowMinutes: 60 }, input.ip);
  if ((await secondsLeft(db, form, setting)) === 0) throw conflict('forms.closed');
  const checkedFiles = await checkFiles(fields, input.files);
  // A file that came but is refused is named for what is wrong with it, not as missing.
  const checkedAnswers = checkFormAnswers(fields, input.answers, (key) => key in input.files);
  const violations = [...checkedAnswers.violations, ...checkedFiles.violations];
  if (violations.length > 0) throw unprocessable(violations);
  return storeSubmission(db, files, form, fields, checkedAnswers.answers, checkedFiles.files, input.language);
};

/**
 * Stores a checked submission in one transaction with its files and, for a pre-registration,
 * its admission interview: all or nothing. (The public page's path, and the demo's.)
 */
export const storeSubmission = (
  db: Db,
  files: FileStore,
  form: RowOf<typeof forms>,
  fields: readonly FormField[],
  answers: Record<string, FormAnswer>,
  checkedFiles: readonly CheckedFile[],
  language: string,
): Promise<{ id: number; submittedAt: string }> =>
  inTransaction(db, async (tx) => {
    const store = system(tx).of(formSubmissions);
    const stored = checkedFiles.map((file) => ({
      ...file,
      storageKey: `form-submissions/${form.school}/${form.id}/${randomUUID()}.${file.type}`,
    }));
    const row = await store.insert({
      school: form.school,
      form: form.id,
      answers,
      files: Object.fromEntries(
        stored.map((file) => [
          file.key,
          { name: file.name, type: file.type, size: file.size, storageKey: file.storageKey },
        ]),
      ),
      language,
      submittedAt: await nowAtSchool(tx, form.school),
    });
    const interview =
      form.formType === 'pre_registration' ? await createInterview(tx, form, fields, answers, row.id) : null;
    if (interview !== null) await store.update(row.id, { admissionInterview: interview });
    // Last: a file that cannot be stored rolls the submission back (a file without a row is only litter).
    for (const file of stored) await files.put(file.storageKey, file.bytes, 'application/octet-stream');
    return { id: row.id, submittedAt: row.submittedAt };
  });
