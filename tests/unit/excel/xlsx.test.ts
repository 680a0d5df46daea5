import ExcelJS from 'exceljs';
import { describe, it, expect } from 'vitest';
import { inflateZip, writeZip } from '../../../server/system/excel/zip.ts';
import { readXlsxEntries, unprefixed } from '../../../server/system/excel/xlsx.ts';
import { guardWorkbook } from '../../../server/system/excel/workbook.ts';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Every element of the SpreadsheetML parts written with the prefix x: (as the Open XML SDK writes them). */
function prefixed(entries: Map<string, Buffer>): Buffer {
  return writeZip(
    [...entries].map(([name, content]) => {
      if (!/^xl\/(workbook|styles|sharedStrings|worksheets\/sheet\d+)\.xml$/.test(name)) return { name, content };
      const xml = content
        .toString('utf8')
        .replace(/<(\/?)(?![?!])([A-Za-z]\w*)(?=[\s>/])/g, '<$1x:$2')
        .replace(`xmlns="${NS}"`, `xmlns:x="${NS}"`);
      return { name, content: xml };
    }),
  );
}

async function sample(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('说明').addRow(['填写说明：每行一台设备']);
  const ws = wb.addWorksheet('设备');
  ws.addRow(['资产编号', '设备名称', '上次检定日期', '周期', '在用', '合计']);
  ws.addRow([
    'EQ-1',
    { richText: [{ text: '原子吸收' }, { font: { bold: true }, text: '分光光度计' }] },
    new Date(Date.UTC(2026, 0, 15)),
    12,
    true,
    { formula: 'D2*2', result: 24 },
  ]);
  ws.addRow(['EQ-2', ' 气相色谱仪 ', null, 6.5, false]);
  ws.getColumn(3).numFmt = 'yyyy"年"m"月"d"日"';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const plain = (sheet: Awaited<ReturnType<typeof readXlsxEntries>>) => ({
  headers: [...sheet!.headers.values()],
  rows: sheet!.rows.map((r) => [r.row, Object.fromEntries(r.cells)]),
});

describe('the .xlsx reader (ExcelJS streaming, behind the zip guard)', () => {
  it('reads the sheet whose header names a known column, with rich text, dates, numbers, yes/no and formula results', async () => {
    const sheet = plain(await readXlsxEntries(inflateZip(await sample()), (t) => t === '资产编号'));
    expect(sheet.headers).toEqual(['资产编号', '设备名称', '上次检定日期', '周期', '在用', '合计']);
    expect(sheet.rows).toEqual([
      [2, { 1: 'EQ-1', 2: '原子吸收分光光度计', 3: new Date(Date.UTC(2026, 0, 15)), 4: 12, 5: true, 6: 24 }],
      [3, { 1: 'EQ-2', 2: '气相色谱仪', 4: 6.5, 5: false }],
    ]);
    // no known header anywhere: the first sheet in workbook order
    expect(plain(await readXlsxEntries(inflateZip(await sample()), () => false)).headers).toEqual(['填写说明：每行一台设备']);
  });

  it('reads the same rows when the parts use a namespace prefix (<x:row>), which ExcelJS alone reads as nothing', async () => {
    const buf = await sample();
    const withPrefix = prefixed(inflateZip(buf));
    const sheetXml = inflateZip(withPrefix).get('xl/worksheets/sheet2.xml')!.toString();
    expect(sheetXml).toContain('<x:row ');
    expect(sheetXml).not.toMatch(/<row[\s>]/);
    const known = (t: string) => t === '资产编号';
    expect(plain(await readXlsxEntries(guardWorkbook(withPrefix, 100), known))).toEqual(plain(await readXlsxEntries(inflateZip(buf), known)));
  });

  it('counts prefixed rows against the row limit', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `<x:row r="${i + 1}"><x:c r="A${i + 1}" t="inlineStr"><x:is><x:t>${i}</x:t></x:is></x:c></x:row>`).join(
      '',
    );
    const zip = writeZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/workbook.xml', content: `<x:workbook xmlns:x="${NS}"/>` },
      { name: 'xl/worksheets/sheet1.xml', content: `<x:worksheet xmlns:x="${NS}"><x:sheetData>${rows}</x:sheetData></x:worksheet>` },
    ]);
    expect(() => guardWorkbook(zip, 10)).toThrow(expect.objectContaining({ status: 400, key: 'import.tooManyRows', params: { rows: 11, max: 10 } }));
  });

  it('reads a built-in Chinese date format (id 31, yyyy年m月d日) as a date, not a serial number', async () => {
    const files = [
      { name: '[Content_Types].xml', content: '<Types/>' },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        content: `<x:workbook xmlns:x="${NS}" xmlns:r="${REL}"><x:sheets><x:sheet name="S" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
      },
      {
        name: 'xl/styles.xml',
        content: `<x:styleSheet xmlns:x="${NS}"><x:cellXfs count="2"><x:xf numFmtId="0"/><x:xf numFmtId="31" applyNumberFormat="1"/></x:cellXfs></x:styleSheet>`,
      },
      { name: 'xl/sharedStrings.xml', content: `<x:sst xmlns:x="${NS}"><x:si><x:t>日期</x:t></x:si></x:sst>` },
      {
        name: 'xl/worksheets/sheet1.xml',
        content: `<x:worksheet xmlns:x="${NS}"><x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c></x:row><x:row r="2"><x:c r="A2" s="1"><x:v>46023</x:v></x:c><x:c r="B2"><x:v>46023</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      },
    ];
    const sheet = plain(await readXlsxEntries(inflateZip(writeZip(files)), () => true));
    expect(sheet).toEqual({ headers: ['日期'], rows: [[2, { 1: new Date(Date.UTC(2026, 0, 1)), 2: 46023 }]] });
  });

  it('leaves a part without a prefixed SpreadsheetML namespace as it is', () => {
    const xml = `<worksheet xmlns="${NS}" xmlns:x14ac="x"><row r="1" x14ac:dyDescent="0.25"/></worksheet>`;
    expect(unprefixed(xml)).toBe(xml);
    expect(unprefixed(`<s:worksheet xmlns:s="${NS}"><s:row/></s:worksheet>`)).toBe(`<worksheet xmlns="${NS}"><row/></worksheet>`);
  });
});
