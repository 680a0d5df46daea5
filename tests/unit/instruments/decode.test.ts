// Bytes → text: BOMs, UTF-8 validity, the GBK fallback, refusal of binary/cut/oversized files, decimal comma per file.
import { describe, expect, it } from 'vitest';
import { decode, detectDecimalComma, detectDelimiter } from '../../../server/instruments/decode.ts';
import { fixture } from './load.ts';

const ok = (b: Uint8Array) => {
  const d = decode(b);
  if (!d.ok) expect.fail(JSON.stringify(d.error));
  return d.doc;
};

describe('decode', () => {
  it('reads a GBK file as GBK (Chinese sample names intact), never as garbled UTF-8', () => {
    const doc = ok(fixture('hach-uvvis/dr3900-gbk.csv'));
    expect(doc.encoding).toBe('gb18030');
    expect(doc.text).toContain('W2026-1111 饮用水');
    expect(doc.text).not.toContain('\ufffd');
  });

  it('drops a UTF-8 BOM and says it was there', () => {
    const doc = ok(fixture('agilent-masshunter-icpms/batch-bom.csv'));
    expect(doc).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(doc.lines[0].startsWith('Sample,')).toBe(true);
  });

  it('reads UTF-16LE with BOM (Excel "Unicode text") and without BOM', () => {
    expect(ok(fixture('shimadzu-toc/toc-tc-ic-utf16.txt'))).toMatchObject({ encoding: 'utf-16le', bom: true });
    const noBom = new Uint8Array(Buffer.from('Sample ID\tResult\r\nW-1\t0.5\r\n', 'utf16le'));
    expect(ok(noBom)).toMatchObject({ encoding: 'utf-16le', bom: false, delimiter: '\t' });
  });

  it('reads UTF-16BE with BOM', () => {
    const be = Buffer.from('a;b\n1;2\n', 'utf16le').swap16();
    expect(ok(new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), be])))).toMatchObject({ encoding: 'utf-16be', delimiter: ';' });
  });

  it('refuses binary files and names the known kinds', () => {
    expect(decode(fixture('bad/spreadsheet.xlsx'))).toEqual({ ok: false, error: { code: 'file_binary', params: { kind: 'zip/xlsx' } } });
    expect(decode(fixture('bad/binary.dat'))).toMatchObject({ ok: false, error: { code: 'file_binary' } });
    expect(decode(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).toMatchObject({ ok: false, error: { params: { kind: 'xls' } } });
    expect(decode(new Uint8Array(Buffer.from('%PDF-1.7\n')))).toMatchObject({ ok: false, error: { params: { kind: 'pdf' } } });
  });

  it('refuses a UTF-8 file cut inside a character as truncated, not as another encoding', () => {
    expect(decode(fixture('bad/truncated-utf8.csv'))).toMatchObject({
      ok: false,
      error: { code: 'file_truncated', params: { reason: 'incomplete_character' } },
    });
  });

  it('refuses a GBK file cut inside a two-byte character as truncated', () => {
    const gbk = fixture('hach-uvvis/dr3900-gbk.csv');
    // "饮用" is D2 FB D3 C3: cut after D3, so the bytes before are already invalid UTF-8 and only the GBK check applies
    const at = gbk.indexOf(0xd3);
    expect(gbk[at - 2]).toBe(0xd2);
    expect(decode(gbk.subarray(0, at + 1))).toMatchObject({ ok: false, error: { code: 'file_truncated', params: { reason: 'incomplete_character' } } });
  });

  it('refuses empty, blank and oversized files', () => {
    expect(decode(new Uint8Array())).toMatchObject({ ok: false, error: { code: 'file_empty' } });
    expect(decode(new Uint8Array(Buffer.from(' \r\n\r\n')))).toMatchObject({ ok: false, error: { code: 'file_empty' } });
    expect(decode(new Uint8Array(101), 100)).toEqual({ ok: false, error: { code: 'file_too_large', params: { bytes: 101, maxBytes: 100 } } });
  });

  it('refuses bytes that are neither UTF-8 nor GB18030', () => {
    // 0xFF is invalid in both; no NULs, so it is not taken for binary
    expect(decode(new Uint8Array([0x41, 0x2c, 0x42, 0x0a, 0xff, 0x0a]))).toMatchObject({ ok: false, error: { code: 'encoding_unknown' } });
  });

  it('detects the delimiter and decides the decimal mark per file', () => {
    expect(detectDelimiter(['a;b;c', '1,5;2,5;3'])).toBe(';');
    expect(detectDelimiter(['a\tb', '1\t2'])).toBe('\t');
    expect(detectDelimiter(['a,b,c', '1,2,3'])).toBe(',');
    expect(detectDecimalComma(['x;y', '0,12;3,4', '1.5;2'], ';')).toBe(true);
    expect(detectDecimalComma(['x;y', '0.12;3.4', '1,5;2'], ';')).toBe(false);
    expect(detectDecimalComma(['x,y', '0,12'], ',')).toBe(false); // a comma-delimited file cannot use decimal commas unquoted
    expect(ok(fixture('perkinelmer-nexion/nexion-semicolon.csv'))).toMatchObject({ delimiter: ';', decimalComma: true });
    expect(ok(fixture('thermo-qtegra/qtegra-icpms-gbk.csv'))).toMatchObject({ delimiter: ';', decimalComma: false });
  });
});

describe('decode refuses bytes that are not the encoding it read (never U+FFFD)', () => {
  it('a UTF-8 file with a BOM and an invalid byte, UTF-16 with a lone surrogate', () => {
    const bomUtf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Sample,Result\nW-1 '), Buffer.from([0xff, 0xfe]), Buffer.from(',0.5\n')]);
    expect(decode(new Uint8Array(bomUtf8))).toEqual({ ok: false, error: { code: 'encoding_unknown', params: {} } });
    const lone = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Sample\tResult\r\nW-1', 'utf16le'),
      Buffer.from([0x00, 0xd8]),
      Buffer.from('\t0.5\r\n', 'utf16le'),
    ]);
    expect(decode(new Uint8Array(lone))).toEqual({ ok: false, error: { code: 'encoding_unknown', params: {} } });
    const odd = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Sample\tResult\r\n', 'utf16le'), Buffer.from([0x41])]);
    expect(decode(new Uint8Array(odd))).toMatchObject({ ok: false, error: { code: 'file_truncated' } });
  });
});
