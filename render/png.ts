import { crc32, deflate, deflateSync, constants as zlib } from 'node:zlib';
import { promisify } from 'node:util';

/**
 * A PNG writer for the canvas's own pixels: each row is copied as it is (filter None, 8-bit RGBA) and the whole is
 * deflated by node:zlib at level 1. The pictures are large flat areas with type on them, which level 1 compresses
 * almost as well as the slow settings: on the golden games' tables (bench/pictures.ts) this costs about a quarter of
 * the CPU of Skia's lossless WebP (libwebp's lossless encoder at its highest effort, the only lossless setting the
 * canvas offers) and a fifth of Skia's PNG, for about 1.3 times WebP's bytes, with the very same pixels.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;

/** Rows of straight RGBA pixels, `stride` bytes apart; a row's first `width` pixels are the picture's. */
interface Rows {
  rgba: Uint8Array | Uint8ClampedArray;
  stride: number;
}

/** A picture's `width` × `height` pixels, read a band of rows at a time: `band(y, n)` holds rows y to y + n - 1. */
export interface Pixels {
  width: number;
  height: number;
  band(y: number, n: number): Rows;
}

/** Pixels already read into one buffer. */
export function pixelsIn(rgba: Uint8Array | Uint8ClampedArray, stride: number, width: number, height: number): Pixels {
  return { width, height, band: (y, n) => ({ rgba: rgba.subarray(y * stride, Math.min(rgba.length, (y + n) * stride)), stride }) };
}

/** Rows read at once: a band's pixels are on the heap only until the next is read. */
const BAND = 16;

/**
 * The rows buffer kept for the next picture compressed on this thread. Memory freshly given by the system costs
 * more than copying into it: on this machine a new 7 MB buffer for each picture cost about 8 ms of CPU (the kernel
 * zeroing its pages), its reuse nothing.
 */
let kept: Buffer | null = null;

/** The rows PNG compresses: a filter byte (0, None) before each row of RGBA bytes; `reuse` writes them into `kept`. */
function scanlines({ width, height, band }: Pixels, reuse: boolean): Buffer {
  const row = width * 4;
  const size = (row + 1) * height;
  if (reuse && (!kept || kept.length < size)) kept = Buffer.allocUnsafeSlow(size);
  const raw = reuse ? kept!.subarray(0, size) : Buffer.allocUnsafe(size);
  for (let top = 0; top < height; top += BAND) {
    const n = Math.min(BAND, height - top);
    const { rgba, stride } = band(top, n);
    if (stride < row || rgba.length < stride * (n - 1) + row) throw new Error(`${rgba.length} bytes in rows of ${stride} do not hold ${width}×${n} RGBA pixels`);
    const src = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
    for (let k = 0; k < n; k++) {
      const y = top + k;
      raw[y * (row + 1)] = 0;
      src.copy(raw, y * (row + 1) + 1, k * stride, k * stride + row);
    }
  }
  return raw;
}

/**
 * The PNG around the compressed rows, written into one buffer: a chunk built apart and then joined to the others
 * copied the rows twice, each time into memory fresh from the system.
 */
function wrapped(idat: Buffer, width: number, height: number): Buffer {
  const out = Buffer.allocUnsafe(SIGNATURE.length + 25 + 12 + idat.length + 12);
  let at = SIGNATURE.copy(out, 0);
  const chunk = (type: string, length: number, write: (into: number) => void) => {
    out.writeUInt32BE(length, at);
    out.write(type, at + 4, 'latin1');
    write(at + 8);
    out.writeUInt32BE(crc32(out.subarray(at + 4, at + 8 + length)), at + 8 + length);
    at += 12 + length;
  };
  chunk('IHDR', 13, (i) => {
    out.writeUInt32BE(width, i);
    out.writeUInt32BE(height, i + 4);
    out[i + 8] = 8; // bits per channel
    out[i + 9] = RGBA;
    out.fill(0, i + 10, i + 13); // deflate, adaptive filtering, no interlace
  });
  chunk('IDAT', idat.length, (i) => idat.copy(out, i));
  chunk('IEND', 0, () => undefined);
  return out;
}

const OPTIONS = { level: 1, strategy: zlib.Z_DEFAULT_STRATEGY, memLevel: 9 } as const;

/** Straight (not premultiplied) RGBA pixels as a PNG, compressed on this thread. */
export function pngSync(p: Pixels): Buffer {
  return wrapped(deflateSync(scanlines(p, true), OPTIONS), p.width, p.height);
}

const deflateAsync = promisify(deflate);

/**
 * The same PNG, compressed on libuv's thread pool (for a picture drawn on the thread that answers clicks). The
 * pixels are read before its first await, so before it returns.
 */
export async function png(p: Pixels): Promise<Buffer> {
  return wrapped(await deflateAsync(scanlines(p, false), OPTIONS), p.width, p.height);
}
