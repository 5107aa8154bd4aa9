/**
 * The audit of every reference that does not restrict (issue 26, item 7): a delete of a record
 * that others use is refused with 409 (the default, `restrict`), unless the declaration empties
 * (`setNull`) or deletes (`cascade`) the rows using it on purpose. Each such field is listed here
 * with why; a new one fails this test until it is added with its reason (docs/resource-engine.md).
 */
import { describe, expect, it } from 'vitest';
import { resources } from './index.ts';

/** Rows that live inside their school or season go with it (a school's or a season's deletion). */
const TENANTS = new Set(['schools', 'seasons']);

const PART = "a part of its owner, meaningless without it (a form's submissions, a post's comments, an exam's results)";
const STUDENT = "the student's own record (grades, attendance, documents, class places): it goes with the student";
const STUDENT_MONEY =
  "the student's plan (fees, installments, discounts, notes) goes with a student who never paid: one with payments, receipts or reports is refused (409), history is never destroyed";
const USER =
  "the account's own rows (sign-in links, devices, notifications, memberships, shares, mails): they go with the account";
const TEACHER_SCHEDULE = "a teacher's timetable rows go with the teacher's account (the class keeps its other lessons)";
const GEOGRAPHY =
  'reference geography and banks loaded as a whole: a country takes its states, a state its cities, a bank its branches';
const AUTHOR = 'the record outlives the account of who wrote it (shown without an author)';
const LOGIN = "deleting a login account leaves the person's record, without a sign-in";
const TEACHER = "the record stays when its teacher's account goes, to be given another teacher";
const LOG = 'a log line keeps its copied text after the account or student it names goes';
const SNAPSHOT =
  'a note of where something came from (the class sat in, the interview made from a submission), not a dependency';

const TIMETABLE_DETAIL =
  'a lesson keeps its day and time when the subject or room it names goes (shown without it), and a need its other rules';
const TIMETABLE_NEED =
  "a class's weekly need of a subject goes with the class, the course or the teacher's account it names";
const COVER = "a teacher's absence or cover is of their account: it goes with it (the lesson stays)";

const TRANSPORT_PLAN =
  'a route or seat keeps running while its vehicle, driver, escort, fee or stop is replaced (shown without it until then)';

type Kind = 'cascade' | 'setNull';

/** Every non-restricting reference outside the tenant cascades, with why. */
const AUDIT: Readonly<Record<string, readonly [Kind, string]>> = {
  'admission_interviews.interviewer': ['setNull', AUTHOR],
  'attendances.adder': ['setNull', AUTHOR],
  'attendances.student': ['cascade', STUDENT],
  'attendances.teacherId': ['setNull', TEACHER],
  'audit_logs.impersonator': ['setNull', LOG],
  'audit_logs.user': ['setNull', LOG],
  'bank_account_settings.bankAccountId': ['cascade', PART],
  'bank_branches.bankId': ['cascade', GEOGRAPHY],
  'batches.courseId': ['cascade', PART],
  'batches.electiveOffer': ['cascade', PART],
  'batches.teacher': ['setNull', TEACHER],
  'cip_participants.activity': ['cascade', PART],
  'cip_participants.student': ['cascade', STUDENT],
  'cities.state': ['cascade', GEOGRAPHY],
  'class_batches.batchId': ['cascade', PART],
  'class_batches.classId': ['cascade', PART],
  'class_students.classId': ['cascade', PART],
  'class_students.student': ['cascade', STUDENT],
  'class_students.term': ['cascade', PART],
  'classes.teacher': ['setNull', TEACHER],
  'course_assets.classId': ['cascade', PART],
  'course_assets.courseId': ['cascade', PART],
  'course_videos.classId': ['cascade', PART],
  'course_videos.courseId': ['cascade', PART],
  'course_videos.userId': ['setNull', AUTHOR],
  'consents.givenBy': ['setNull', AUTHOR],
  'health_records.student': ['cascade', STUDENT],
  'health_allergies.student': ['cascade', STUDENT],
  'health_allergies.reportedBy': ['setNull', AUTHOR],
  'health_medications.student': ['cascade', STUDENT],
  'health_medications.reportedBy': ['setNull', AUTHOR],
  'immunisation_doses.student': ['cascade', STUDENT],
  'nurse_visits.student': ['cascade', STUDENT],
  'online_checkouts.startedBy': ['setNull', AUTHOR],
  'nurse_visits.nurse': ['setNull', AUTHOR],
  // Guidance (docs/guidance.md): a student's counselling record goes with the student.
  'counselling_sessions.student': ['cascade', STUDENT],
  'counselling_sessions.counsellor': ['setNull', AUTHOR],
  'guidance_referrals.student': ['cascade', STUDENT],
  'guidance_referrals.referredBy': ['setNull', AUTHOR],
  'referral_follow_ups.referral': ['cascade', PART],
  'referral_follow_ups.student': ['cascade', STUDENT],
  'referral_follow_ups.counsellor': ['setNull', AUTHOR],
  'support_plans.student': ['cascade', STUDENT],
  'plan_accommodations.plan': ['cascade', PART],
  'plan_accommodations.student': ['cascade', STUDENT],
  'plan_reviews.plan': ['cascade', PART],
  'plan_reviews.student': ['cascade', STUDENT],
  'career_records.student': ['cascade', STUDENT],
  'university_applications.student': ['cascade', STUDENT],
  'medication_givings.student': ['cascade', STUDENT],
  // A dose given is a dose of that medication: it goes with the medication's entry.
  'medication_givings.medicationGiven': ['cascade', 'a dose given is part of its medication entry'],
  'medication_givings.administeredBy': ['setNull', AUTHOR],
  'staff_duties.user': ['cascade', USER],
  'library_loans.student': ['cascade', STUDENT],
  'library_loans.staffBorrower': ['cascade', USER],
  'library_loans.loanedBy': ['setNull', AUTHOR],
  'library_holds.libraryTitle': ['cascade', PART],
  'library_holds.student': ['cascade', STUDENT],
  'library_holds.staffBorrower': ['cascade', USER],
  'library_holds.readyCopy': ['setNull', SNAPSHOT],
  'consents.student': ['cascade', STUDENT],
  'consents.user': ['cascade', USER],
  'delete_personal_data_requests.handledBy': ['setNull', AUTHOR],
  'delete_personal_data_requests.user': ['cascade', USER],
  'disclosures.user': ['setNull', LOG],
  'deleted_promissory_notes.studentId': ['cascade', STUDENT_MONEY],
  'devices.user': ['cascade', USER],
  'discipline_actions.incidentStudent': ['cascade', PART],
  'discipline_incidents.reportedBy': ['setNull', AUTHOR],
  'dorm_rooms.building': ['cascade', PART],
  'dorm_beds.room': ['cascade', PART],
  'bed_assignments.bed': ['cascade', PART],
  'bed_assignments.student': ['cascade', STUDENT],
  'leave_requests.student': ['cascade', STUDENT],
  'leave_requests.requestedBy': ['setNull', AUTHOR],
  'leave_requests.decidedBy': ['setNull', AUTHOR],
  'roll_calls.building': ['cascade', PART],
  'roll_calls.takenBy': ['setNull', AUTHOR],
  'roll_call_marks.rollCall': ['cascade', PART],
  'roll_call_marks.student': ['cascade', STUDENT],
  'discount_criteria.discountId': ['cascade', PART],
  'enrollment_agreement_items.enrollmentAgreementsId': ['cascade', PART],
  'enrollments.studentId': ['cascade', STUDENT],
  'exam_classes.classId': ['cascade', PART],
  'exam_classes.examId': ['cascade', PART],
  'exam_results.classId': ['setNull', SNAPSHOT],
  'exam_results.examId': ['cascade', PART],
  'lesson_covers.absentTeacher': ['cascade', COVER],
  'lesson_covers.assignedBy': ['setNull', AUTHOR],
  'lesson_covers.schedule': ['cascade', PART],
  'lesson_covers.substitute': ['cascade', COVER],
  'teacher_absences.teacher': ['cascade', COVER],
  'exam_results.student': ['cascade', STUDENT],
  'exam_template_subjects.examTemplateId': ['cascade', PART],
  'grading_scale_bands.gradingScale': ['cascade', PART],
  'grading_categories.gradingPolicy': ['cascade', PART],
  'assignments.class': ['cascade', PART],
  'lti_links.ltiTool': ['cascade', PART],
  // The registration stays when its registrar's account goes; its services wait until someone saves it again.
  'lti_tools.owner': ['setNull', AUTHOR],
  'lti_links.class': ['cascade', PART],
  'lti_links.course': ['cascade', PART],
  'report_card_releases.class': [
    'cascade',
    'a release is of a class’s cards: without the class there is nothing released',
  ],
  'report_card_releases.reportType': [
    'cascade',
    'the cards are printed on the report type: gone, they cannot be printed',
  ],
  'report_card_releases.term': ['cascade', 'the cards are of a term: without the term there are no cards to release'],
  'assignments.exam': ['cascade', "an exam's gradebook work is its results in the gradebook: it goes with the exam"],
  'assignments.homework': ['cascade', 'graded homework in the gradebook is the homework: it goes with it'],
  'courses.subject': ['setNull', 'a retired subject leaves the course and its grades, only no longer fed by exams'],
  'graduation_requirements.programme': ['cascade', "a programme's own requirements are part of it: they go with it"],
  'programme_students.programme': ['cascade', PART],
  'programme_students.student': ['cascade', STUDENT],
  'assignment_scores.assignment': ['cascade', PART],
  'assignment_scores.student': ['cascade', STUDENT],
  'assignment_submissions.assignment': ['cascade', PART],
  'assignment_submissions.student': ['cascade', STUDENT],
  'assignment_standards.assignment': ['cascade', PART],
  'assignment_standards.standard': ['cascade', PART],
  'grade_overrides.class': ['cascade', PART],
  'grade_overrides.student': ['cascade', STUDENT],
  'facebook_users.user': ['cascade', USER],
  'feed_comments.createdBy': ['cascade', USER],
  'feed_comments.feed': ['cascade', PART],
  'feed_likes.createdBy': ['cascade', USER],
  'feed_likes.feed': ['cascade', PART],
  'feeds.poster': ['setNull', AUTHOR],
  'file_shares.user': ['cascade', USER],
  'form_settings.form': ['cascade', PART],
  'form_submissions.admissionInterview': ['setNull', SNAPSHOT],
  'form_submissions.form': ['cascade', PART],
  'frequent_menus.menuId': ['cascade', PART],
  'frequent_menus.user': ['cascade', USER],
  'global_menus.parent': ['cascade', PART],
  'google_users.user': ['cascade', USER],
  'guardians.studentId': ['cascade', STUDENT],
  'guardians.user': ['setNull', LOGIN],
  'homework_completions.homework': ['cascade', PART],
  'homework_completions.student': ['cascade', STUDENT],
  'homeworks.classId': ['cascade', PART],
  'homeworks.teacher': ['setNull', TEACHER],
  'impersonate_logs.impersonateUser': ['cascade', USER],
  'impersonate_logs.user': ['cascade', USER],
  'installments.studentId': ['cascade', STUDENT_MONEY],
  'invoices.studentId': ['cascade', STUDENT_MONEY],
  'mails.user': ['cascade', USER],
  'menus.parent': ['cascade', PART],
  'message_deliveries.send': ['cascade', PART],
  'message_deliveries.studentId': ['setNull', LOG],
  'message_sends.createdBy': ['setNull', AUTHOR],
  'notification_preferences.user': ['cascade', USER],
  'notifications.user': ['cascade', USER],
  'online_class_attendances.onlineClass': ['cascade', PART],
  'online_class_attendances.user': ['cascade', USER],
  'online_classes.classId': ['cascade', PART],
  'online_classes.teacher': ['setNull', TEACHER],
  'optic_form_template_fields.opticFormId': ['cascade', PART],
  'payment_reports.paymentId': ['cascade', PART],
  'payment_reports.voidedBy': ['setNull', AUTHOR],
  'personnel.user': ['setNull', LOGIN],
  'promissory_notes.studentId': ['cascade', STUDENT_MONEY],
  'push_subscriptions.user': ['cascade', USER],
  'receipts.paymentId': ['cascade', PART],
  'receipts.voidedBy': ['setNull', AUTHOR],
  'report_static_texts.reportId': ['cascade', PART],
  'schedules.classId': ['cascade', PART],
  'schedules.batch': ['cascade', PART],
  'schedules.teacherId': ['cascade', TEACHER_SCHEDULE],
  'sms_outbox.user': ['setNull', LOG],
  'states.country': ['cascade', GEOGRAPHY],
  'student_batches.batchId': ['cascade', PART],
  'student_batches.studentId': ['cascade', STUDENT],
  'incident_students.incident': ['cascade', PART],
  'incident_students.studentId': ['cascade', STUDENT],
  'student_behaviours.addedBy': ['setNull', AUTHOR],
  'student_behaviours.studentId': ['cascade', STUDENT],
  'transport_routes.vehicle': ['setNull', TRANSPORT_PLAN],
  'transport_routes.driver': ['setNull', TRANSPORT_PLAN],
  'transport_routes.escort': ['setNull', TRANSPORT_PLAN],
  'transport_routes.busFee': ['setNull', TRANSPORT_PLAN],
  'transport_stops.transportRoute': ['cascade', PART],
  'transport_assignments.studentId': ['cascade', STUDENT],
  'transport_assignments.morningStop': ['setNull', TRANSPORT_PLAN],
  'transport_assignments.afternoonStop': ['setNull', TRANSPORT_PLAN],
  'transport_assignments.studentFee': ['setNull', SNAPSHOT],
  'bed_assignments.addedFee': ['setNull', SNAPSHOT],
  'boarding_checks.studentId': ['cascade', STUDENT],
  'boarding_checks.checkedBy': ['setNull', AUTHOR],
  'student_bus_fees.schoolBusFee': ['cascade', PART],
  'student_bus_fees.studentId': ['cascade', STUDENT_MONEY],
  'student_courses.courseId': ['cascade', PART],
  'student_courses.studentId': ['cascade', STUDENT],
  'student_discounts.addedBy': ['setNull', AUTHOR],
  'student_discounts.studentId': ['cascade', STUDENT_MONEY],
  'student_documents.studentId': ['cascade', STUDENT],
  'student_fees.studentId': ['cascade', STUDENT_MONEY],
  'student_payments.userId': ['setNull', AUTHOR],
  'student_payments.voidedBy': ['setNull', AUTHOR],
  'student_scholarships.studentId': ['cascade', STUDENT_MONEY],
  'student_taggings.studentId': ['cascade', STUDENT],
  'student_taggings.tagId': ['cascade', PART],
  'student_tags.addedBy': ['setNull', AUTHOR],
  'students.user': ['setNull', LOGIN],
  'user_schools.user': ['cascade', USER],
  // The trail outlives the school it names: history, never a reason to refuse a school's deletion.
  'audit_logs.school': ['setNull', LOG],
  'schedules.course': ['setNull', TIMETABLE_DETAIL],
  'schedules.room': ['setNull', TIMETABLE_DETAIL],
  'room_bookings.room': ['cascade', PART],
  'room_bookings.bookedBy': ['setNull', AUTHOR],
  'timetable_lessons.batch': ['cascade', TIMETABLE_NEED],
  'timetable_lessons.electiveOffer': ['cascade', TIMETABLE_NEED],
  'timetable_lessons.classId': ['cascade', TIMETABLE_NEED],
  'timetable_lessons.course': ['cascade', TIMETABLE_NEED],
  'timetable_lessons.notSameDayAs': ['setNull', TIMETABLE_DETAIL],
  'timetable_lessons.teacher': ['cascade', TIMETABLE_NEED],
  'timetable_runs.requestedBy': ['setNull', AUTHOR],
  'timetable_teacher_rules.teacher': ['cascade', TEACHER_SCHEDULE],
  // electives: a request is the student's choice; an offer keeps running while its teacher's account is replaced.
  'course_requests.student': ['cascade', STUDENT],
  'elective_offers.teacher': ['setNull', TEACHER],
  'elective_placements.placedBy': ['setNull', AUTHOR],
};

const nonRestricting = () =>
  resources.flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => field.onDelete === 'cascade' || field.onDelete === 'setNull')
      .map(([name, field]) => ({
        key: `${resource.name}.${name}`,
        kind: field.onDelete as Kind,
        target: field.target ?? '',
      })),
  );

describe('references that do not restrict a delete', () => {
  it('cascade from a school or a season, or are listed here with why', () => {
    const unexplained = nonRestricting()
      .filter((use) => !(use.kind === 'cascade' && TENANTS.has(use.target)))
      .filter((use) => AUDIT[use.key]?.[0] !== use.kind)
      .map((use) => `${use.key} (${use.kind} to ${use.target})`);
    expect(unexplained).toEqual([]);
  });

  it('lists no field that restricts or no longer exists', () => {
    const declared = new Set(nonRestricting().map((use) => use.key));
    expect(Object.keys(AUDIT).filter((key) => !declared.has(key))).toEqual([]);
  });
});
