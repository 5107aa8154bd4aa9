/** Business constants of the spec (platform section 9, students section 9). */
export const languageCodes = ['ar', 'de', 'en', 'es', 'tr'] as const;
export type Language = (typeof languageCodes)[number];
export const defaultLanguage: Language = 'en';
/**
 * The Intl locale of each language. Arabic is written with Latin digits everywhere (`nu-latn`):
 * class names, codes, phone numbers and amounts already are, and one screen must not mix
 * numbering systems (docs/web.md, Languages).
 */
export const languageLocales: Record<Language, string> = {
  ar: 'ar-AE-u-nu-latn',
  de: 'de-DE',
  en: 'en-US',
  es: 'es-ES',
  tr: 'tr-TR',
};
/** Languages written right to left (Arabic). */
export const isRightToLeft = (language: string): boolean => language === 'ar';
export const isLanguage = (value: string): value is Language => (languageCodes as readonly string[]).includes(value);

export const USER_TYPE = {
  headquarters: 1,
  campus: 2,
  schoolAdmin: 3,
  finance: 4,
  staff: 5,
  teacher: 6,
  personnel: 7,
  student: 8,
  parent: 9,
} as const;

/**
 * Who may act as another user: a superadmin, and the administrators of headquarters, a campus or a
 * school. A school's other staff (the cashier, the nurse, the librarian, the warden) may not: each
 * may reach a family's account, none needs to be them (issue 35).
 */
export const IMPERSONATOR_USER_TYPES: readonly number[] = [
  USER_TYPE.headquarters,
  USER_TYPE.campus,
  USER_TYPE.schoolAdmin,
];
export const mayImpersonateAs = (superadmin: boolean, userTypeId: number | undefined): boolean =>
  superadmin || (userTypeId !== undefined && IMPERSONATOR_USER_TYPES.includes(userTypeId));

export const DEFAULT_CURRENCY = 'TRY';
export const NO_DATE = '0000-00-00';
export const TOKEN_VALIDITY_SECONDS = 172800;
/** An API key's life (the spec's "expiry constant"): a year, then the user makes a new one. */
export const API_KEY_VALIDITY_DAYS = 365;
export const RESET_LINK_HOURS = 24;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 500;
export const UNKNOWN_ATTENDANCE_TYPE_ID = 100;

export const ui = {
  dialogWidth: 800,
  mainHeightGutter: 225,
  helpPanelMaxHeight: 400,
  snackbarAutoHideMs: 5000,
  doubleClickDelayMs: 300,
  formCloseDelayMs: 500,
  dragHoverOpenMs: 1500,
  menuMoveDelayMs: 500,
  databasePollMs: 3000,
  idleTimeoutMs: 1_800_000,
  idleCrossTabDebounceMs: 500,
  versionCheckMs: 300_000,
  searchDebounceMs: 300,
  fileBrowserHeight: 600,
  modalWidth: 900,
  modalFrameHeight: 600,
  mobileBreakpoint: 480,
} as const;

export const themes = { light: '#5664d2', dark: '#688eff', nature: '#01ab56' } as const;
export type ThemeName = keyof typeof themes;

export const schoolTypes = ['headquarters', 'campus', 'school'] as const;
export const menuTypes = [
  'headquarters',
  'campus',
  'school',
  'teacher',
  'parent',
  'student',
  'admin',
  'manager',
] as const;
export type MenuType = (typeof menuTypes)[number];
export type SchoolType = (typeof schoolTypes)[number];

export const configurationKeys = [
  'address',
  'adminEmail',
  'checkServerName',
  'cityId',
  'countryId',
  'email',
  'favicon',
  'fileServerUrl',
  'language',
  'loginScreenBgColor',
  'loginScreenBgImage',
  'logo',
  'parentSelfRegistration',
  'phone',
  'realIpHeader',
  'saveUserLogs',
  'showBgColorOnMobile',
  'showBgColorSetting',
  'showBranches',
  'sitename',
  'slogan',
  'startDate',
  'stateId',
  'studentSelfRegistration',
  'supportEmail',
  'timezone',
  'url',
  'useAutomation',
  'website',
  'zipCode',
  'institutionType',
  'embed_form_url',
  'mobile_ios_url',
  'mobile_android_url',
  'storeApiKey',
  'storeApiUsername',
  'storeUrl',
  'studentNumberPattern',
  'siblingDiscount',
  'requireSecondFactor',
] as const;

/** The shortest key the people searches accept (students spec section 8: "User search minimum 3 letters"). */
export const SEARCH_MIN_LETTERS = 3;

// The file manager's Drive tab (docs/filemanager.md); here, not beside its actions, so that the
// callback page imports plain values and no schema.
/** Page size of the Drive tab's listing (platform spec, section 9). */
export const DRIVE_PAGE_SIZE = 10;

/** The only Drive scope the Drive tab asks for: file metadata, read-only. */
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.metadata.readonly';

/** Drive's type of a folder, in a `files.list` answer. */
export const DRIVE_FOLDER_TYPE = 'application/vnd.google-apps.folder';

/** The web app's page a Drive sign-in answers to (register it at Google as a redirect URI). */
export const DRIVE_CALLBACK_PATH = '/drive-callback.html';

/**
 * The pages that have help (`docs/help/<lang>/<page>.md` in every language), by help page name:
 * the path without digits, slashes as dashes (`/users/12` is `users-`, `/admin/outbox`
 * `admin-outbox`). The help panel asks only for these, so a page without help asks nothing and
 * never meets a 404; `apps/server/src/modules/ops/help.spec.ts` walks each in every language.
 */
export const HELP_PAGES = [
  'account-home',
  'admin-outbox',
  'config-grade-levels',
  'organization',
  'school-dashboard',
  'users',
  'users-types',
] as const;
