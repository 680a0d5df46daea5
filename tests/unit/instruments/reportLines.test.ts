// The issued report names the instrument files its results were read from, each with its full SHA-256 and the lines
// used, so a reader holding the original export can check it against the report.
import { describe, expect, it } from 'vitest';
import { instrumentFileLines } from '../../../server/reports/pdf.ts';

const sha = 'a'.repeat(64);
const row = (sampleNo: string, parameter: string, line?: number) => ({
  sampleNo,
  point: 'W1',
  parameter,
  method: 'HJ 700-2014',
  unit: 'mg/L',
  mdl: '0.00008',
  result: '0.012',
  ...(line ? { sources: [{ sha256: sha, fileName: 'icpms-0312.csv', line }] } : {}),
});

describe('instrument files under the results', () => {
  it('lists each file once with its hash and the results it gave, and nothing for typed results', () => {
    const lines = instrumentFileLines({ rows: [row('W001', '铅', 12), row('W001', '镉', 13), row('W002', 'pH')] as never });
    expect(lines).toEqual([`仪器原始数据文件：icpms-0312.csv，SHA-256 ${sha}；读取的结果：W001 铅（第 12 行）、W001 镉（第 13 行）。`]);
    expect(instrumentFileLines({ rows: [row('W002', 'pH')] as never })).toEqual([]);
  });
});
