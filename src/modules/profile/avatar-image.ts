import { BadRequestException } from '@nestjs/common';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { type: string; ext: string[]; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', ext: ['png'], test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', ext: ['jpg', 'jpeg'], test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: ['gif'], test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', ext: ['webp'], test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/**
 * The content type of an avatar image, checked by size, extension (when a file name is given) and
 * content: PNG, JPEG, GIF or WebP by their signatures. SVG is refused (it can carry script).
 */
export function checkAvatar(data: Buffer, fileName?: string): string {
  if (data.length === 0) throw new BadRequestException('avatar is empty');
  if (data.length > AVATAR_MAX_BYTES) throw new BadRequestException('avatar must be at most 2 MB');
  const kind = SIGNATURES.find((s) => s.test(data));
  if (!kind) throw new BadRequestException('avatar must be a PNG, JPEG, GIF or WebP image');
  const ext = fileName?.split('.').pop()?.toLowerCase();
  if (fileName && (!ext || !kind.ext.includes(ext))) throw new BadRequestException(`avatar file name must end in .${kind.ext[0]} for this ${kind.type} image`);
  return kind.type;
}

/** `data:image/png;base64,…` → the bytes, or a 400 naming the avatar field. */
export function decodeDataUrl(value: string): Buffer {
  const match = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(value);
  if (!match) throw new BadRequestException('avatar must be an image data URL (data:image/…;base64,…) or empty');
  return Buffer.from(match[1], 'base64');
}
