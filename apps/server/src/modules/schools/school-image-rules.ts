import { imageSize } from 'image-size';

/** The school images one can upload, each stored in the School field of the same name. */
export const schoolImageKinds = ['favicon', 'logo', 'picture', 'smallLogo', 'bigLogo'] as const;
export type SchoolImageKind = (typeof schoolImageKinds)[number];

export const isSchoolImageKind = (value: string): value is SchoolImageKind =>
  (schoolImageKinds as readonly string[]).includes(value);

/** Configuration keys that hold an image address; the form uploads them through the file store. */
export const configurationImageKeys = ['logo', 'favicon', 'loginScreenBgImage'] as const;
export type ConfigurationImageKey = (typeof configurationImageKeys)[number];

export const isConfigurationImageKey = (value: string): value is ConfigurationImageKey =>
  (configurationImageKeys as readonly string[]).includes(value);

interface Rule {
  types: readonly string[];
  fits: (width: number, height: number) => boolean;
  /** Translation key of the message shown when the image breaks the rule. */
  message: string;
}

/**
 * The text catalogue's limits (platform spec section 5): favicon under 48 px, normal logo
 * 192x40 png, school photo 1400x300 png. "Under 48 px" is read literally: a square favicon
 * smaller than 48 x 48. The small and big logos have no stated size; any web image type goes.
 */
const rules: Record<SchoolImageKind | ConfigurationImageKey, Rule> = {
  favicon: {
    types: ['png', 'ico', 'gif', 'jpg'],
    fits: (width, height) => width === height && width < 48,
    message: 'files.favicon_rule',
  },
  logo: { types: ['png'], fits: (width, height) => width === 192 && height === 40, message: 'files.logo_rule' },
  picture: {
    types: ['png'],
    fits: (width, height) => width === 1400 && height === 300,
    message: 'files.picture_rule',
  },
  smallLogo: { types: ['png', 'jpg', 'gif', 'webp', 'svg'], fits: () => true, message: 'files.image_type' },
  bigLogo: { types: ['png', 'jpg', 'gif', 'webp', 'svg'], fits: () => true, message: 'files.image_type' },
  // The login screen's background: any size, a photo or a drawing.
  loginScreenBgImage: { types: ['png', 'jpg', 'gif', 'webp', 'svg'], fits: () => true, message: 'files.image_type' },
};

export const extensionOf: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  svg: 'svg',
  ico: 'ico',
};

export type ImageCheck = { ok: true; type: string; width: number; height: number } | { ok: false; message: string };

/** Reads the real dimensions from the bytes (never the file name or the declared type) and applies the kind's rule. */
export const checkSchoolImage = (kind: SchoolImageKind | ConfigurationImageKey, bytes: Buffer): ImageCheck => {
  const rule = rules[kind];
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, message: bytes.length === 0 ? 'files.empty' : rule.message };
  }
  // An .ico may hold several images: every one of them must fit.
  const images = size.images && size.images.length > 0 ? size.images : [size];
  const type = size.type ?? '';
  const fits = images.every(
    (image) => image.width !== undefined && image.height !== undefined && rule.fits(image.width, image.height),
  );
  if (!rule.types.includes(type) || !fits) return { ok: false, message: rule.message };
  return { ok: true, type, width: size.width ?? 0, height: size.height ?? 0 };
};
