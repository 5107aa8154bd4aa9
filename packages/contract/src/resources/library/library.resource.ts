import {
  date,
  dateTime,
  defineResource,
  duties,
  enumOf,
  int,
  money,
  ref,
  staff,
  staffAndTeachers,
  text,
  own,
  type Audience,
  type Grant,
} from '../../resource/index.ts';

/** Who runs the library desk: staff holding the librarian duty (docs/library.md). */
export const librarians: readonly Grant[] = duties('librarian');
/** Who reads loans and holds: the school's staff (the librarian among them) and the borrower's family. */
const loanReaders: readonly Grant[] = [...staff, ...librarians, ...own('parent', 'student')];

/**
 * A copy's state. `on_loan` and `reserved` (kept for the first holder of its title) are the
 * desk's to set, by lending, returning and holds; staff mark a copy lost or discarded (weeded out;
 * 'withdrawn' is guidance's word for an application).
 */
export const COPY_STATUSES = ['available', 'on_loan', 'reserved', 'lost', 'discarded'] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];
/** The states only the desk's own operations set (loans.hooks): never typed into a form. */
export const DESK_STATUSES: readonly CopyStatus[] = ['on_loan', 'reserved'];
/** Who borrows as staff (a loan's or a hold's `staffBorrower`): the school's people and its teachers, never a family. */
export const STAFF_BORROWER_KINDS: readonly Audience[] = ['headquarters', 'campus', 'school', 'teacher'];
export const HOLD_STATUSES = ['waiting', 'ready', 'collected', 'cancelled'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** A school's library rules: how long a loan lasts, how many a borrower may hold, the fine. */
export const librarySettings = defineResource({
  name: 'library_settings',
  type: 'LibrarySettings',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    loanDays: int({ required: true, default: 14, min: 1, max: 365 }),
    maxLoans: int({ required: true, default: 3, min: 1, max: 50 }),
    /** Per day overdue, recorded on return; "0.00" for none. */
    finePerDay: money({ default: '0.00', min: 0 }),
    /** The most one loan's fine reaches; empty for no cap. */
    fineCap: money({ min: 0 }),
  },
  uniques: [['school']],
  filters: ['school'],
  list: ['loanDays', 'maxLoans', 'finePerDay', 'fineCap'],
  labelField: 'loanDays',
  access: { list: staff, read: staff, create: librarians, update: librarians, delete: librarians },
});

/**
 * A title of a school's catalogue. The ISBN (10 or 13 digits, checksum checked: 422 otherwise)
 * is unique per school; a title or authors left empty are filled from the committed ISBN list
 * when the ISBN is in it (library.hooks).
 */
export const libraryTitles = defineResource({
  name: 'library_titles',
  type: 'LibraryTitle',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    isbn: text({ required: true, maxLength: 20 }),
    title: text({ maxLength: 255 }),
    authors: text({ maxLength: 255 }),
    subjects: text({ maxLength: 255 }),
    publisher: text({ maxLength: 150 }),
    publishedYear: int({ min: 1400, max: 2100 }),
  },
  uniques: [['school', 'isbn']],
  filters: ['school', 'isbn'],
  orderFields: ['title', 'authors', 'publishedYear'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title', 'authors', 'isbn', 'subjects'],
  list: ['title', 'authors', 'isbn', 'publisher', 'publishedYear'],
  labelField: 'title',
  // The catalogue is no secret: teachers read it too; the librarian keeps it.
  access: {
    list: staffAndTeachers,
    read: staffAndTeachers,
    create: librarians,
    update: librarians,
    delete: librarians,
  },
});

/** One copy of a title on a shelf, known by its barcode (unique per school). */
export const libraryCopies = defineResource({
  name: 'library_copies',
  type: 'LibraryCopy',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    libraryTitle: ref('library_titles', { required: true, sameSchool: true }),
    barcode: text({ required: true, maxLength: 40 }),
    shelf: text({ maxLength: 50 }),
    copyStatus: enumOf(COPY_STATUSES, { default: 'available' }),
  },
  uniques: [['school', 'barcode']],
  filters: ['school', 'libraryTitle', 'copyStatus', 'barcode'],
  orderFields: ['barcode', 'shelf'],
  defaultOrder: { barcode: 'asc' },
  searchFields: ['barcode', 'shelf'],
  list: ['barcode', 'libraryTitle', 'shelf', 'copyStatus'],
  labelField: 'barcode',
  access: {
    list: staffAndTeachers,
    read: staffAndTeachers,
    create: librarians,
    update: librarians,
    delete: librarians,
  },
});

/**
 * A loan of a copy to a student or a member of staff (exactly one). The due date comes from the
 * school's rules, the fine is recorded on return; the desk's lend and return actions write it,
 * and the generic routes go through the same hooks (a copy on loan is never lent twice).
 */
export const libraryLoans = defineResource({
  name: 'library_loans',
  type: 'LibraryLoan',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    // restrict: a copy that was ever lent is discarded, not deleted (its loans are history).
    libraryCopy: ref('library_copies', { required: true, sameSchool: true }),
    student: ref('students', { onDelete: 'cascade', sameSchool: true }),
    staffBorrower: ref('users', { onDelete: 'cascade' }),
    loanedAt: date({ readOnly: true }),
    dueDate: date(),
    returnedAt: date(),
    fine: money({ readOnly: true }),
    remindedAt: date({ readOnly: true }),
    // setNull: the loan outlives the librarian's account.
    loanedBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'libraryCopy', 'student', 'staffBorrower', 'returnedAt', 'dueDate'],
  orderFields: ['loanedAt', 'dueDate'],
  defaultOrder: { loanedAt: 'desc' },
  list: ['libraryCopy', 'student', 'staffBorrower', 'loanedAt', 'dueDate', 'returnedAt', 'fine'],
  access: { list: loanReaders, read: loanReaders, create: librarians, update: librarians, delete: librarians },
});

/** A borrower waiting for a title: when a copy comes back, the first waiting hold gets it. */
export const libraryHolds = defineResource({
  name: 'library_holds',
  type: 'LibraryHold',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    libraryTitle: ref('library_titles', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { onDelete: 'cascade', sameSchool: true }),
    staffBorrower: ref('users', { onDelete: 'cascade' }),
    heldAt: dateTime({ readOnly: true }),
    holdStatus: enumOf(HOLD_STATUSES, { default: 'waiting' }),
    readyCopy: ref('library_copies', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'libraryTitle', 'student', 'staffBorrower', 'holdStatus'],
  orderFields: ['heldAt'],
  defaultOrder: { heldAt: 'asc' },
  list: ['libraryTitle', 'student', 'staffBorrower', 'heldAt', 'holdStatus', 'readyCopy'],
  access: { list: loanReaders, read: loanReaders, create: librarians, update: librarians, delete: librarians },
});
