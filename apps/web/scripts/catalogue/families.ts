import type { KeyFamily } from './key-use.ts';

const web = 'apps/web/src/';
const server = 'apps/server/src/';

/**
 * The keys the code builds at runtime (`` t(`ui.mail.${name}`) ``), each with the file that builds
 * it. By default `*` must be a string literal of that file, where the list the code goes through
 * is written (`const STEPS = ['season', ...]`), so a key whose name left the list is reported;
 * `namedIn` points at the file or folder that lists them instead. Families whose names a
 * declaration of the contract gives are in derived-families.ts. The check fails when a builder no
 * longer has the pattern's fixed part (`steps.`): move or drop the family with its code.
 */
export const declaredFamilies: readonly KeyFamily[] = [
  // --- the web's screens
  { keys: 'ui.rollover.steps.*', builtIn: `${web}resources/seasons/RolloverPage.tsx` },
  // the pages of ErrorPage's `ErrorCode`, numbers that no string literal names
  { keys: 'ui.errors.e*_title', builtIn: `${web}pages/ErrorPage.tsx`, each: ['401', '404', '500'] },
  { keys: 'ui.errors.e*_body', builtIn: `${web}pages/ErrorPage.tsx`, each: ['401', '404', '500'] },
  { keys: 'ui.home.figure_*', builtIn: `${web}resources/home/StaffHome.tsx` },
  // the proficiency scale's four levels (contract `PROFICIENCY_SCALE`)
  { keys: 'ui.standards.level_*', builtIn: `${web}resources/standards/LevelCell.tsx`, each: ['1', '2', '3', '4'] },
  // The kinds and channels of a notification, listed by the contract's catalogue.
  {
    keys: 'ui.notification_kinds.*',
    builtIn: `${web}resources/accounts/NotificationKindsTable.tsx`,
    namedIn: 'packages/contract/src/resources/notifications/notifications.resource.ts',
  },
  {
    keys: 'ui.notification_choices.channel_*',
    builtIn: `${web}resources/accounts/NotificationKindsTable.tsx`,
    namedIn: 'packages/contract/src/resources/notifications/notifications.resource.ts',
  },
  {
    keys: 'ui.home.lesson_*',
    builtIn: `${web}resources/home/LessonList.tsx`,
    namedIn: `${web}resources/home/home-rules.ts`,
  },
  {
    keys: 'ui.search.groups.*',
    builtIn: `${web}app/layout/TopBarSearch.tsx`,
    namedIn: `${web}app/layout/use-search-results.ts`,
  },
  { keys: 'ui.organization.add_*', builtIn: `${web}resources/organization/OrganizationPage.tsx` },
  { keys: 'ui.organization.sections.*', builtIn: `${web}resources/organization/SchoolPage.tsx` },
  { keys: 'ui.organization.image_rules.*', builtIn: `${web}resources/organization/SchoolImages.tsx` },
  { keys: 'ui.site_links.*', builtIn: `${web}components/SiteLinks.tsx` },
  { keys: 'ui.accounts.account.sections.*', builtIn: `${web}resources/accounts/AccountPage.tsx` },
  { keys: 'ui.finance.balance.*', builtIn: `${web}resources/finance/BalanceSummary.tsx` },
  { keys: 'ui.finance.plan.*', builtIn: `${web}resources/finance/PlanForm.tsx` },
  { keys: 'ui.content.export_*', builtIn: `${web}resources/students-io/StudentExportButtons.tsx` },
  { keys: 'ui.communication.op_*', builtIn: `${web}resources/communication/SmartClassPage.tsx` },
  {
    keys: 'ui.class_message.errors.*',
    builtIn: `${web}resources/messages/SendProgress.tsx`,
    namedIn: `${server}integrations/sms/sms-gateway.ts`,
  },
  {
    keys: 'ui.class_message.encodings.*',
    builtIn: `${web}resources/messages/SendPreview.tsx`,
    namedIn: 'packages/contract/src/messages/sms-parts.ts',
  },
  { keys: 'ui.developer.*', builtIn: `${web}resources/developer/DeveloperPage.tsx` },
  // its helper `say` goes to the examples too (howto-examples.ts)
  {
    keys: 'ui.developer.howto.*',
    builtIn: `${web}resources/developer/DeveloperHowtoPage.tsx`,
    namedIn: `${web}resources/developer/`,
  },
  { keys: 'ui.developer.howto.header_*', builtIn: `${web}resources/developer/DeveloperHowtoPage.tsx` },
  {
    keys: 'ui.developer.apikey.*',
    builtIn: `${web}resources/developer/DeveloperApiKeyPage.tsx`,
    namedIn: `${web}api/developer.ts`,
  },
  {
    keys: 'ui.enrollment.wizard.steps.*',
    builtIn: `${web}resources/enrollment/EnrollmentWizard.tsx`,
    namedIn: `${web}resources/enrollment/wizard-state.ts`,
  },
  { keys: 'ui.cashier.day_end.*', builtIn: `${web}resources/finance/DayEndPanel.tsx` },
  // The profile's tabs: each area's screens.tsx names its own (app/screens.ts)
  {
    keys: 'ui.student_profile.sections.*',
    builtIn: `${web}resources/students/StudentProfilePage.tsx`,
    namedIn: `${web}resources/`,
  },
  // --- the API admin app
  { keys: 'apiAdmin.*', builtIn: 'apps/api-admin/src/ApiAdmin.tsx' },
  // --- the server: messages, mails, pages and documents in the reader's language
  { keys: 'validation.*', builtIn: `${server}modules/finance/ledger.ts`, namedIn: `${server}modules/finance/` },
  {
    keys: 'oidc.*',
    builtIn: `${server}modules/accounts/oidc.action.ts`,
    namedIn: `${server}integrations/oidc/oidc-client.ts`,
  },
  {
    keys: 'saml.*',
    builtIn: `${server}modules/saml/saml.action.ts`,
    namedIn: `${server}integrations/saml/saml-client.ts`,
  },
  {
    keys: 'accounts.*_subject',
    builtIn: `${server}modules/accounts/account-mail.ts`,
    namedIn: `${server}modules/accounts/`,
  },
  {
    keys: 'accounts.*_body',
    builtIn: `${server}modules/accounts/account-mail.ts`,
    namedIn: `${server}modules/accounts/`,
  },
  {
    keys: 'accounts.*_not_registered',
    builtIn: `${server}modules/accounts/social-login.operation.ts`,
    namedIn: `${server}modules/accounts/`,
  },
  { keys: 'local_drive.*', builtIn: `${server}integrations/drive/local-drive-page.ts` },
  { keys: 'report_cards.*', builtIn: `${server}modules/report-cards/report-card-pdf.ts` },
  { keys: 'ui.transcripts.*', builtIn: `${server}modules/transcripts/transcript-pdf.ts` },
  // Each document's helper `t` adds the prefix: receipts, invoices, agreements, promissory notes.
  {
    keys: 'finance_documents.*',
    builtIn: `${server}modules/finance-documents/receipt-pdf.ts`,
    namedIn: `${server}modules/finance-documents/`,
  },
  { keys: 'cashier.statement.*', builtIn: `${server}modules/finance-documents/statement-pdf.ts` },
  {
    // The printed statement and the screen's (StatementPanel.tsx) read the same words.
    keys: 'cashier.statement.kinds.*',
    builtIn: `${server}modules/finance-documents/statement-pdf.ts`,
    namedIn: 'packages/contract/src/resources/student-finance/cashier.actions.ts',
  },
  {
    keys: 'filemanager.*',
    builtIn: `${server}modules/filemanager/change-entries.operation.ts`,
    namedIn: `${server}modules/filemanager/file-kinds.ts`,
  },
  // The audit trail's own verbs; a declared action's name is shown as it is.
  {
    keys: 'reports.action_*',
    builtIn: `${server}modules/reports/tables/logs.ts`,
    namedIn: 'packages/contract/src/resource/access.ts',
  },
];

/**
 * Keys no code uses today that stay for now, each with the code that would say it (none now: the
 * nine the check first kept were dropped once the server's modules were settled). The check fails
 * when a kept key is used again or leaves its catalogue, so the list only shrinks.
 */
export const keptUnused: readonly { key: string; owner: string }[] = [];
