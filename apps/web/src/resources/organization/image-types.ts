/**
 * What the file picker offers for each school image: the raster formats the server accepts
 * (it reads the format from the bytes and refuses anything else, SVG included, with a message).
 */
const RASTER = 'image/png,image/jpeg,image/gif,image/webp';

export const acceptedImageTypes = (kind: string): string => {
  if (kind === 'logo' || kind === 'picture') return 'image/png';
  if (kind === 'favicon') return 'image/png,image/x-icon,image/vnd.microsoft.icon,.ico,image/gif,image/jpeg';
  return RASTER;
};
