/**
 * The spec's routes that the generic resource screens serve. Each gets `list`, `new`, `{id}`
 * and `{id}/{action}`; every declared resource is also reachable at `/r/<name>`.
 */
export const resourceRoutes: readonly { path: string; resource: string }[] = [
  { path: '/config/grade-levels', resource: 'grade_levels' },
  { path: '/users/types', resource: 'user_types' },
  { path: '/users', resource: 'users' },
  { path: '/config/system', resource: 'configurations' },
  { path: '/admin/menus', resource: 'menus' },
  { path: '/global/menus', resource: 'global_menus' },
  // seasons area: the /config tabs' forms (their lists are the tabbed /config page)
  { path: '/config/seasons', resource: 'seasons' },
  { path: '/config/grading-terms', resource: 'grading_terms' },
  { path: '/config/courses', resource: 'courses' },
  // school-life
  { path: '/classes', resource: 'classes' },
  { path: '/classes/types', resource: 'class_types' },
  { path: '/student', resource: 'students' },
  // setup (issue 4): lookups (no route in the spec's table), finance setup, reports, agreements
  { path: '/config/banks', resource: 'banks' },
  { path: '/config/bank-branches', resource: 'bank_branches' },
  { path: '/config/payment-methods', resource: 'payment_methods' },
  { path: '/config/personnel-categories', resource: 'personnel_categories' },
  { path: '/config/departments', resource: 'departments' },
  { path: '/enrollment/contract-templates', resource: 'readonly_enrollment_contracts' },
  { path: '/bank/accounts', resource: 'bank_accounts' },
  { path: '/account-codes', resource: 'account_codes' },
  { path: '/income-expense', resource: 'income_expenses' },
  { path: '/academic/report-types', resource: 'report_types' },
  { path: '/enrollment/agreement', resource: 'enrollment_agreements' },
];

/** Where a resource's screens live: its spec route when it has one, else `/r/<name>`. */
export const basePathOf = (resource: string): string =>
  resourceRoutes.find((route) => route.resource === resource)?.path ?? `/r/${resource}`;

/** First path segments of the spec's areas (platform section 2): their screens come later. */
export const comingSoonAreas: readonly string[] = [
  'account',
  'admin',
  'global',
  'classes',
  'config',
  'developer',
  'feeds',
  'finance',
  'school',
  'smartclass',
  'store',
  'mail',
  'organization',
  'personnel',
  'student',
  'users',
  'account-codes',
  'income-expense',
  'companies',
  'forms',
  'lawyers',
  'sso',
  'reports',
  'enrollment',
  'bank',
  'academic',
  'courses',
  'discounts',
  'sms',
  'scholarship',
  'exam',
  'cip',
  'student-behaviour',
  'filemanager',
  'impersonate',
  'dashboard',
];
