import { date, defineResource, enumOf, longText, own, ref, staff } from '../../resource/index.ts';

/** What a data subject asks for (KVKK art. 11, GDPR arts. 15 to 21). The spec's form files erasures. */
export const REQUEST_KINDS = ['access', 'correction', 'erasure', 'objection', 'other'] as const;

/** Where a request stands; `received` and `in_progress` are still open (they count towards overdue). */
export const REQUEST_STATUSES = ['received', 'in_progress', 'answered', 'refused'] as const;
export const OPEN_REQUEST_STATUSES = ['received', 'in_progress'] as const;

/** Days a school has to answer: KVKK art. 13 says 30 days, GDPR art. 12(3) one month. */
export const REQUEST_ANSWER_DAYS = 30;

/**
 * A person's request about their personal data (platform spec, account page: a deletion
 * request), tracked to its deadline. Staff of the school read and answer them; everyone may file
 * one for themself and read their own. The due date is the server's (requested date + 30 days);
 * the status, the answer and its date only staff write, and who handled it is set by the server.
 */
export const deletePersonalDataRequests = defineResource({
  name: 'delete_personal_data_requests',
  type: 'DeletePersonalDataRequest',
  scope: 'school',
  ownField: 'user',
  fields: {
    requestText: longText({ required: true, maxLength: 5000 }),
    requestedDate: date({ required: true }),
    user: ref('users', { required: true, onDelete: 'cascade' }),
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    requestKind: enumOf(REQUEST_KINDS, { default: 'erasure' }),
    requestStatus: enumOf(REQUEST_STATUSES, { default: 'received', writableBy: staff }),
    dueDate: date({ readOnly: true }),
    answeredDate: date({ writableBy: staff }),
    answer: longText({ maxLength: 5000, writableBy: staff }),
    // The staff member who last changed the status or answer; the request outlives their account.
    handledBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'user', 'requestKind', 'requestStatus', 'dueDate'],
  orderFields: ['requestedDate', 'dueDate'],
  defaultOrder: { requestedDate: 'desc' },
  list: ['requestedDate', 'user', 'requestKind', 'requestStatus', 'dueDate', 'requestText', 'school'],
  labelField: 'requestText',
  deadline: { field: 'dueDate', openField: 'requestStatus', open: OPEN_REQUEST_STATUSES },
  access: {
    list: [...staff, ...own('teacher', 'parent', 'student')],
    read: [...staff, ...own('teacher', 'parent', 'student')],
    create: [...staff, ...own('teacher', 'parent', 'student')],
    update: staff,
    // The record of a request under the law is kept (KVKK and GDPR accountability): it is answered
    // or refused, never deleted from the screens; the retention period removes it in time.
    delete: [],
  },
});
