import type { Audience } from '../resource/access.ts';
import { resourceModules } from '../resources/index.ts';
import type { DefaultMenu } from './menu-types.ts';
import { placeMenus } from './place-menus.ts';

// The entry's shape lives apart so the modules that declare entries and the placing code
// import it without importing this file (which imports them): no circle, type-only or not.
export type { DefaultMenu } from './menu-types.ts';

/**
 * The menus a new installation starts with, per audience: every route of the platform spec's
 * route table is reachable from at least one audience's menu. Titles are catalogue keys
 * (`menu.*`); icons are Material icon names. Entries of a resource's screens live in its module
 * (`resources/<name>/<name>.module.ts`); here are the groups and the screens of no resource.
 */
const staff: readonly Audience[] = ['headquarters', 'campus', 'school'];
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

/** The groups and the screens that belong to no resource module. */
const sharedMenus: readonly DefaultMenu[] = [
  item('menu.dashboard', '/school/dashboard', 'Dashboard', [...staff, 'teacher']),
  item('menu.my_account', '/account', 'AccountCircle', family),
  item('menu.my_student', '/student', 'Face', family),
  {
    key: 'menu.organization',
    icon: 'AccountTree',
    audiences: orgStaff,
    children: [item('menu.organization_chart', '/organization/chart', 'AccountTree', orgStaff)],
  },
  {
    key: 'menu.users',
    icon: 'People',
    audiences: staff,
    children: [item('menu.personnel', '/personnel', 'BadgeOutlined', staff)],
  },
  {
    key: 'menu.students',
    icon: 'School',
    audiences: [...staff, 'teacher'],
    children: [
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
      item('menu.enrollment_documents', '/enrollment/documents', 'Description', staff),
    ],
  },
  {
    key: 'menu.finance',
    icon: 'AccountBalance',
    audiences: staff,
    children: [
      item('menu.finance_dashboard', '/finance/dashboard', 'Insights', staff),
      item('menu.discounts', '/discounts', 'Percent', staff),
      item('menu.scholarship_definitions', '/scholarship/definitions', 'WorkspacePremium', staff),
      item('menu.fee_settings', '/courses/fee-setting', 'Tune', staff),
    ],
  },
  {
    key: 'menu.academic',
    icon: 'MenuBook',
    audiences: [...staff, 'teacher'],
    // Teachers see the academic dashboard of their own classes (the server narrows it).
    children: [item('menu.academic_dashboard', '/academic/dashboard', 'Insights', [...staff, 'teacher'])],
  },
  {
    key: 'menu.classes',
    icon: 'Class',
    audiences: [...teaching, ...family],
    children: [
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
    children: [item('menu.reports_dashboard', '/reports/dashboard', 'Assessment', staff)],
  },
  {
    key: 'menu.settings',
    icon: 'Settings',
    audiences: staff,
    children: [item('menu.config_dashboard', '/config/dashboard', 'Dashboard', staff)],
  },
  // Parents and students see in it only what is shared with them (docs/filemanager.md).
  item('menu.file_manager', '/filemanager', 'FolderOpen', everyone),
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
];

/** The whole default tree: the shared entries with every module's entries placed in. */
export const defaultMenus: readonly DefaultMenu[] = placeMenus(
  sharedMenus,
  resourceModules.flatMap((module) => module.menus),
);

/** The entries of one audience, children filtered the same way. */
export const menusFor = (audience: Audience, menus: readonly DefaultMenu[] = defaultMenus): DefaultMenu[] =>
  menus
    .filter((menu) => menu.audiences.includes(audience))
    .map((menu) => ({ ...menu, children: menu.children ? menusFor(audience, menu.children) : undefined }));

/** Every menu key, for the catalogues. */
export const menuKeys = (menus: readonly DefaultMenu[] = defaultMenus): string[] =>
  menus.flatMap((menu) => [menu.key, ...menuKeys(menu.children ?? [])]);
