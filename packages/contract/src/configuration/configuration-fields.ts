import { configurationKeys, languageCodes, schoolTypes } from '../constants.ts';
import { isPhoneNumber, normalizeColor, normalizeDate, normalizeEmail } from '../resource/values.ts';
import { isNumberPattern } from './number-pattern.ts';

export * from './number-pattern.ts';

export type ConfigurationKey = (typeof configurationKeys)[number];

/** What kind of input a configuration key gets, and what its value must look like. */
export type ConfigurationKind =
  | 'text'
  | 'multiline'
  | 'email'
  | 'phone'
  | 'url'
  | 'image'
  | 'boolean'
  | 'color'
  | 'date'
  | 'language'
  | 'institutionType'
  | 'timezone'
  | 'country'
  | 'state'
  | 'city'
  | 'header'
  | 'numberPattern'
  | 'discount';

/** The form's groups, in the order it shows them. */
export const configurationGroups = [
  'identity',
  'contact',
  'location',
  'appearance',
  'signIn',
  'security',
  'features',
  'links',
  'store',
  'enrolment',
] as const;

export type ConfigurationGroup = (typeof configurationGroups)[number];

/**
 * One setting as the contract declares it: its group, the kind of input and check it gets, the
 * value the app uses while the key is unset (shown as a hint, never written), and the longest
 * value it keeps. Labels and help texts are catalogue entries named after the key
 * (`ui.configuration.keys.<key>`, `ui.configuration.help.<key>`).
 */
export interface ConfigurationSetting {
  group: ConfigurationGroup;
  kind: ConfigurationKind;
  default?: string;
  maxLength?: number;
}

const setting = (
  group: ConfigurationGroup,
  kind: ConfigurationKind,
  more: Omit<ConfigurationSetting, 'group' | 'kind'> = {},
) => ({
  group,
  kind,
  ...more,
});

/** Every key of the spec's school configuration, one declaration each, in the form's order within its group. */
export const configurationSettings: Record<ConfigurationKey, ConfigurationSetting> = {
  sitename: setting('identity', 'text', { maxLength: 255 }),
  slogan: setting('identity', 'text', { maxLength: 255 }),
  institutionType: setting('identity', 'institutionType'),
  language: setting('identity', 'language', { default: 'en' }),
  timezone: setting('identity', 'timezone'),
  startDate: setting('identity', 'date'),
  url: setting('contact', 'url', { maxLength: 2000 }),
  website: setting('contact', 'url', { maxLength: 2000 }),
  email: setting('contact', 'email', { maxLength: 255 }),
  adminEmail: setting('contact', 'email', { maxLength: 255 }),
  supportEmail: setting('contact', 'email', { maxLength: 255 }),
  phone: setting('contact', 'phone', { maxLength: 30 }),
  address: setting('location', 'multiline', { maxLength: 1000 }),
  countryId: setting('location', 'country'),
  stateId: setting('location', 'state'),
  cityId: setting('location', 'city'),
  zipCode: setting('location', 'text', { maxLength: 20 }),
  logo: setting('appearance', 'image', { maxLength: 2000 }),
  favicon: setting('appearance', 'image', { maxLength: 2000 }),
  loginScreenBgImage: setting('appearance', 'image', { maxLength: 2000 }),
  loginScreenBgColor: setting('appearance', 'color'),
  showBgColorSetting: setting('appearance', 'boolean', { default: '0' }),
  showBgColorOnMobile: setting('appearance', 'boolean', { default: '0' }),
  studentSelfRegistration: setting('signIn', 'boolean', { default: '0' }),
  parentSelfRegistration: setting('signIn', 'boolean', { default: '0' }),
  saveUserLogs: setting('security', 'boolean', { default: '0' }),
  checkServerName: setting('security', 'boolean', { default: '0' }),
  realIpHeader: setting('security', 'header', { maxLength: 64 }),
  // Read at the top of the school group (headquarters): staff, headquarters and superadmins of the
  // group must sign in with a second factor (docs/security.md).
  requireSecondFactor: setting('security', 'boolean', { default: '0' }),
  showBranches: setting('features', 'boolean', { default: '0' }),
  useAutomation: setting('features', 'boolean', { default: '0' }),
  fileServerUrl: setting('links', 'url', { maxLength: 2000 }),
  embed_form_url: setting('links', 'url', { maxLength: 2000 }),
  mobile_ios_url: setting('links', 'url', { maxLength: 2000 }),
  mobile_android_url: setting('links', 'url', { maxLength: 2000 }),
  // The school's OpenCart store (docs/store-and-sso.md): the API user's name and key sign the
  // server in to the store; the key is read back by staff only.
  storeUrl: setting('store', 'url', { maxLength: 2000 }),
  storeApiUsername: setting('store', 'text', { maxLength: 255 }),
  storeApiKey: setting('store', 'text', { maxLength: 1000 }),
  // Admission (docs/enrolment.md): how a new student's number is made, and the discount siblings get.
  studentNumberPattern: setting('enrolment', 'numberPattern', { default: '{year}{seq:4}', maxLength: 30 }),
  siblingDiscount: setting('enrolment', 'discount'),
};

/** Keys whose values only staff read back (a teacher reads the rest of the configuration). */
export const secretConfigurationKeys: readonly ConfigurationKey[] = ['storeApiKey'];

const settingKeys = Object.keys(configurationSettings) as ConfigurationKey[];

/** Each key's kind (derived from the declarations; kept for callers that need only the kind). */
export const configurationFields = Object.fromEntries(
  settingKeys.map((key) => [key, configurationSettings[key].kind]),
) as Record<ConfigurationKey, ConfigurationKind>;

const keysIn = (group: ConfigurationGroup): readonly ConfigurationKey[] =>
  settingKeys.filter((key) => configurationSettings[key].group === group);

/** The form's sections, in order (every key is in exactly one: its declaration's group). */
export const configurationSections: Record<ConfigurationGroup, readonly ConfigurationKey[]> = {
  identity: keysIn('identity'),
  contact: keysIn('contact'),
  location: keysIn('location'),
  appearance: keysIn('appearance'),
  signIn: keysIn('signIn'),
  security: keysIn('security'),
  features: keysIn('features'),
  links: keysIn('links'),
  store: keysIn('store'),
  enrolment: keysIn('enrolment'),
};

export const isConfigurationKey = (key: string): key is ConfigurationKey => key in configurationFields;

/** Time zones the runtime knows (every IANA zone on Node and current browsers). */
export const timeZones = (): string[] => {
  const intl = Intl as { supportedValuesOf?: (kind: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : ['UTC'];
};

/** An http(s) address with a host, or a path on this server (`/files/...`). */
const isHttpUrl = (value: string): boolean =>
  /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?([/?#]\S*)?$/i.test(value) || /^\/(?!\/)\S*$/.test(value);

export type ConfigurationCheck = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * One value checked and normalized as it is stored: booleans '1'/'0', e-mails lower case, ids
 * as digits. Empty clears the key. Whether a country, state or city id exists is the server's
 * check; here only its shape. Messages are translation keys.
 */
export const checkConfigurationValue = (key: ConfigurationKey, input: unknown): ConfigurationCheck => {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return { ok: true, value: null };
  }
  if (typeof input === 'boolean') {
    return configurationFields[key] === 'boolean'
      ? { ok: true, value: input ? '1' : '0' }
      : { ok: false, message: 'validation.invalid' };
  }
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: 'validation.invalid' };
  const value = String(input).trim();
  const fail = (message: string): ConfigurationCheck => ({ ok: false, message });
  const { maxLength } = configurationSettings[key];
  if (maxLength !== undefined && value.length > maxLength) return fail('validation.too_long');
  switch (configurationFields[key]) {
    case 'boolean':
      if (['1', 'true'].includes(value)) return { ok: true, value: '1' };
      if (['0', 'false'].includes(value)) return { ok: true, value: '0' };
      return fail('validation.invalid_boolean');
    case 'email': {
      const email = normalizeEmail(value);
      return email.ok ? { ok: true, value: String(email.value) } : fail(email.message);
    }
    case 'url':
    case 'image':
      return isHttpUrl(value) ? { ok: true, value } : fail('validation.invalid_url');
    case 'color':
      return normalizeColor(value);
    case 'date': {
      const date = normalizeDate(value);
      return date.ok && typeof date.value === 'string'
        ? { ok: true, value: date.value }
        : fail('validation.invalid_date');
    }
    case 'language':
      return (languageCodes as readonly string[]).includes(value)
        ? { ok: true, value }
        : fail('validation.invalid_choice');
    case 'institutionType':
      return (schoolTypes as readonly string[]).includes(value)
        ? { ok: true, value }
        : fail('validation.invalid_choice');
    case 'timezone':
      return timeZones().includes(value) ? { ok: true, value } : fail('validation.invalid_choice');
    case 'numberPattern':
      return isNumberPattern(value) ? { ok: true, value } : fail('validation.invalid_number_pattern');
    case 'country':
    case 'state':
    case 'city':
    case 'discount':
      return /^\d{1,9}$/.test(value)
        ? { ok: true, value: String(Number(value)) }
        : fail('validation.invalid_reference');
    case 'header':
      return /^[A-Za-z0-9-]{1,64}$/.test(value) ? { ok: true, value } : fail('validation.invalid');
    case 'phone':
      return isPhoneNumber(value) ? { ok: true, value } : fail('validation.invalid_phone');
    case 'multiline':
    case 'text':
      return { ok: true, value };
  }
};
