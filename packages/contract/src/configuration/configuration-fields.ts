import { configurationKeys, languageCodes, schoolTypes } from '../constants.ts';
import { normalizeDate, normalizeEmail } from '../resource/values.ts';

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
  | 'header';

/** Every key of the spec's school configuration with its kind, grouped as the form shows them. */
export const configurationFields: Record<ConfigurationKey, ConfigurationKind> = {
  sitename: 'text',
  slogan: 'text',
  institutionType: 'institutionType',
  language: 'language',
  timezone: 'timezone',
  startDate: 'date',
  url: 'url',
  website: 'url',
  email: 'email',
  adminEmail: 'email',
  supportEmail: 'email',
  phone: 'phone',
  address: 'multiline',
  countryId: 'country',
  stateId: 'state',
  cityId: 'city',
  zipCode: 'text',
  logo: 'image',
  favicon: 'image',
  loginScreenBgImage: 'image',
  loginScreenBgColor: 'color',
  showBgColorSetting: 'boolean',
  showBgColorOnMobile: 'boolean',
  showBranches: 'boolean',
  studentSelfRegistration: 'boolean',
  parentSelfRegistration: 'boolean',
  useAutomation: 'boolean',
  saveUserLogs: 'boolean',
  checkServerName: 'boolean',
  realIpHeader: 'header',
  fileServerUrl: 'url',
  embed_form_url: 'url',
  mobile_ios_url: 'url',
  mobile_android_url: 'url',
};

/** The form's sections, in order (every key is in exactly one). */
export const configurationSections: Record<string, readonly ConfigurationKey[]> = {
  identity: ['sitename', 'slogan', 'institutionType', 'language', 'timezone', 'startDate'],
  contact: ['url', 'website', 'email', 'adminEmail', 'supportEmail', 'phone'],
  location: ['address', 'countryId', 'stateId', 'cityId', 'zipCode'],
  appearance: [
    'logo',
    'favicon',
    'loginScreenBgImage',
    'loginScreenBgColor',
    'showBgColorSetting',
    'showBgColorOnMobile',
  ],
  features: [
    'showBranches',
    'studentSelfRegistration',
    'parentSelfRegistration',
    'useAutomation',
    'saveUserLogs',
    'checkServerName',
    'realIpHeader',
  ],
  links: ['fileServerUrl', 'embed_form_url', 'mobile_ios_url', 'mobile_android_url'],
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
      return isHttpUrl(value) && value.length <= 2000 ? { ok: true, value } : fail('validation.invalid_url');
    case 'color':
      return /^#[0-9a-f]{6}$/i.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : fail('validation.invalid_color');
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
    case 'country':
    case 'state':
    case 'city':
      return /^\d{1,9}$/.test(value)
        ? { ok: true, value: String(Number(value)) }
        : fail('validation.invalid_reference');
    case 'header':
      return /^[A-Za-z0-9-]{1,64}$/.test(value) ? { ok: true, value } : fail('validation.invalid');
    case 'phone':
      return /^[0-9+()\-./ ]{3,30}$/.test(value) ? { ok: true, value } : fail('validation.invalid_phone');
    case 'multiline':
      return value.length <= 1000 ? { ok: true, value } : fail('validation.too_long');
    case 'text':
      return value.length <= 255 ? { ok: true, value } : fail('validation.too_long');
  }
};
