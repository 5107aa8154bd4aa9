import { isReference, type Resource } from '../../resource/index.ts';

/** The resources whose records are people. */
const PEOPLE = new Set(['students', 'users']);

/** Names that hold personal data whatever their kind. */
const PERSONAL_NAME = /nationalId|birthDate|address|photo|lastName/i;

/**
 * The fields of a resource that look like personal data: a reference to a person (a student or
 * a user, or a text naming one), an e-mail or phone, or a name that says so. A resource with any
 * of them needs a line in the data inventory (an entry, or a reason why it holds no one's data).
 */
export const personalFields = (resource: Resource): string[] =>
  Object.entries(resource.fields)
    .filter(
      ([name, field]) =>
        (isReference(field) && PEOPLE.has(field.target ?? '')) ||
        (field.names !== undefined && PEOPLE.has(field.names)) ||
        field.kind === 'email' ||
        field.kind === 'phone' ||
        PERSONAL_NAME.test(name),
    )
    .map(([name]) => name);

/** Whether a resource's rows are, or are about, people. */
export const holdsPersonalFields = (resource: Resource): boolean =>
  PEOPLE.has(resource.name) || personalFields(resource).length > 0;
