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
