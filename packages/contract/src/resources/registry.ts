/**
 * Every resource module of the contract, one line each: a module brings its declarations, its
 * labels in the five languages and its default menu entries. `resources`, `getResource`, the
 * catalogues and the default menus are all derived from this list (`index.ts`), so adding a
 * resource is its own folder plus one line here.
 */
export * from './academic-reports/academic-reports.module.ts';
export * from './attendance-types/attendance-types.module.ts';
export * from './attendances/attendances.module.ts';
export * from './audit-logs/audit-logs.module.ts';
export * from './batches/batches.module.ts';
export * from './blood-groups/blood-groups.module.ts';
export * from './cip/cip.module.ts';
export * from './cities/cities.module.ts';
export * from './class-students/class-students.module.ts';
export * from './class-types/class-types.module.ts';
export * from './classes/classes.module.ts';
export * from './configurations/configurations.module.ts';
export * from './countries/countries.module.ts';
export * from './course-content/course-content.module.ts';
export * from './courses/courses.module.ts';
export * from './databases/databases.module.ts';
export * from './delete-personal-data-requests/delete-personal-data-requests.module.ts';
export * from './developer/developer.module.ts';
export * from './devices/devices.module.ts';
export * from './enrollment-agreements/enrollment-agreements.module.ts';
export * from './enrollments/enrollments.module.ts';
export * from './exams/exams.module.ts';
export * from './feeds/feeds.module.ts';
export * from './file-shares/file-shares.module.ts';
export * from './finance-documents/finance-documents.module.ts';
export * from './finance-setup/finance-setup.module.ts';
export * from './forms/forms.module.ts';
export * from './frequent-menus/frequent-menus.module.ts';
export * from './global-menus/global-menus.module.ts';
export * from './grade-levels/grade-levels.module.ts';
export * from './grading-terms/grading-terms.module.ts';
export * from './guardians/guardians.module.ts';
export * from './homework/homework.module.ts';
export * from './impersonate-logs/impersonate-logs.module.ts';
export * from './languages/languages.module.ts';
export * from './mails/mails.module.ts';
export * from './menus/menus.module.ts';
export * from './message-templates/message-templates.module.ts';
export * from './notifications/notifications.module.ts';
export * from './online-classes/online-classes.module.ts';
export * from './oneroster/oneroster.module.ts';
export * from './personnel/personnel.module.ts';
export * from './privacy/privacy.module.ts';
export * from './recent-updates/recent-updates.module.ts';
export * from './report-cards/report-cards.module.ts';
export * from './schedules/schedules.module.ts';
export * from './schools/schools.module.ts';
export * from './seasons/seasons.module.ts';
export * from './setup-lookups/setup-lookups.module.ts';
export * from './social-users/social-users.module.ts';
export * from './states/states.module.ts';
export * from './store/store.module.ts';
export * from './student-finance/student-finance.module.ts';
export * from './student-records/student-records.module.ts';
export * from './students/students.module.ts';
export * from './user-schools/user-schools.module.ts';
export * from './user-types/user-types.module.ts';
export * from './users/users.module.ts';
