// Calibration rows and dilution (issue 20): a calibration blank or standard is a calibration reading, never a "sample
// unknown" the analyst must discard; the file's dilution lands in the template's dilution factor only when the
// vendor's value does not include it already — never twice.
import { describe, expect, it } from 'vitest';
import { dilutionInputOf, dilutionToWrite, matchReadings, type MatchContext } from '../../../server/instruments/match.ts';
import { templateById } from '../../../schemas/templates/index.ts';
import type { Reading } from '../../../server/instruments/types.ts';
import { readings } from './load.ts';

const withF = templateById('water-tmpl61')!; // HJ 700 ICP-MS: rho read from the instrument, f typed by the analyst
const icpms = { ...withF, inputs: withF.inputs.filter((i) => i.key !== 'f') };
const cx = (over: Partial<MatchContext> = {}): MatchContext => ({
  template: icpms,
  params: [{ id: 1, code: 'W-PB', name: '铅', nameEn: 'Lead', unit: 'μg/L', templateCode: 'Pb' }],
  samples: [{ sampleNo: 'W2026-0001', parameterIds: [1] }],
  aliases: [],
  rows: [],
  ...over,
});

describe('calibration readings', () => {
  it('lists MassHunter CalBlk and CalStd rows as calibration, not as samples to discard', () => {
    const { readings: rs } = readings('agilent-masshunter-icpms/batch-bom.csv', 'agilent-masshunter-icpms');
    expect(find(rs, '校准空白')?.qcType).toBe('calibration');
    expect(find(rs, 'STD-1')?.qcType).toBe('calibration');
    const m = matchReadings(rs, cx());
    const reasons = (id: string) => [...new Set(m.unmatched.filter((u) => u.sampleId === id && u.analyte.includes('Pb')).map((u) => u.reason))];
    expect(reasons('校准空白')).toEqual(['calibration']);
    expect(reasons('STD-1')).toEqual(['calibration']);
    expect(m.matched.map((x) => [x.target.sampleId, x.value])).toEqual([['W2026-0001', '1.204']]);
  });
  it('lists ICP Expert Blk/Std rows as calibration too', () => {
    const { readings: rs } = readings('agilent-icp-expert/vistapro-export.csv', 'agilent-icp-expert');
    const m = matchReadings(rs, cx({ params: [{ id: 1, code: 'W-MN', name: '锰', unit: 'mg/L', templateCode: 'Pb' }] }));
    const byId = (id: string) => [...new Set(m.unmatched.filter((u) => u.sampleId === id).map((u) => u.reason))];
    for (const id of ['Blank', 'Standard 1', 'Standard 2']) expect(byId(id), id).toEqual(['calibration']);
  });
});

const find = (rs: Reading[], sampleId: string) => rs.find((r) => r.sampleId === sampleId);
const r = (over: Partial<Reading>): Reading => ({ sampleId: 'W1', analyte: 'Pb', value: '1.2', line: 2, ...over });

describe('dilution', () => {
  it("finds the template's typed dilution factor", () => {
    expect(dilutionInputOf(icpms)).toBeUndefined();
    expect(dilutionInputOf(withF)).toBe('f');
  });
  it('writes the dilution only when the value does not include it', () => {
    expect(dilutionToWrite(r({ dilution: '10', dilutionIncluded: false }), 'f', 'rho')).toBe('10');
    expect(dilutionToWrite(r({ dilution: '10', dilutionIncluded: true }), 'f', 'rho')).toBeUndefined();
    expect(dilutionToWrite(r({ dilution: '10' }), 'f', 'rho')).toBeUndefined(); // vendor does not say: the analyst's
    expect(dilutionToWrite(r({ dilution: 'n.a.', dilutionIncluded: false }), 'f', 'rho')).toBeUndefined();
    expect(dilutionToWrite(r({ dilution: '10', dilutionIncluded: false }), undefined, 'rho')).toBeUndefined();
  });
  it('per parser: ICP Expert Soln Conc and WinLab (Calib) exclude it; MassHunter Conc./Final Conc. include it', () => {
    const oes = readings('agilent-icp-expert/vistapro-export.csv', 'agilent-icp-expert').readings;
    expect(dilutionToWrite(find(oes, 'W2026-0501*工业废水')!, 'f', 'rho')).toBe('10');
    const ms = readings('agilent-masshunter-icpms/batch-bom.csv', 'agilent-masshunter-icpms').readings;
    const diluted = ms.find((x) => x.sampleId === 'W2026-0002 地下水')!;
    expect(diluted).toMatchObject({ dilution: '10', dilutionIncluded: true });
    expect(dilutionToWrite(diluted, 'f', 'rho')).toBeUndefined();
    const quant = readings('agilent-masshunter-quant/voc-batch.csv', 'agilent-masshunter-quant').readings;
    expect(quant.filter((x) => x.dilution).every((x) => x.dilutionIncluded === true)).toBe(true);
  });
  it('exposes the dilution input of the matched template', () => {
    expect(matchReadings([], cx({ template: withF })).dilutionInput).toBe('f');
    expect(matchReadings([], cx()).dilutionInput).toBeUndefined();
  });
});
