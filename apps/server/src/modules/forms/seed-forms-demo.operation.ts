import { randomBytes } from 'node:crypto';
import { formSettings, formSubmissions, forms, readFormFields, schools, type FormField } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { system } from '../../core/repository.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { publicFormPath } from './public-link.operation.ts';
import { storeSubmission } from './public-form.operation.ts';

const FIELDS: FormField[] = [
  { key: 'firstName', type: 'text', label: 'Applicant’s first name', required: true, mapsTo: 'applicantName' },
  { key: 'lastName', type: 'text', label: 'Applicant’s last name', required: true, mapsTo: 'applicantLastName' },
  { key: 'birthDate', type: 'date', label: 'Date of birth', required: true },
  { key: 'grade', type: 'singleChoice', label: 'Grade applied for', required: true, options: ['9', '10', '11', '12'] },
  { key: 'guardian', type: 'text', label: 'Guardian’s name', required: true, mapsTo: 'guardianName' },
  { key: 'phone', type: 'text', label: 'Guardian’s phone', required: true, mapsTo: 'guardianPhone' },
  { key: 'email', type: 'text', label: 'Guardian’s e-mail', mapsTo: 'guardianEmail' },
  {
    key: 'interests',
    type: 'multipleChoice',
    label: 'Interests',
    options: ['Science', 'Sports', 'Music', 'Languages'],
  },
  {
    key: 'notes',
    type: 'longText',
    label: 'Anything we should know?',
    helpText: 'Health, transport, siblings at the school…',
  },
  { key: 'report', type: 'file', label: 'Last school report', helpText: 'PDF or a photo, at most 5 MB' },
  { key: 'consent', type: 'checkbox', label: 'I agree to be contacted about this application', required: true },
];

const SUBMISSIONS: Record<string, string | boolean | string[]>[] = [
  {
    firstName: 'Selin',
    lastName: 'Aydın',
    birthDate: '2011-04-12',
    grade: '9',
    guardian: 'Murat Aydın',
    phone: '+90 532 111 22 33',
    email: 'murat.aydin@example.com',
    interests: ['Science', 'Music'],
    consent: true,
  },
  {
    firstName: 'Kerem',
    lastName: 'Demir',
    birthDate: '2010-09-30',
    grade: '10',
    guardian: 'Elif Demir',
    phone: '+90 533 222 33 44',
    interests: ['Sports'],
    notes: 'His sister is in 11-A.',
    consent: true,
  },
  {
    firstName: 'Zeynep',
    lastName: 'Kaya',
    birthDate: '2011-01-05',
    grade: '9',
    guardian: 'Ahmet Kaya',
    phone: '+90 534 333 44 55',
    email: 'ahmet.kaya@example.com',
    interests: ['Languages'],
    consent: true,
  },
];

/**
 * A public pre-registration form per demo school (README, "Demo data"), with its public link and
 * three submissions, each with the admission interview it made. Idempotent: submissions are
 * added only to a form that has none.
 */
export const seedFormsDemo = async (db: Db, files: FileStore, publicUrl: string): Promise<void> => {
  const store = system(db);
  const demo = await store.of(schools).list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id: school } of demo) {
    const form = await ensureRecord(
      db,
      forms,
      { school, title: 'Pre-registration 2027-2028' },
      {
        formType: 'pre_registration',
        description: 'Apply for a place next year: we will call you to arrange an interview.',
        fields: FIELDS,
      },
    );
    const setting = await store.of(formSettings).first({ form: form.id });
    if (!setting) {
      const token = randomBytes(24).toString('base64url');
      await store.of(formSettings).insert({
        school,
        form: form.id,
        publicLink: `${publicUrl}${publicFormPath(token)}`,
        publicToken: token,
        showCountdown: true,
        endDate: '2027-06-30 17:00:00',
        showTotalApplicationCount: true,
      });
    }
    if ((await store.of(formSubmissions).count({ form: form.id })) > 0) continue;
    const { fields } = readFormFields(form.fields);
    for (const answers of SUBMISSIONS) await storeSubmission(db, files, form, fields, answers, [], 'en');
  }
};
