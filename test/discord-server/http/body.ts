import type { IncomingMessage } from 'node:http';
import type { Upload } from '../attachments.js';
import { ApiError } from './api-error.js';

export interface ParsedBody {
  /** The JSON body, or `payload_json` of a multipart body; undefined when there was none. */
  json: unknown;
  uploads: Upload[];
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch {
    // The client gave up mid-upload; that is the client's story, not a fake-server crash.
    throw new ApiError(400, 0, 'request body aborted');
  }
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 50109, 'The request body contains invalid JSON.');
  }
}

/** The `n` of `files[n]`: what an attachment entry's `id` points at. */
function fileIndex(field: string): number | null {
  const match = /^files\[(\d+)\]$/.exec(field);
  return match ? Number(match[1]) : null;
}

/** Multipart parsing is delegated to the WHATWG `Response#formData()` that ships with Node. */
async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  let json: unknown;
  const uploads: Upload[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') json = parseJson(value);
      continue;
    }
    uploads.push({
      field,
      index: fileIndex(field),
      filename: value.name,
      contentType: value.type || 'application/octet-stream',
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, uploads };
}

export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readAll(req);
  if (raw.length === 0) return { json: undefined, uploads: [] };
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  if (contentType.startsWith('application/json')) return { json: parseJson(raw.toString('utf8')), uploads: [] };
  return { json: undefined, uploads: [] };
}
