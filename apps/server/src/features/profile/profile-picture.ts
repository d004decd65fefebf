import sharp from 'sharp';

/** The picture formats accepted for a profile, recognised by their first bytes rather than by name or declared type. */
export type PictureType = { extension: 'png' | 'jpg' | 'webp'; mime: string };

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => buffer[offset + i] === byte);

export function sniffPictureType(buffer: Buffer): PictureType | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', mime: 'image/png' };
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mime: 'image/jpeg' };
  // RIFF....WEBP
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { extension: 'webp', mime: 'image/webp' };
  }
  return null;
}

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
/** A larger picture is refused before it is decoded (a small file can unpack into a huge bitmap). */
export const MAX_PICTURE_SIDE_IN = 6000;
/** Stored pictures are scaled down to fit this square: a profile shows them far smaller. */
export const MAX_PICTURE_SIDE_STORED = 1024;

export type PictureProblem = 'not-an-image' | 'too-many-pixels';
export type Picture = { content: Buffer; type: PictureType };

/**
 * Decodes the picture and encodes it anew (upright, scaled to fit, metadata such as GPS dropped),
 * so what is stored is only the image: bytes after it (a PNG header in front of HTML, a
 * polyglot file) or hidden in it never reach the disk.
 */
export async function reencodePicture(content: Buffer): Promise<Picture | PictureProblem> {
  const type = sniffPictureType(content);
  if (!type) return 'not-an-image';
  try {
    const image = sharp(content, { limitInputPixels: MAX_PICTURE_SIDE_IN * MAX_PICTURE_SIDE_IN, failOn: 'error' });
    const { format, width, height } = await image.metadata();
    if (format !== (type.extension === 'jpg' ? 'jpeg' : type.extension)) return 'not-an-image';
    if (width > MAX_PICTURE_SIDE_IN || height > MAX_PICTURE_SIDE_IN) return 'too-many-pixels';
    const fitted = image.rotate().resize({ width: MAX_PICTURE_SIDE_STORED, height: MAX_PICTURE_SIDE_STORED, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type.extension === 'png' ? fitted.png({ compressionLevel: 9 }) : type.extension === 'jpg' ? fitted.jpeg({ quality: 85, mozjpeg: true }) : fitted.webp({ quality: 85 });
    return { content: await encoded.toBuffer(), type };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return 'too-many-pixels';
    // libvips could not read it as the image its first bytes promise.
    return 'not-an-image';
  }
}
