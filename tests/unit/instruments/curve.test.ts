// The file's calibration standards (issue 20): parsers whose layout carries the standards give their points (x the
// known concentration — or the one the software reports, flagged — y the response); the import groups them into one
// candidate curve per analyte of the sheet, and the analyst's choice becomes the record's curve or a 400 naming it.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../server/instruments/detect.ts';
import { chosenCurve, curveCandidates } from '../../../server/instruments/curve.ts';
import { paramResolver } from '../../../server/instruments/match.ts';
import { templateById } from '../../../schemas/templates/index.ts';
import type { CalibrationPoint } from '../../../server/instruments/types.ts';
import { AppError } from '../../../server/http/errors.ts';
import { fixture } from './load.ts';

const T = templateById('water-tmpl61')!; // HJ 700 ICP-MS: an optional curve (standard concentration × response)
const pb = paramResolver([{ id: 1, code: 'W-PB', name: '铅', nameEn: 'Lead', unit: 'μg/L', templateCode: 'Pb' }], []);

function calibration(rel: string, parser: string): CalibrationPoint[] {
  const r = parseFile(fixture(rel), { expected: parser });
  if (!r.ok) expect.fail(JSON.stringify(r.error));
  return r.calibration ?? [];
}
const of = (points: CalibrationPoint[], analyte: string) => points.filter((p) => p.analyte === analyte).map(({ analyte: _, ...p }) => p);

describe('calibration points per parser', () => {
  it('MassHunter ICP-MS: CalBlk and CalStd rows, x the reported Conc. (no expected column), y the CPS', () => {
    const points = calibration('agilent-masshunter-icpms/batch-bom.csv', 'agilent-masshunter-icpms');
    expect(of(points, '208 Pb [He]')).toEqual([
      { sampleId: '校准空白', x: '0.000', y: '210', line: 3, unit: 'ug/l', xReported: true },
      { sampleId: 'STD-1', x: '1.000', y: '80234', line: 4, unit: 'ug/l', level: '1', xReported: true },
    ]);
    // the CCV (Type QC) is a check of the curve, not a point of it
    expect(points.some((p) => p.sampleId === 'CCV-1')).toBe(false);
  });

  it('MassHunter quant (GC-MS): Cal rows, x the Exp. Conc. of the compound, y its Resp.; qualifiers and ISTD are not curves', () => {
    const points = calibration('agilent-masshunter-quant/voc-batch.csv', 'agilent-masshunter-quant');
    expect(of(points, 'Benzene')).toEqual([{ sampleId: 'CAL-1', x: '1.0', y: '10233', line: 3, level: '1' }]);
    expect(of(points, 'Toluene')).toEqual([{ sampleId: 'CAL-1', x: '1.0', y: '12001', line: 3, level: '1' }]);
    expect(new Set(points.map((p) => p.analyte))).toEqual(new Set(['Benzene', 'Toluene']));
  });

  it('ICP Expert: Blk/Std rows, x the Soln Conc, y the Int', () => {
    const points = calibration('agilent-icp-expert/vistapro-export.csv', 'agilent-icp-expert');
    expect(of(points, 'Mn 257.610').slice(0, 2)).toEqual([
      { sampleId: 'Blank', x: '0', y: '40.2', line: 2, unit: 'mg/L', xReported: true },
      { sampleId: 'Standard 1', x: '0.5', y: '41800.4', line: 4, unit: 'mg/L', xReported: true },
    ]);
  });

  it('a layout without standards gives none', () => {
    expect(calibration('perkinelmer-nexion/nexion-wide.csv', 'perkinelmer-nexion')).toEqual([]);
  });
});

describe('candidate curves and the choice', () => {
  const points: CalibrationPoint[] = [
    { sampleId: 'CalBlk', analyte: '208 Pb [He]', x: '0', y: '120', line: 3 },
    { sampleId: 'STD-1', analyte: '208 Pb [He]', x: '1', y: '2120', line: 4, xReported: true },
    { sampleId: 'STD-2', analyte: '208 Pb [He]', x: '5', y: 'OR', line: 5 }, // no number: not a point
    { sampleId: 'STD-1', analyte: '75 As [He]', x: '1', y: '900', line: 4 }, // not tested by the sheet
  ];
  it('one candidate per analyte of the sheet, numeric points only, keyed like the readings', () => {
    expect(curveCandidates(T, points, pb)).toEqual([
      {
        analyte: '208 Pb [He]',
        parameter: 'Pb',
        xReported: true,
        points: [
          { ...points[0], key: '3:208 Pb [He]' },
          { ...points[1], key: '4:208 Pb [He]' },
        ],
      },
    ]);
    expect(curveCandidates({ ...T, curve: undefined }, points, pb)).toEqual([]);
  });
  it('the choice becomes the curve points; what the file does not offer is refused by name', () => {
    const c = curveCandidates(T, points, pb);
    expect(chosenCurve(T, c, { analyte: '208 Pb [He]', keys: ['4:208 Pb [He]'] })).toEqual({ points: [{ x: '1', y: '2120' }] });
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return [(e as AppError).status, (e as AppError).key, (e as AppError).params];
      }
      return 'accepted';
    };
    expect(refusal(() => chosenCurve(T, c, { analyte: '75 As [He]', keys: ['4:75 As [He]'] }))).toEqual([
      400,
      'instrument.error.curve_invalid',
      { analyte: '75 As [He]' },
    ]);
    expect(refusal(() => chosenCurve(T, c, { analyte: '208 Pb [He]', keys: ['5:208 Pb [He]'] }))).toEqual([
      400,
      'instrument.error.curve_point_invalid',
      { key: '5:208 Pb [He]', analyte: '208 Pb [He]' },
    ]);
    expect(refusal(() => chosenCurve({ ...T, curve: undefined }, c, { analyte: '208 Pb [He]', keys: ['3:208 Pb [He]'] }))).toEqual([
      400,
      'instrument.error.curve_not_in_template',
      { template: T.id },
    ]);
  });
});
