import { snowflake } from './snowflake.js';

/** A file part of a multipart request, before it becomes an attachment. */
export interface Upload {
  /** Form field name, e.g. `files[0]`. */
  field: string;
  /** The `n` of `files[n]`, which `attachments[].id` refers to; null for other field names. */
  index: number | null;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  data: Buffer;
  url: string;
  description: string | null;
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Discord reports image dimensions; PNG, GIF and WebP headers are enough for a board-game bot. */
function imageSize(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 10 && data.subarray(0, 3).toString('latin1') === 'GIF') {
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  }
  if (data.length >= 30 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return webpSize(data);
  return null;
}

/** The three WebP layouts: extended (VP8X: 24-bit sizes less one), lossless (VP8L: 14-bit sizes less one), lossy (VP8). */
function webpSize(data: Buffer): { width: number; height: number } | null {
  const chunk = data.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  return null;
}

export function attachmentFromUpload(upload: Upload, channelId: string, origin: string, description: string | null, filenameOverride?: string): StoredAttachment {
  const id = snowflake();
  const filename = filenameOverride ?? upload.filename;
  const size = imageSize(upload.data);
  return {
    id,
    filename,
    contentType: upload.contentType,
    size: upload.data.length,
    data: upload.data,
    url: `${origin}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
    description,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}
