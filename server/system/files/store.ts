import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../access/user.ts';
import { hasPerm } from '../../access/user.ts';
import type { DB } from '../../db/index.ts';
import { AppError, CODES, badRequest } from '../../http/errors.ts';
import { inflateZip } from '../excel/zip.ts';

// Not a resource write (see tests/unit/directWrites.test.ts): upload blobs; a record refers to a file through its own audited field.
export type Purpose = 'avatar' | 'signature' | 'notice' | 'upload' | 'calibration' | 'reagentCertificate';
export const FILES_URL = '/admin/api/v1/files';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What each kind of upload may be: types by content (never by the client's name or header) and size. */
export const RULES: Record<Purpose, { types: string[]; maxBytes: number }> = {
  avatar: { types: ['png', 'jpg', 'gif', 'webp'], maxBytes: 2 * 1024 * 1024 },
  signature: { types: ['png', 'jpg'], maxBytes: 1024 * 1024 },
  notice: { types: ['png', 'jpg', 'gif', 'webp'], maxBytes: 5 * 1024 * 1024 },
  upload: { types: ['png', 'jpg', 'gif', 'webp', 'pdf', 'xlsx', 'docx', 'txt'], maxBytes: 5 * 1024 * 1024 },
  /** a calibration certificate: the agency's PDF or a scan of the paper one */
  calibration: { types: ['pdf', 'png', 'jpg'], maxBytes: 5 * 1024 * 1024 },
  /** a reagent lot's certificate (a CRM's certificate of its value and uncertainty): as a calibration's */
  reagentCertificate: { types: ['pdf', 'png', 'jpg'], maxBytes: 5 * 1024 * 1024 },
};

export function detectType(buf: Buffer): string | null {
  const head = buf.subarray(0, 12);
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.toString('latin1', 0, 4) === 'GIF8') return 'gif';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) {
    try {
      const entries = inflateZip(buf);
      if (entries.has('xl/workbook.xml')) return 'xlsx';
      if (entries.has('word/document.xml')) return 'docx';
    } catch {
      return null;
    }
    return null;
  }
  const sample = buf.subarray(0, 8192).toString('utf8');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what marks a binary file
  if (buf.length && !/[\x00-\x08\x0e-\x1f\ufffd]/.test(sample)) return 'txt';
  return null;
}

/** The uploaded file of a multipart body (field "file", else the first file part). */
export function uploadedFile(body: unknown): Buffer {
  const b = (body ?? {}) as Record<string, unknown>;
  const file = Buffer.isBuffer(b.file) ? b.file : Object.values(b).find((v): v is Buffer => Buffer.isBuffer(v));
  if (!file) throw badRequest('import.noFile');
  return file;
}

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

/** Stores a checked upload under DATA_DIR/files and records who owns it and what it is for. */
export async function saveFile(db: Kysely<DB>, dataDir: string, input: { content: Buffer; purpose: Purpose; ownerId: number; originalName?: string }) {
  const rule = RULES[input.purpose];
  if (input.content.length > rule.maxBytes) throw new AppError(413, CODES.tooLarge, 'file.tooLarge', { limit: mb(rule.maxBytes) });
  const type = detectType(input.content);
  if (!type || !rule.types.includes(type)) throw badRequest('file.badType', { allowed: rule.types.join(', ') });
  const storedName = `${crypto.randomUUID()}.${type}`;
  const dir = path.join(dataDir, 'files');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, storedName), input.content, { flag: 'wx' });
  const originalName = (input.originalName ?? storedName).replace(/[\\/\r\n"]/g, '_').slice(0, 200);
  const row = {
    storedName,
    originalName,
    mime: MIME[type],
    size: input.content.length,
    purpose: input.purpose,
    ownerId: input.ownerId,
    sha256: crypto.createHash('sha256').update(input.content).digest('hex'),
    createdAt: new Date().toISOString(),
  };
  const saved = await db.insertInto('files').values(row).returning('id').executeTakeFirstOrThrow();
  return { id: saved.id as number, url: `${FILES_URL}/${storedName}`, name: originalName, size: row.size, mime: row.mime, sha256: row.sha256 };
}

/**
 * Avatars and notice images are for every signed-in user; signatures for their owner and those who read employees or
 * reports; calibration certificates for those who read the equipment, a reagent lot's for those who read the reagents
 * (the perms of their resources).
 */
export function mayRead(user: CurrentUser, file: { purpose: string; ownerId: number | null }): boolean {
  if (user.isRoot || file.ownerId === user.id) return true;
  if (file.purpose === 'avatar' || file.purpose === 'notice') return true;
  if (file.purpose === 'signature') return hasPerm(user, ['employee:query', 'employee:edit', 'report:query']);
  if (file.purpose === 'calibration') return hasPerm(user, 'device:query');
  if (file.purpose === 'reagentCertificate') return hasPerm(user, 'reagent:query');
  return false;
}

export function filePath(dataDir: string, storedName: string) {
  if (!/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(storedName)) return null;
  return path.join(dataDir, 'files', storedName);
}
