import {
  batches,
  classBatches,
  classes,
  courses,
  departments,
  enrollmentDocuments,
  personnel,
  personnelCategories,
  schoolBusFees,
  schools,
  seasons,
  studentBatches,
  studentBehaviours,
  studentBusFees,
  studentCourses,
  studentDocuments,
  studentTaggings,
  studentTags,
  students,
  users,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/**
 * Ten staff per demo school: name, last name, title, department and personnel category. The demo
 * schools are Turkish: the titles are typed in Turkish as their staff would (a title is free text,
 * not translated), department and category are titles of the Turkish lookups the setup data
 * seeds; teachers belong to no office.
 */
const STAFF: [string, string, string, string | null, string][] = [
  ['Ayşe', 'Yılmaz', 'Okul müdürü', 'Müdürlük', 'Yönetici'],
  ['Mehmet', 'Kaya', 'Müdür yardımcısı', 'Müdür yardımcılığı', 'Yönetici'],
  ['Zeynep', 'Demir', 'Matematik öğretmeni', null, 'Öğretmen'],
  ['Ali', 'Şahin', 'Fizik öğretmeni', null, 'Öğretmen'],
  ['Elif', 'Çelik', 'İngilizce öğretmeni', null, 'Öğretmen'],
  ['Mustafa', 'Yıldız', 'Rehber öğretmen', 'Rehberlik servisi', 'Öğretmen'],
  ['Fatma', 'Aydın', 'Muhasebeci', 'Muhasebe', 'İdari personel'],
  ['Emre', 'Öztürk', 'Bilgi işlem sorumlusu', 'Bilgi işlem', 'İdari personel'],
  ['Hatice', 'Arslan', 'Okul hemşiresi', 'Revir', 'Sağlık personeli'],
  ['Burak', 'Doğan', 'Hizmetli', 'Teknik hizmetler', 'Destek personeli'],
];

const TAGS = ['Honour roll', 'Needs support', 'Bus rider'];
const BUS_ROUTES: [string, string][] = [
  ['Route 1: Şişli - Mecidiyeköy', '1500.00'],
  ['Route 2: Beşiktaş - Levent', '1750.00'],
];
const REQUIRED_DOCUMENTS = ['Birth certificate', 'Health report', 'Passport photo'];

/** A one-page PDF that says what it is: the demo enrollment document's file. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 60>>stream\nBT /F1 18 Tf 72 760 Td (Kampus demo: health report) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const seedSchool = async (db: Db, files: FileStore, school: number, author: number | null): Promise<void> => {
  const store = system(db);
  const departmentRows = await store.of(departments).list({ countryCode: 'TR' });
  const categoryRows = await store.of(personnelCategories).list({ countryCode: 'TR' });
  const idOf = (rows: { id: number; title: string }[], title: string | null): number | null =>
    rows.find((row) => row.title === title)?.id ?? null;
  for (const [index, [name, lastName, title, department, category]] of STAFF.entries()) {
    await ensureRecord(
      db,
      personnel,
      { school, name, lastName },
      {
        title,
        department: idOf(departmentRows, department),
        personnelCategory: idOf(categoryRows, category),
        phone: `+90 532 000 ${String(10 + index).padStart(2, '0')} ${String(school).padStart(2, '0')}`,
        email: `${name
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^a-z]/g, '')}.${school}@staff.kampus.test`,
        startDate: `20${String(10 + index)}-09-01`,
      },
    );
  }

  const season = await store.of(seasons).first({ school, isDefault: true });
  const roster = await store.of(students).list({ school }, { order: { id: 'asc' }, limit: 3 });
  const first = roster[0];
  if (!season || !first) return;

  const tags = [];
  for (const tag of TAGS) tags.push(await ensureRecord(db, studentTags, { school, tag }, { addedBy: author }));
  for (const [index, student] of roster.entries()) {
    const tag = tags[index === 0 ? 0 : 2];
    if (tag) await ensureRecord(db, studentTaggings, { school, studentId: student.id, tagId: tag.id }, {});
  }
  await ensureRecord(
    db,
    studentBehaviours,
    { school, studentId: first.id, title: 'Helped a classmate catch up in mathematics' },
    { behaviourDate: `${season.startDate ?? '2026-09-14'}`.slice(0, 10), behaviourType: 'positive', addedBy: author },
  );

  const course = await store.of(courses).first({ season: season.id }, { order: { code: 'asc' } });
  const klass = await store.of(classes).first({ season: season.id }, { order: { title: 'asc' } });
  if (course) {
    const batch = await ensureRecord(
      db,
      batches,
      { season: season.id, courseId: course.id, title: `${course.title} - A` },
      { school, capacity: 30 },
    );
    await ensureRecord(
      db,
      batches,
      { season: season.id, courseId: course.id, title: `${course.title} - B` },
      { school, capacity: 30 },
    );
    if (klass)
      await ensureRecord(db, classBatches, { season: season.id, batchId: batch.id, classId: klass.id }, { school });
    await ensureRecord(db, studentBatches, { school, studentId: first.id, batchId: batch.id }, {});
    await ensureRecord(
      db,
      studentCourses,
      { school, studentId: first.id, courseId: course.id },
      { startDate: season.startDate },
    );
  }

  const routes = [];
  for (const [title, amount] of BUS_ROUTES)
    routes.push(await ensureRecord(db, schoolBusFees, { school, title }, { amount }));
  const route = routes[0];
  if (route) {
    await ensureRecord(
      db,
      studentBusFees,
      { school, studentId: first.id, schoolBusFee: route.id },
      { amount: route.amount, startDate: season.startDate, endDate: season.endDate },
    );
  }

  const required = [];
  for (const title of REQUIRED_DOCUMENTS)
    required.push(await ensureRecord(db, enrollmentDocuments, { school, title }, { isRequired: true }));
  const health = required[1];
  const document = await ensureRecord(
    db,
    studentDocuments,
    { schoolId: school, studentId: first.id, title: 'Health report' },
    { enrollmentDocument: health?.id ?? null },
  );
  if (!document.fileKey) {
    const key = `student-documents/${school}/${first.id}/${document.id}-demo.pdf`;
    await files.put(key, DEMO_PDF, 'application/octet-stream');
    await store
      .of(studentDocuments)
      .update(document.id, { fileKey: key, fileName: 'health-report.pdf', fileSize: DEMO_PDF.length });
  }
};

/**
 * The students area's demo data for both demo schools: ten personnel, tags (one student tagged),
 * a behaviour note, two batches of a course (one given to a class, one student in it), bus
 * routes with one student riding, the enrollment documents and a student's health report (a
 * real PDF in the file store). Idempotent like every seed.
 */
export const seedStudentRecordsDemo = async (db: Db, files: FileStore): Promise<void> => {
  const store = system(db);
  const author = (await store.of(users).first({ email: 'school@kampus.test' }))?.id ?? null;
  const demo = await store.of(schools).list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id } of demo) await seedSchool(db, files, id, author);
};
