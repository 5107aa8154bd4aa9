import { formSettings, forms, readFormFields, type Violation } from '@kampus/contract';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { unprocessable, violation } from '../../core/problem.ts';

/** A pre-registration becomes an admission interview: it must ask the applicant's names. */
const PRE_REGISTRATION_NEEDS = ['applicantName', 'applicantLastName'];

const checkForm = (data: Data, current?: { formType: string | null; fields: unknown }): Data => {
  const fieldsGiven = 'fields' in data;
  const { fields, violations } = readFormFields(fieldsGiven ? data.fields : current?.fields);
  const problems: Violation[] = fieldsGiven ? [...violations] : [];
  const formType = (data.formType ?? current?.formType) as string | undefined;
  if (formType === 'pre_registration' && violations.length === 0) {
    const mapped = fields.filter((field) => field.required && field.type === 'text').map((field) => field.mapsTo);
    if (!PRE_REGISTRATION_NEEDS.every((target) => mapped.includes(target)))
      problems.push({ propertyPath: 'fields', message: 'forms.pre_registration_fields' });
  }
  if (problems.length > 0) throw unprocessable(problems);
  return fieldsGiven ? { ...data, fields } : data;
};

export const formsHooks = defineHooks(forms, {
  beforeCreate: (_tx, _ctx, data) => checkForm(data),
  beforeUpdate: (_tx, _ctx, data, current) => checkForm(data, current),
});

/**
 * A public link is made only by the public-link action (it holds the secret token): a client
 * may write back the link it was given, or '' to remove it, which also forgets the token so the
 * public page answers 404 at once. A write that brings the token is the server issuing the link
 * (`publicToken` is hidden: no body can carry it), and stands as it is.
 */
const issued = (data: { publicToken?: string | null }): boolean => typeof data.publicToken === 'string';

export const formSettingsHooks = defineHooks(formSettings, {
  beforeCreate: (_tx, _ctx, data) => {
    if (issued(data)) return data;
    if (typeof data.publicLink === 'string' && data.publicLink !== '')
      throw violation('publicLink', 'forms.link_not_issued');
    return { ...data, publicLink: '', publicToken: null };
  },
  beforeUpdate: (_tx, _ctx, data, current) => {
    if (!('publicLink' in data) || issued(data)) return data;
    const link = data.publicLink ?? '';
    if (link === '') return { ...data, publicLink: '', publicToken: null };
    if (link !== current.publicLink) throw violation('publicLink', 'forms.link_not_issued');
    return data;
  },
});
