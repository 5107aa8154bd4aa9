import { imageSize } from 'image-size';
import { sniffedExtension } from '../../core/file-type.ts';

/** The school images one can upload, each stored in the School field of the same name. */
const schoolImageKinds = ['favicon', 'logo', 'picture', 'smallLogo', 'bigLogo'] as const;
export type SchoolImageKind = (typeof schoolImageKinds)[number];

export const isSchoolImageKind = (value: string): value is SchoolImageKind =>
  (schoolImageKinds as readonly string[]).includes(value);

/** Configuration keys that hold an image address; the form uploads them through the file store. */
const configurationImageKeys = ['logo', 'favicon', 'loginScreenBgImage'] as const;
export type ConfigurationImageKey = (typeof configurationImageKeys)[number];

export const isConfigurationImageKey = (value: string): value is ConfigurationImageKey =>
  (configurationImageKeys as readonly string[]).includes(value);

/** The only formats a school image may have: raster images, which cannot carry script (SVG can). */
export type RasterType = 'png' | 'jpg' | 'gif' | 'webp' | 'ico';

const RASTER_TYPES: readonly RasterType[] = ['png', 'jpg', 'gif', 'webp', 'ico'];

/**
 * The raster format the bytes are in (read by file-type from their content), or undefined. The
 * declared content type and the file name are never read: an SVG or a page sent as image/png is not one.
 */
export const sniffRasterType = async (bytes: Buffer): Promise<RasterType | undefined> => {
  const sniffed = await sniffedExtension(bytes);
  return RASTER_TYPES.find((type) => type === sniffed);
};

export interface ImageRule {
  types: readonly RasterType[];
  fits: (width: number, height: number) => boolean;
  /** Translation key of the message shown when the image breaks the rule. */
  message: string;
}

/**
 * The text catalogue's limits (platform spec section 5): favicon under 48 px, normal logo
 * 192x40 png, school photo 1400x300 png. "Under 48 px" is read literally: a square favicon
 * smaller than 48 x 48. The small and big logos have no stated size; any raster web image goes.
 * SVG never: a drawing may hold script, and the files are served from the app's own origin.
 */
const rules: Record<SchoolImageKind | ConfigurationImageKey, ImageRule> = {
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
  smallLogo: { types: ['png', 'jpg', 'gif', 'webp'], fits: () => true, message: 'files.image_type' },
  bigLogo: { types: ['png', 'jpg', 'gif', 'webp'], fits: () => true, message: 'files.image_type' },
  // The login screen's background: any size, a photo.
  loginScreenBgImage: { types: ['png', 'jpg', 'gif', 'webp'], fits: () => true, message: 'files.image_type' },
};

export type ImageCheck = { ok: true; type: RasterType; width: number; height: number } | { ok: false; message: string };

/**
 * Reads the format from the magic bytes and the real dimensions from the image header (never
 * the file name or the declared type) and applies the rule. Both readings must agree, so
 * a page that merely contains an `<svg>` element, or a signature followed by anything else, fails.
 */
export const checkRasterImage = async (rule: ImageRule, bytes: Buffer): Promise<ImageCheck> => {
  if (bytes.length === 0) return { ok: false, message: 'files.empty' };
  const sniffed = await sniffRasterType(bytes);
  if (sniffed === undefined || !rule.types.includes(sniffed)) return { ok: false, message: rule.message };
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, message: rule.message };
  }
  // An .ico may hold several images: every one of them must fit.
  const images = size.images && size.images.length > 0 ? size.images : [size];
  const fits = images.every(
    (image) => image.width !== undefined && image.height !== undefined && rule.fits(image.width, image.height),
  );
  if (size.type !== sniffed || !fits) return { ok: false, message: rule.message };
  return { ok: true, type: sniffed, width: size.width ?? 0, height: size.height ?? 0 };
};

/** A school image of a kind, checked by that kind's rule. */
export const checkSchoolImage = (kind: SchoolImageKind | ConfigurationImageKey, bytes: Buffer): Promise<ImageCheck> =>
  checkRasterImage(rules[kind], bytes);
