// Layout detection: every fixture lands on its own parser, an unknown layout or a wrong instrument is refused with
// the reason, and bad files never reach a parser.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../server/instruments/decode.ts';
import { detect, parseFile, parsers } from '../../../server/instruments/detect.ts';
import { xlsxDoc } from '../../../server/instruments/read.ts';
import type { TextDoc } from '../../../server/instruments/types.ts';
import { fixture } from './load.ts';

const root = path.join(import.meta.dirname, '../../fixtures/instruments');
const vendorDirs = fs.readdirSync(root).filter((d) => !['bad', 'mapping'].includes(d) && !d.startsWith('.'));
/** A folder's sample files; its README.md says which public export each one follows. */
const samples = (dir: string) => fs.readdirSync(path.join(root, dir)).filter((f) => !f.endsWith('.md'));

describe('detect', () => {
  it('has a fixture folder for every parser, with at least two files each', () => {
    expect(vendorDirs.sort()).toEqual(parsers.map((p) => p.id).sort());
    for (const d of vendorDirs) expect(samples(d).length, d).toBeGreaterThanOrEqual(2);
  });

  for (const dir of vendorDirs) {
    for (const file of samples(dir)) {
      it(`detects ${dir}/${file} as ${dir} and no earlier parser`, async () => {
        let doc: TextDoc;
        // a workbook reaches the parsers as its first sheet's rows, the way the import reads it
        if (file.endsWith('.xlsx')) doc = await xlsxDoc(fixture(`${dir}/${file}`));
        else {
          const d = decode(fixture(`${dir}/${file}`));
          if (!d.ok) expect.fail(JSON.stringify(d.error));
          doc = d.doc;
        }
        expect(detect(doc)?.id).toBe(dir);
        // the parsers that sniff it: only this one (no silent overlap that order alone hides)
        expect(parsers.filter((p) => p.sniff(doc)).map((p) => p.id)).toEqual([dir]);
      });
    }
  }

  it('refuses an unknown layout, showing the first line it saw', () => {
    const r = parseFile(fixture('bad/unknown-layout.csv'));
    expect(r).toMatchObject({ ok: false, error: { code: 'layout_unknown', params: { firstLine: 'Foo,Bar,Baz' } } });
  });

  it('refuses a file from another instrument, naming the layout it looks like', () => {
    const r = parseFile(fixture('perkinelmer-winlab32/winlab-aas.csv'), { expected: 'agilent-masshunter-icpms' });
    expect(r).toMatchObject({ ok: false, error: { code: 'layout_mismatch', params: { expected: 'agilent-masshunter-icpms', found: 'perkinelmer-winlab32' } } });
    expect(parseFile(fixture('bad/unknown-layout.csv'), { expected: 'hach-uvvis' })).toMatchObject({
      ok: false,
      error: { code: 'layout_mismatch', params: { found: '' } },
    });
    expect(parseFile(fixture('hach-uvvis/dr6000.csv'), { expected: 'no-such-parser' })).toMatchObject({ ok: false, error: { code: 'layout_unknown' } });
    // a Hach DR1900 log (UTF-16) offered as a TOC-L file: named as the Hach log it is, its first line shown decoded
    expect(parseFile(fixture('hach-uvvis/dr1900-datalog.txt'), { expected: 'shimadzu-toc' })).toEqual({
      ok: false,
      error: { code: 'layout_mismatch', params: { expected: 'shimadzu-toc', found: 'hach-uvvis', firstLine: 'Device Type,DR1900' } },
    });
  });

  it('refuses a cut-off file at the short last row, importing nothing', () => {
    expect(parseFile(fixture('bad/truncated-row.csv'))).toEqual({
      ok: false,
      error: { code: 'file_truncated', params: { reason: 'short_last_row' }, line: 3 },
    });
  });

  it('passes decoder refusals through (binary, too large)', () => {
    expect(parseFile(fixture('bad/spreadsheet.xlsx'))).toMatchObject({ ok: false, error: { code: 'file_binary' } });
    expect(parseFile(fixture('hach-uvvis/dr6000.csv'), { maxBytes: 10 })).toMatchObject({ ok: false, error: { code: 'file_too_large' } });
  });

  it('refuses a file in a known layout with no values', () => {
    const header = 'Sample ID,Analyte Name,Date,Time,Reported Conc (Calib),Units (Samp)\n';
    expect(parseFile(new Uint8Array(Buffer.from(header)))).toMatchObject({
      ok: false,
      error: { code: 'no_readings', params: { parser: 'perkinelmer-winlab32' } },
    });
  });

  it('never throws on arbitrary text', () => {
    for (const t of ['[Header]\n[Compound Results]\n', 'Sample,\n', 'Sample ID\n\n\n', '"', 'N 0.1 g\n', '\t\t\t\n;;;\n']) {
      const r = parseFile(new Uint8Array(Buffer.from(t)));
      expect(typeof r.ok).toBe('boolean');
    }
  });
});
