import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';

// Every upload is a different image: libvips' operation cache would only hold decoded pixels
// of images that never come back.
sharp.cache(false);

/** The widths the storefront picks from with srcset; an image is never made larger than it is. */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
export const VARIANT_FORMATS = ['webp', 'avif'] as const;
export type TVariantFormat = (typeof VARIANT_FORMATS)[number];

/** The kept master's longest side: enough for any variant and a sharp zoom, small enough for the database. */
const MASTER_MAX_SIDE = 2560;
/** Decompression-bomb guard: a 20 MB file may not unpack into more pixels than this. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * What sharp's `format` says for the kinds we accept (AVIF and HEIC both read as heif). The prebuilt
 * sharp decodes AVIF but not HEVC-coded HEIC; browsers send an iPhone's photos as JPEG anyway.
 */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

export class UnreadableImageError extends Error {}

export interface EncodedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  sha256: string;
}

export interface ProcessedVariant extends EncodedImage {
  format: TVariantFormat;
}

export interface ProcessedImage {
  master: EncodedImage;
  variants: ProcessedVariant[];
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const CONTENT_TYPES: Record<TVariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** The widths to make for an image this wide: the standard ones that fit, or the image's own width. */
export function variantWidths(imageWidth: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((width) => width <= imageWidth);
  return fitting.length > 0 ? [...fitting] : [imageWidth];
}

function open(input: string | Buffer) {
  // failOn 'warning': a truncated or corrupt file is refused instead of stored half grey.
  return sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
}

/**
 * Reads an uploaded image (by its content, whatever its name says), turns it upright by its EXIF
 * orientation, drops all metadata (camera, GPS) and makes the master and the WebP/AVIF variants.
 * Throws UnreadableImageError for anything sharp cannot fully decode.
 */
export async function processImage(input: string | Buffer): Promise<ProcessedImage> {
  let masterInfo: OutputInfo;
  let masterData: Buffer;
  let masterType: string;
  try {
    const metadata = await open(input).metadata();
    if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) throw new UnreadableImageError('format');
    // Photos become JPEG; anything with transparency keeps it as WebP.
    const pipeline = open(input)
      .rotate()
      .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = metadata.hasAlpha
      ? pipeline.webp({ quality: 90 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true });
    ({ data: masterData, info: masterInfo } = await encoded.toBuffer({ resolveWithObject: true }));
    masterType = metadata.hasAlpha ? 'image/webp' : 'image/jpeg';
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }

  const variants: ProcessedVariant[] = [];
  for (const width of variantWidths(masterInfo.width)) {
    const resized = sharp(masterData).resize({ width, withoutEnlargement: true });
    for (const format of VARIANT_FORMATS) {
      const encoder =
        format === 'webp' ? resized.clone().webp({ quality: 80 }) : resized.clone().avif({ quality: 55, effort: 3 });
      const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
      variants.push({
        format,
        data,
        contentType: CONTENT_TYPES[format],
        width: info.width,
        height: info.height,
        sha256: sha256Of(data),
      });
    }
  }
  return {
    master: {
      data: masterData,
      contentType: masterType,
      width: masterInfo.width,
      height: masterInfo.height,
      sha256: sha256Of(masterData),
    },
    variants,
  };
}

/** Video is stored as sent; only its kind is checked by its first bytes. */
export function videoContentType(head: Buffer): 'video/mp4' | 'video/webm' | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  return null;
}
