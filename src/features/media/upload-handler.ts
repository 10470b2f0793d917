import 'server-only';
import { headers } from 'next/headers';
import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { isAuthError, requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { isUploadFolder, MAX_UPLOAD_BYTES } from '@/lib/media/limits';
import type { UploadRefusal } from '@/lib/media/process-image';
import { storeUpload } from '@/lib/media/uploads';
import { isSameOrigin } from '@/lib/same-origin';

/** What the upload route answers, always JSON. */
export type UploadResponse =
  { ok: true; url: string; width: number; height: number } | { ok: false; message: string };

type Refusal =
  UploadRefusal | 'unauthenticated' | 'forbidden' | 'crossOrigin' | 'invalidFolder' | 'invalidName';

const STATUS: Record<Refusal, number> = {
  unauthenticated: 401,
  forbidden: 403,
  crossOrigin: 403,
  invalidFolder: 400,
  invalidName: 400,
  empty: 400,
  tooLarge: 413,
  svg: 415,
  unsupported: 415,
  notImage: 415,
  broken: 422,
  tooManyPixels: 422,
  failed: 500,
};

/** The back office is Hebrew only; a plain translator works the same in the route and in tests. */
const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.uploads' });

/** The Hebrew message of a refusal (the browser shows it next to the file). */
export const uploadRefusalMessage = (reason: Refusal): string => t(`reasons.${reason}`);

const json = (body: UploadResponse, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `POST /api/admin/uploads?folder=machines|products|blog` with the file's bytes as the body
 * (`application/octet-stream`) and its name, percent-encoded, in `x-file-name` (for the log
 * only: keys are random). In order: admin only (401/403), same origin only (403), a known
 * folder and a plain file name (400: a browser never sends `../x.jpg`), at most 10 MB — refused from the Content-Length before reading, and the body is
 * read with a hard cap whatever that header says (413) — then checked, re-encoded and stored
 * (src/lib/media/uploads.ts): 201 `{ ok, url, width, height }`, or `{ ok: false, message }` in
 * Hebrew with 400/415/422 (500 when storing fails). Each refusal is logged on one line, without
 * cookies or file contents.
 */
export async function handleUploadRequest(request: Request): Promise<Response> {
  let adminId: string;
  try {
    adminId = (await requireRole(ROLES_FOR.content)).user.id;
  } catch (error) {
    if (!isAuthError(error)) throw error;
    // requireAdmin has logged it.
    const reason = error.status === 401 ? 'unauthenticated' : 'forbidden';
    return json({ ok: false, message: uploadRefusalMessage(reason) }, error.status);
  }

  const url = new URL(request.url);
  const folder = url.searchParams.get('folder');
  const from = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown address';
  const refuse = (reason: Refusal, size?: number) => {
    const name = fileNameForLog(request.headers.get('x-file-name'));
    const bytes = size === undefined ? '' : `, ${size} bytes`;
    console.warn(
      `[uploads] ${STATUS[reason]} ${reason}: ${name}${bytes} to ${JSON.stringify(folder)} by ${adminId} from ${from}`,
    );
    return json({ ok: false, message: uploadRefusalMessage(reason) }, STATUS[reason]);
  };

  if (!isSameOrigin(request)) return refuse('crossOrigin');
  if (!isUploadFolder(folder)) return refuse('invalidFolder');
  if (!isPlainFileName(request.headers.get('x-file-name'))) return refuse('invalidName');

  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return refuse('tooLarge', declared);

  const bytes = await readCapped(request.body, MAX_UPLOAD_BYTES);
  if (bytes === null) return refuse('tooLarge');

  const stored = await storeUpload({ bytes, folder, uploadedBy: adminId });
  if (!stored.ok) return refuse(stored.reason, bytes.byteLength);
  const { url: imageUrl, width, height } = stored.image;
  return json({ ok: true, url: imageUrl, width, height }, 201);
}

/** The whole body, or null as soon as it passes `cap` bytes (the rest is never read). */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Whether the file name sent is a plain name. It never reaches a key or a path, but a browser
 * sends a file's own name only (no folders), so `../x.jpg`, `a/b.jpg` or a NUL means a crafted
 * request: refused. No name at all is fine.
 */
function isPlainFileName(header: string | null): boolean {
  if (header === null) return true;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    return false;
  }
  return name.length <= 1024 && !/[/\\\u0000]/.test(name) && name !== '.' && name !== '..';
}

/** The client's file name, decoded and made safe for one log line (quoted, short, no controls). */
function fileNameForLog(header: string | null): string {
  if (!header) return '(no name)';
  let name = header;
  try {
    name = decodeURIComponent(header);
  } catch {
    // Logged as sent.
  }
  const clean = name.replace(
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  );
  return JSON.stringify(clean.slice(0, 120));
}
