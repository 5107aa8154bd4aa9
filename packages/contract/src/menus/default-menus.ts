import type { Audience } from '../resource/access.ts';

/**
 * The menus a new installation starts with, per audience: every route of the platform spec's
 * route table is reachable from at least one audience's menu. Titles are catalogue keys
 * (`menu.*`); icons are Material icon names.
 */
export interface DefaultMenu {
  key: string;
  url?: string;
  icon: string;
  audiences: readonly Audience[];
  children?: readonly DefaultMenu[];
}

const staff: readonly Audience[] = ['headquarters', 'campus', 'school'];
const hq: readonly Audience[] = ['headquarters'];
const orgStaff: readonly Audience[] = ['headquarters', 'campus'];
const schoolStaff: readonly Audience[] = ['school'];
const teaching: readonly Audience[] = ['school', 'teacher'];
const everyone: readonly Audience[] = ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'];
const family: readonly Audience[] = ['parent', 'student'];

const item = (key: string, url: string, icon: string, audiences: readonly Audience[]): DefaultMenu => ({
  key,
  url,
  icon,
  audiences,
});

export const defaultMenus: readonly DefaultMenu[] = [
  item('menu.dashboard', '/school/dashboard', 'Dashboard', [...staff, 'teacher']),
  item('menu.my_account', '/account', 'AccountCircle', family),
  item('menu.my_student', '/student', 'Face', family),
  {
    key: 'menu.organization',
    icon: 'AccountTree',
    audiences: orgStaff,
    children: [
      item('menu.organization_list', '/organization', 'Apartment', orgStaff),
      item('menu.organization_chart', '/organization/chart', 'AccountTree', orgStaff),
    ],
  },
  {
    key: 'menu.users',
    icon: 'People',
    audiences: staff,
    children: [
      item('menu.user_list', '/users', 'People', staff),
      item('menu.user_types', '/users/types', 'Badge', hq),
      item('menu.personnel', '/personnel', 'BadgeOutlined', staff),
    ],
  },
  {
    key: 'menu.students',
    icon: 'School',
    audiences: [...staff, 'teacher'],
    children: [
      item('menu.student_list', '/student', 'School', [...staff, 'teacher']),
      item('menu.student_tags', '/student/tags', 'LocalOffer', schoolStaff),
      item('menu.student_behaviour', '/student-behaviour', 'EmojiPeople', teaching),
    ],
  },
  {
    key: 'menu.enrollment',
    icon: 'HowToReg',
    audiences: staff,
    children: [
      item('menu.enrollment_dashboard', '/enrollment/dashboard', 'Insights', staff),
      item('menu.enrollment_new', '/enrollment/new', 'PersonAdd', schoolStaff),
      item('menu.enrollment_list', '/enrollment', 'ListAlt', staff),
      item('menu.enrollment_previous_season', '/enrollment/previous-season', 'History', schoolStaff),
      item('menu.enrollment_agreements', '/enrollment/agreement', 'Gavel', staff),
      item('menu.enrollment_documents', '/enrollment/documents', 'Description', staff),
    ],
  },
  {
    key: 'menu.finance',
    icon: 'AccountBalance',
    audiences: staff,
    children: [
      item('menu.finance_dashboard', '/finance/dashboard', 'Insights', staff),
      item('menu.income_expense', '/income-expense', 'ReceiptLong', staff),
      item('menu.account_codes', '/account-codes', 'Numbers', staff),
      item('menu.bank_accounts', '/bank/accounts', 'AccountBalance', staff),
      item('menu.discounts', '/discounts', 'Percent', staff),
      item('menu.scholarship_definitions', '/scholarship/definitions', 'WorkspacePremium', staff),
      item('menu.fee_settings', '/courses/fee-setting', 'Tune', staff),
      item('menu.companies', '/companies', 'Business', staff),
      item('menu.lawyers', '/lawyers', 'Balance', staff),
    ],
  },
  {
    key: 'menu.academic',
    icon: 'MenuBook',
    audiences: [...staff, 'teacher'],
    children: [
      item('menu.academic_dashboard', '/academic/dashboard', 'Insights', staff),
      item('menu.report_types', '/academic/report-types', 'Article', staff),
      item('menu.score_categories', '/exam/score-category', 'Grade', teaching),
      item('menu.exam_templates', '/exam/templates', 'Quiz', teaching),
      item('menu.optic_form_templates', '/exam/optic-form-template', 'GridOn', teaching),
      item('menu.cip_activities', '/cip/activity', 'VolunteerActivism', teaching),
      item('menu.cip_seasons', '/cip/season', 'EventRepeat', schoolStaff),
    ],
  },
  {
    key: 'menu.classes',
    icon: 'Class',
    audiences: [...teaching, ...family],
    children: [
      item('menu.class_list', '/classes', 'Class', teaching),
      item('menu.class_types', '/classes/types', 'Category', schoolStaff),
      item('menu.online_classes', '/classes/online', 'VideoCall', [...teaching, ...family]),
      item('menu.course_videos', '/courses/video', 'OndemandVideo', [...teaching, ...family]),
      item('menu.course_assets', '/courses/asset', 'Folder', [...teaching, ...family]),
      item('menu.smartclass', '/smartclass', 'Cast', teaching),
    ],
  },
  {
    key: 'menu.communication',
    icon: 'Forum',
    audiences: everyone,
    children: [
      item('menu.mail', '/mail', 'Mail', everyone),
      item('menu.feeds', '/feeds', 'DynamicFeed', everyone),
      item('menu.mail_templates', '/mail/templates', 'ForwardToInbox', staff),
      item('menu.sms_templates', '/sms/templates', 'Sms', staff),
      item('menu.forms', '/forms', 'DynamicForm', staff),
    ],
  },
  {
    key: 'menu.partners',
    icon: 'Launch',
    audiences: family,
    children: [
      item('menu.sso_vcloud', '/sso/vcloud', 'Cloud', family),
      item('menu.sso_dijidemi', '/sso/dijidemi', 'AutoStories', family),
    ],
  },
  {
    key: 'menu.store',
    icon: 'Storefront',
    audiences: [...staff, ...family],
    children: [
      item('menu.store_front', '/store', 'Storefront', [...staff, ...family]),
      item('menu.store_admin', '/store/admin', 'Inventory', staff),
    ],
  },
  {
    key: 'menu.reports',
    icon: 'Assessment',
    audiences: staff,
    children: [
      item('menu.reports_dashboard', '/reports/dashboard', 'Assessment', staff),
      item('menu.impersonate_log', '/reports/impersonate-log', 'SupervisorAccount', staff),
      item('menu.audit_logs', '/reports/audit-logs', 'History', hq),
    ],
  },
  {
    key: 'menu.settings',
    icon: 'Settings',
    audiences: staff,
    children: [
      item('menu.config', '/config', 'Settings', staff),
      item('menu.config_dashboard', '/config/dashboard', 'Dashboard', staff),
      item('menu.grade_levels', '/config/grade-levels', 'Stairs', staff),
      item('menu.system', '/config/system', 'Tune', hq),
      item('menu.school_menus', '/admin/menus', 'Menu', staff),
      item('menu.global_menus', '/global/menus', 'MenuOpen', hq),
      item('menu.databases', '/admin/databases', 'Storage', hq),
    ],
  },
  item('menu.file_manager', '/filemanager', 'FolderOpen', [...staff, 'teacher']),
  {
    key: 'menu.developer',
    icon: 'Code',
    audiences: staff,
    children: [
      item('menu.developer_home', '/developer', 'Code', staff),
      item('menu.developer_howto', '/developer/howto', 'HelpOutline', staff),
      item('menu.developer_apikey', '/developer/apikey', 'Key', staff),
      item('menu.developer_endpoints', '/developer/endpoints', 'Api', staff),
    ],
  },
  item('menu.account', '/account', 'ManageAccounts', [...staff, 'teacher']),
  // setup (issue 4): the lookups the spec's route table leaves without a route
  {
    key: 'menu.setup_reference_data',
    icon: 'MenuBook',
    audiences: hq,
    children: [
      item('menu.setup_banks', '/config/banks', 'AccountBalance', hq),
      item('menu.setup_bank_branches', '/config/bank-branches', 'AccountTree', hq),
      item('menu.setup_payment_methods', '/config/payment-methods', 'Payment', hq),
      item('menu.setup_personnel_categories', '/config/personnel-categories', 'Category', hq),
      item('menu.setup_departments', '/config/departments', 'Business', hq),
      item('menu.setup_readonly_contracts', '/enrollment/contract-templates', 'Description', hq),
    ],
  },
];

/** The entries of one audience, children filtered the same way. */
export const menusFor = (audience: Audience, menus: readonly DefaultMenu[] = defaultMenus): DefaultMenu[] =>
  menus
    .filter((menu) => menu.audiences.includes(audience))
    .map((menu) => ({ ...menu, children: menu.children ? menusFor(audience, menu.children) : undefined }));

/** Every menu key, for the catalogues. */
export const menuKeys = (menus: readonly DefaultMenu[] = defaultMenus): string[] =>
  menus.flatMap((menu) => [menu.key, ...menuKeys(menu.children ?? [])]);
