import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { attachmentFromUpload } from './attachments';

const upload = (data: Buffer, filename: string) => ({ field: 'files[0]', index: 0, filename, contentType: 'image/webp', data });

describe('test Discord server/attachments', () => {
  it.each([
    ['lossless WebP', 100],
    ['lossy WebP', 80],
  ])('reports the size of a %s picture as Discord does', async (_, quality) => {
    const data = await createCanvas(301, 7).encode('webp', quality);
    expect(attachmentFromUpload(upload(data, 'a.webp'), 'c', 'http://x', null)).toMatchObject({ width: 301, height: 7 });
  });

  it('reports no size for bytes that are no picture', () => {
    expect(attachmentFromUpload(upload(Buffer.from('RIFF....WEBPVP8Z................'), 'a.webp'), 'c', 'http://x', null)).toMatchObject({ width: null, height: null });
  });
});
