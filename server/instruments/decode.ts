// Bytes → text for instrument exports. Lab PCs in China write UTF-8 (with or without BOM), UTF-16 (Excel "Unicode
// text") and GBK/GB18030 (ANSI on a Chinese Windows); reading GBK as UTF-8 silently garbles sample names, so UTF-8 is
// accepted only when it is valid, then GB18030 (a superset of GBK) is tried, and anything else is refused.
// Binary files (XLSX/XLS/PDF/raw data) and files cut off mid-character are refused with a precise code.
// Node 20's TextDecoder (full ICU) supports 'gb18030' natively, so no dependency is needed.
import type { Encoding, ParseError, TextDoc } from './types.ts';

export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

type Decoded = { ok: true; doc: TextDoc } | { ok: false; error: ParseError };
const err = (code: ParseError['code'], params: ParseError['params'] = {}): Decoded => ({ ok: false, error: { code, params } });

/** Magic numbers of formats people upload by mistake; named so the message can say "this is an XLSX file". */
function binaryKind(b: Uint8Array): string | undefined {
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip/xlsx';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'xls';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf';
  return undefined;
}

/** UTF-16 without BOM: one byte of each pair is almost always zero in ASCII-heavy exports. */
function utf16NoBom(b: Uint8Array): Encoding | undefined {
  const n = Math.min(b.length, 4096) & ~1;
  if (n < 8) return undefined;
  let evenZero = 0,
    oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (b[i] === 0) evenZero++;
    if (b[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.6 && evenZero < pairs * 0.05) return 'utf-16le';
  if (evenZero > pairs * 0.6 && oddZero < pairs * 0.05) return 'utf-16be';
  return undefined;
}

/** Control characters other than tab/CR/LF/FF in text mean a binary file. */
function looksBinary(text: string): boolean {
  let ctl = 0;
  const n = Math.min(text.length, 65536);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) ctl++;
  }
  return ctl > n * 0.01;
}

/** A UTF-8 file cut inside a multi-byte character: valid once the incomplete tail is dropped. */
function utf8TruncatedTail(b: Uint8Array): boolean {
  for (let k = 1; k <= 3 && k < b.length; k++) {
    const lead = b[b.length - k];
    if ((lead & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    if (need <= k) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(b.subarray(0, b.length - k));
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/** Text in a known encoding, or why not: bytes that are not that encoding (a lone surrogate, an invalid byte) are
 * refused, never read as U+FFFD, so a sample name is imported as the file wrote it or not at all. */
function strictly(encoding: Encoding, b: Uint8Array, bom: boolean): { text: string; encoding: Encoding; bom: boolean } | ParseError {
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(b), encoding, bom };
  } catch {
    const cut = encoding === 'utf-8' ? utf8TruncatedTail(b) : b.length % 2 === 1;
    return cut ? { code: 'file_truncated', params: { reason: 'incomplete_character' } } : { code: 'encoding_unknown', params: {} };
  }
}

function decodeText(b: Uint8Array): { text: string; encoding: Encoding; bom: boolean } | ParseError {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return strictly('utf-8', b.subarray(3), true);
  if (b[0] === 0xff && b[1] === 0xfe) return strictly('utf-16le', b.subarray(2), true);
  if (b[0] === 0xfe && b[1] === 0xff) return strictly('utf-16be', b.subarray(2), true);
  const kind = binaryKind(b);
  if (kind) return { code: 'file_binary', params: { kind } };
  const u16 = utf16NoBom(b);
  if (u16) return strictly(u16, b, false);
  // NUL never occurs in 8-bit or UTF-8 text: raw data, images, instrument binaries
  if (b.subarray(0, 65536).includes(0)) return { code: 'file_binary', params: { kind: 'unknown' } };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(b), encoding: 'utf-8', bom: false };
  } catch {
    /* not UTF-8: try GB18030 below */
  }
  if (utf8TruncatedTail(b)) return { code: 'file_truncated', params: { reason: 'incomplete_character' } };
  const gb = (bytes: Uint8Array) => {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  };
  const text = gb(b);
  if (text !== undefined) return { text, encoding: 'gb18030', bom: false };
  // a GBK file cut after the first byte of a two-byte character
  if (b.length > 1 && b[b.length - 1] >= 0x81 && gb(b.subarray(0, b.length - 1)) !== undefined)
    return { code: 'file_truncated', params: { reason: 'incomplete_character' } };
  return { code: 'encoding_unknown', params: {} };
}

/** The delimiter that splits the first lines most consistently (tab, semicolon or comma). */
export function detectDelimiter(lines: string[]): TextDoc['delimiter'] {
  const sample = lines.filter((l) => l.trim()).slice(0, 30);
  let best: TextDoc['delimiter'] = ',';
  let bestScore = 0;
  for (const d of ['\t', ';', ','] as const) {
    const counts = sample.map((l) => l.split(d).length - 1).filter((c) => c > 0);
    if (!counts.length) continue;
    // lines that have it, weighted by how often the most common count repeats (a table has a steady width)
    const freq = new Map<number, number>();
    for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
    const score = counts.length + Math.max(...freq.values());
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

const COMMA_NUM = /^[-+<>]?\d+,\d+(?:[eE][-+]?\d+)?$/;
const POINT_NUM = /^[-+<>]?\d+\.\d+(?:[eE][-+]?\d+)?$/;

/** Per file, not per cell: "1,234" alone is ambiguous, so the file decides by which form its numbers take. */
export function detectDecimalComma(lines: string[], delimiter: TextDoc['delimiter']): boolean {
  if (delimiter === ',') return false;
  let comma = 0,
    point = 0;
  for (const l of lines.slice(0, 500)) {
    for (const raw of l.split(delimiter)) {
      const c = raw.trim().replace(/^"|"$/g, '');
      if (COMMA_NUM.test(c)) comma++;
      else if (POINT_NUM.test(c)) point++;
    }
  }
  return comma > point;
}

export function decode(bytes: Uint8Array, maxBytes = DEFAULT_MAX_BYTES): Decoded {
  if (bytes.length > maxBytes) return err('file_too_large', { bytes: bytes.length, maxBytes });
  if (!bytes.length) return err('file_empty');
  const d = decodeText(bytes);
  if ('code' in d) return { ok: false, error: d };
  if (looksBinary(d.text)) return err('file_binary', { kind: 'unknown' });
  if (!d.text.trim()) return err('file_empty');
  const lines = d.text.split(/\r\n|\r|\n/);
  const endsWithNewline = /[\r\n]$/.test(d.text);
  if (endsWithNewline) lines.pop();
  const delimiter = detectDelimiter(lines);
  return {
    ok: true,
    doc: { text: d.text, lines, encoding: d.encoding, bom: d.bom, delimiter, decimalComma: detectDecimalComma(lines, delimiter), endsWithNewline },
  };
}
