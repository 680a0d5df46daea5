import zlib from 'node:zlib';

/** Limits checked before any spreadsheet parser sees the file. */
export interface ZipLimits {
  maxEntries: number;
  /** total bytes after inflating every entry */
  maxUncompressed: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxUncompressed: 100 * 1024 * 1024 };

export class ZipError extends Error {
  constructor(
    public kind: 'notZip' | 'bomb',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a zip's central directory and inflates every entry with a hard cap on the output, so a zip bomb is caught
 * by what it really expands to (headers can lie), before ExcelJS or mammoth load it. Returns the inflated entries.
 */
export function inflateZip(buf: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Map<string, Buffer> {
  const eocd = findEnd(buf);
  if (eocd < 0) throw new ZipError('notZip', 'no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipError('bomb', 'zip64 archives are not accepted');
  if (count > limits.maxEntries) throw new ZipError('bomb', `${count} entries > ${limits.maxEntries}`);
  if (cdOffset + cdSize > buf.length) throw new ZipError('notZip', 'central directory outside the file');
  const out = new Map<string, Buffer>();
  let budget = limits.maxUncompressed;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new ZipError('notZip', 'broken central directory');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new ZipError('notZip', `broken entry ${name}`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw new ZipError('notZip', `truncated entry ${name}`);
    const data = buf.subarray(start, start + compressed);
    let content: Buffer;
    if (method === 0) content = Buffer.from(data);
    else if (method === 8) {
      try {
        content = zlib.inflateRawSync(data, { maxOutputLength: budget + 1 });
      } catch (e) {
        if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipError('bomb', `expands beyond ${mb(limits.maxUncompressed)}`);
        throw new ZipError('notZip', `entry ${name} does not inflate`);
      }
    } else throw new ZipError('notZip', `compression method ${method}`);
    if (content.length > budget) throw new ZipError('bomb', `expands beyond ${mb(limits.maxUncompressed)}`);
    budget -= content.length;
    if (!name.endsWith('/')) out.set(name, content);
  }
  return out;
}

function findEnd(buf: Buffer): number {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= min; i--) if (buf.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

const mb = (n: number) => `${Math.round(n / 1048576)} MB`;

export interface ZipInput {
  name: string;
  content: Buffer | string;
  /** already deflated data with the sizes to declare (test fixtures: bombs whose headers lie) */
  deflated?: { data: Buffer; size: number; crc: number };
}

/** A small zip writer (deflate, or stored: no compression, for a zip read at once in memory), for generated code
 * downloads, the import reader and test fixtures. */
export function writeZip(files: ZipInput[], opts: { store?: boolean } = {}): Buffer {
  const method = opts.store ? 0 : 8;
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const raw = typeof f.content === 'string' ? Buffer.from(f.content) : f.content;
    const data = f.deflated?.data ?? (opts.store ? raw : zlib.deflateRawSync(raw));
    const name = Buffer.from(f.name);
    const crc = f.deflated?.crc ?? zlib.crc32(raw);
    const size = f.deflated?.size ?? raw.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0800, 6);
    head.writeUInt16LE(f.deflated ? 8 : method, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(f.deflated ? 8 : method, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, name, data);
    central.push(dir, name);
    offset += head.length + name.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
