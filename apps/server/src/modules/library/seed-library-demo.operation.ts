import {
  libraryCopies,
  libraryHolds,
  libraryLoans,
  librarySettings,
  libraryTitles,
  schools,
  staffDuties,
  students,
  users,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { lookupIsbn } from './isbn-catalogue.ts';
import { addDays } from './library-dates.ts';

/** The demo shelves: each ISBN of the committed list, its copies' shelf and how many copies. */
const SHELVES: [isbn: string, shelf: string, copies: number][] = [
  ['9789750700019', 'A-1', 2],
  ['9789750702020', 'A-1', 1],
  ['9786053603184', 'A-2', 2],
  ['9789750810459', 'A-2', 1],
  ['9786053321545', 'B-1', 2],
  ['9789750707407', 'B-1', 1],
  ['9789754782639', 'C-1', 1],
  ['9786052950760', 'D-1', 2],
  ['9780140449136', 'E-1', 1],
  ['9780141439518', 'E-1', 2],
  ['9780141187761', 'E-2', 2],
  ['9780061120084', 'E-2', 1],
  ['9780553380163', 'F-1', 1],
  ['9780743273565', 'E-3', 1],
  ['9780199535569', 'R-1', 1],
];

/** The barcode of a demo copy: the school's prefix, the title's place, the copy's number. */
const barcodeOf = (title: number, copy: number): string => `DHS-${String(title + 1).padStart(3, '0')}-${copy + 1}`;

/**
 * The demo library (docs/library.md): librarian@kampus.test holds the librarian duty at Demo
 * High School, whose rules are 14 days, 3 loans and 0.50 a day overdue capped at 10.00; fifteen
 * titles (Turkish and English) with their copies; Deniz (parent@'s child) has an overdue loan,
 * her brother Ege a current one and a hold on a title out on loan, the demo teacher a book, and a
 * returned loan of Deniz's carries its fine. Ensured at every start: running it again adds nothing.
 */
export const seedLibraryDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const high = await store.of(schools).first({ title: 'Demo High School' });
  const librarian = await store.of(users).first({ email: 'librarian@kampus.test' });
  if (!high || !librarian) return;
  await ensureRecord(db, staffDuties, { school: high.id, user: librarian.id, duty: 'librarian' }, {});
  await ensureRecord(
    db,
    librarySettings,
    { school: high.id },
    { loanDays: 14, maxLoans: 3, finePerDay: '0.50', fineCap: '10.00' },
  );
  const copies: number[][] = [];
  for (const [index, [isbn, shelf, count]] of SHELVES.entries()) {
    const found = lookupIsbn(isbn);
    const title = await ensureRecord(db, libraryTitles, { school: high.id, isbn }, { title: found?.title ?? isbn });
    const ids: number[] = [];
    for (let copy = 0; copy < count; copy += 1) {
      const row = await ensureRecord(
        db,
        libraryCopies,
        { school: high.id, barcode: barcodeOf(index, copy) },
        { libraryTitle: title.id, shelf },
      );
      ids.push(row.id);
    }
    copies.push(ids);
  }
  const deniz = await store.of(students).first({ school: high.id, name: 'Deniz', lastName: 'Öğrenci' });
  const ege = await store.of(students).first({ school: high.id, name: 'Ege', lastName: 'Öğrenci' });
  const teacher = await store.of(users).first({ email: 'teacher@kampus.test' });
  if (!deniz || !ege || !teacher) return;
  const copy = (title: number, number = 0): number => copies[title]?.[number] ?? 0;
  // Through the repository, not the create operation: a seed dates its loans in the past.
  const ensureLoan = async (
    match: { libraryCopy: number; student?: number; staffBorrower?: number },
    dates: { loanedAt: string; dueDate: string },
  ) =>
    (await store.of(libraryLoans).first(match)) ??
    store.of(libraryLoans).insert({ school: high.id, ...match, ...dates });
  // Dated from the school's today, so the demo tells the same story on any day it is started:
  // a loan returned late, one overdue, two out and not yet due.
  const today = (await schoolClock(db, high.id)).date;
  const on = (days: number) => addDays(today, days);
  // Returned first, so its copy is back on the shelf: 6 days late, 3.00 fine (returned as the system).
  const returned = await ensureLoan(
    { libraryCopy: copy(7), student: deniz.id },
    { loanedAt: on(-58), dueDate: on(-44) },
  );
  if (returned.returnedAt === null) await store.of(libraryLoans).update(returned.id, { returnedAt: on(-38) });
  // Deniz's overdue loan (Kürk Mantolu Madonna, twelve days late).
  await ensureLoan({ libraryCopy: copy(0), student: deniz.id }, { loanedAt: on(-26), dueDate: on(-12) });
  await ensureLoan({ libraryCopy: copy(10), student: ege.id }, { loanedAt: on(-3), dueDate: on(11) });
  await ensureLoan({ libraryCopy: copy(12), staffBorrower: teacher.id }, { loanedAt: on(-8), dueDate: on(6) });
  // Ege waits for A Brief History of Time, out with the teacher: it goes to him when it is back.
  const hawking = await store.of(libraryTitles).first({ school: high.id, isbn: '9780553380163' });
  if (hawking) await ensureRecord(db, libraryHolds, { libraryTitle: hawking.id, student: ege.id }, { school: high.id });
};
