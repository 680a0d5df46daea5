// Departures the audit recorded as fixed (schemas/templates/audit, AUDIT.md "Departures fixed"): the templates now
// do what the read clause says. HJ 1222 and HJ 786 are also worked examples (tests/unit/templates/examples.test.ts).
import { describe, expect, it } from 'vitest';
import { standardAudits as AUDITS } from '../../../schemas/templates/audit/index.ts';
import { evaluateRecord, templateById } from '../../../schemas/templates/index.ts';

const display = (id: string, inputs: Record<string, string>, parameter?: string): string => {
  const t = templateById(id)!;
  const ev = evaluateRecord(t, { header: t.example.header, curve: t.example.curve, rows: [{ sampleId: 'X', ...(parameter ? { parameter } : {}), inputs }] });
  expect(ev.errors).toEqual([]);
  return ev.rows[0].result!.display;
};

describe('audit departures fixed', () => {
  it('every fixed MDL departure: the template now states the MDL the standard was read to state', () => {
    const fixedMdl = AUDITS.flatMap((a) => a.departures.filter((d) => d.fixed && d.field === 'mdl').map((d) => ({ a, d })));
    expect(fixedMdl.length).toBeGreaterThanOrEqual(5);
    for (const { a, d } of fixedMdl) {
      const read = a.analytes.find((x) => x.parameter === d.parameter)!;
      for (const id of d.templates) {
        const p = templateById(id)!.parameters.find((x) => x.code === d.parameter)!;
        // A standard read to state no MDL (GB 11901-89 §1): the template states none either.
        if (read.mdl === null) {
          expect(p.mdl, `${id} ${d.parameter}`).toBeUndefined();
          continue;
        }
        const toTemplateUnit = read.mdlUnit === '%' && p.unit === 'g/kg' ? String(Number(read.mdl) * 10) : read.mdl;
        expect(Number(p.mdl), `${id} ${d.parameter}`).toBe(Number(toTemplateUnit));
      }
    }
  });

  it('GB 11901-89 §1 states no detection limit: suspended solids print the value, never "4L"', () => {
    for (const id of ['water-tmpl43', 'water-componentWaterZl']) {
      expect(display(id, { V: '100', B: '15.1020', A: '15.1021' })).toBe('1');
      expect(templateById(id)!.notes).toContain('GB 11901-89 states no detection limit');
    }
  });

  it('GB 11903-89 states no MDL (§1): colour below the 5 度 standard of §3.2.3 prints "<5", never "5L"', () => {
    for (const id of ['water-tmpl42', 'water-componentWaterSd']) {
      expect(templateById(id)!.parameters[0].mdl, id).toBeUndefined();
      expect(display(id, { reading: '4', f: '1', t: '20.5' })).toBe('<5');
      expect(display(id, { reading: '5', f: '1', t: '20.5' })).toBe('5');
      expect(display(id, { reading: '2.5', f: '2', t: '20.5' })).toBe('5');
    }
  });

  it('GB 11892-89 §1.2 states a range (0.5–4.5 mg/L), not an MDL: below it prints "<0.5", never "0.5L"', () => {
    expect(templateById('water-tmpl45')!.parameters[0].mdl).toBeUndefined();
    expect(display('water-tmpl45', { V: '100', V1: '0.668125' })).toBe('<0.5'); // 0.45 mg/L
    expect(display('water-tmpl45', { V: '100', V1: '0.73125' })).toBe('0.5'); // 0.5 mg/L at the range's lower end
  });

  it('GB/T 16157-1996 §1 states no MDL; as amended (2017) a result of 20 mg/m³ or less prints "≤20", never "20L"', () => {
    // V_nd = 1000·273/(273 + 0)·(101200 + 125)/101325 = 1000 L: Δm 0.00463 g → 4.63 mg/m³; 0.02 g → 20; 0.02004 g → 20.04
    const at = (m2: string) => ({ m1: '1.20000', m2, Vm: '1000.0', tm: '0', Pm: '125' });
    for (const id of ['air-tmpl68', 'water-componentGFZl']) {
      expect(templateById(id)!.parameters[0].mdl, id).toBeUndefined();
      expect(display(id, at('1.20463'))).toBe('≤20');
      expect(display(id, at('1.22000'))).toBe('≤20');
      expect(display(id, at('1.22004'))).toBe('20.0');
      expect(templateById(id)!.notes).toContain('HJ 836-2017');
    }
  });

  it('HJ 1075-2019 §11.3 (as transcribed): turbidity duplicates pass below 20 % RD, not 10 %; §11.1: the blank is judged against the MDL', () => {
    for (const id of ['water-tmpl41', 'water-componentWaterZd']) {
      const t = templateById(id)!;
      const row = (sampleId: string, reading: string) => ({ sampleId, inputs: { reading, f: '1', t: '20.5' } });
      const ev = evaluateRecord(t, {
        header: t.example.header,
        rows: [row('A', '10.0'), row('A-D', '13.0'), row('B', '8.0'), row('B-D', '13.0'), row('BLK', '0.2'), row('BLK2', '0.3')],
        qc: {
          duplicates: [
            { a: 'A', b: 'A-D' },
            { a: 'B', b: 'B-D' },
          ],
          blanks: [{ sampleId: 'BLK' }, { sampleId: 'BLK2' }],
        },
      });
      expect(ev.errors, id).toEqual([]);
      // RD = |a − b|/(a + b)·100: 3/23 = 13.04 % (failed the template's former 10 %), 5/21 = 23.8 %
      expect(ev.qc.filter((q) => q.kind === 'duplicate').map((q) => [q.value, q.max, q.pass])).toEqual([
        ['13.0', '20', true],
        ['23.8', '20', false],
      ]);
      // 0.2 NTU < 0.3 passes; 0.3 is not below the MDL (§11.1 "小于方法检出限")
      expect(ev.qc.filter((q) => q.kind === 'blank').map((q) => q.pass)).toEqual([true, false]);
    }
  });

  it('HJ 955-2018 §1 (as summarised): the MDL follows the sampling scheme, 0.5 μg/m³ for 1 h, 0.06 μg/m³ for 24 h', () => {
    for (const id of ['air-tmpl76', 'water-componentAmbientAirFhw']) {
      // same filter extract, E 150.0 mV: 0.952 μg above the blank
      expect(display(id, { Vs: '3.00', E: '150.0' })).toBe('0.5L'); // 0.317 μg/m³ < 0.5 (1-h scheme)
      expect(display(id, { Vs: '24.0', E: '150.0' })).toBe('0.06L'); // 0.0397 μg/m³ < 0.06 (24-h scheme)
      expect(display(id, { Vs: '24.0', E: '130.0' })).toBe('0.12'); // 0.1159 μg/m³, decimals of 0.06
      expect(display(id, { Vs: '3.00', E: '130.0' })).toBe('0.9'); // 0.927 μg/m³, decimals of 0.5
    }
  });

  it('GB/T 261: the flash-point template cites the 2021 edition that GB 5085.4-2007 §2 (undated reference) calls for', () => {
    expect(templateById('gufei-tmpl104')!.method.standard).toBe('GB/T 261-2021');
  });

  it('HJ 1001-2018 is cited by the title MEE announcement 2018 No. 73 gives it (total coliforms, fecal coliforms and E. coli)', () => {
    for (const id of ['water-tmpl129', 'water-componentWaterZdc']) {
      expect(templateById(id)!.method.title.zh, id).toBe('水质 总大肠菌群、粪大肠菌群和大肠埃希氏菌的测定 酶底物法');
      expect(templateById(id)!.method.title.en, id).toContain('Escherichia coli');
    }
  });

  it('HJ 734-2014 is cited with 的测定, as published articles cite its title', () => {
    for (const id of ['water-componentGFYjw', 'water-componentGFVoc']) {
      expect(templateById(id)!.method.title.zh, id).toBe('固定污染源废气 挥发性有机物的测定 固相吸附-热脱附/气相色谱-质谱法');
    }
  });

  it('HJ 695-2014 §1: soil organic carbon MDL 0.08 g/kg (0.008 %), printable with two decimals', () => {
    expect(display('water-componentSoilZyjt', { reading: '0.07', f: '1' })).toBe('0.08L');
    expect(display('water-componentSoilZyjt', { reading: '0.08', f: '1' })).toBe('0.08');
    expect(display('water-componentSoilZyjt', { reading: '0.125', f: '1' })).toBe('0.12');
  });

  it('HJ 479-2009 §1: NO2 MDL 0.015 mg/m³ (10 mL absorbent, 24 L) on both ambient-air screens', () => {
    for (const id of ['air-tmpl71', 'water-componentAmbientAirFg']) expect(templateById(id)!.parameters.find((p) => p.code === 'NO2')!.mdl).toBe('0.015');
    // The example blank, −0.0002 mg/m³, prints against the read MDL.
    const t = templateById('air-tmpl71')!;
    expect(evaluateRecord(t, t.example).rows.find((r) => r.sampleId === 'BLK')!.result!.display).toBe('0.015L');
  });

  it('HJ 1222-2021 §3.1: solid-waste water content on the wet mass; soil (HJ 613) keeps the dry mass', () => {
    const rows = { m0: '10.0000', m1: '30.0000', m2: '26.0000' };
    for (const id of ['gufei-tmpl105', 'water-componentGufeiZl']) {
      const t = templateById(id)!;
      const water = evaluateRecord(t, { header: t.example.header, rows: [{ sampleId: 'X', inputs: rows }] }).rows[0].results.find((r) => r.key === 'water')!;
      expect(water.display, id).toBe('20.0'); // 4/20 of the wet sample
    }
    const soil = templateById('water-componentSoilZl')!;
    expect(
      evaluateRecord(soil, { header: soil.example.header, rows: [{ sampleId: 'X', inputs: rows }] }).rows[0].results.find((r) => r.key === 'water')!.display,
    ).toBe('25.0'); // 4/16 of the dry mass
  });

  it('every fixed judgement departure: the judgement compares the full value', () => {
    const fixed = AUDITS.flatMap((a) => a.departures.filter((d) => d.fixed && d.field === 'judgement'));
    expect(fixed.length).toBe(4);
    for (const d of fixed)
      for (const id of d.templates) {
        const flags = templateById(id)!.results.filter((r) => r.kind === 'flag');
        expect(flags.length, id).toBeGreaterThan(0);
        for (const f of flags) {
          expect(f.decision!.comparison).toBe('full');
          expect(f.formula).not.toMatch(/_r\b/);
        }
      }
  });
});
