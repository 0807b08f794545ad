import sharp from 'sharp';

/** A photo-like JPEG (a gradient with noise) of this size, with EXIF orientation and a camera tag. */
export async function sampleJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * channels;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation, exif: { IFD0: { Make: 'TestCamera', Model: 'Secret GPS' } } })
    .toBuffer();
}

export const samplePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
