// The template audit (issue 14 deliver 3) covers every template of the manifest, maps each to the standards it cites,
// and where a standard was read, the template's unit and MDL agree with it or the difference is a listed departure.
// AUDIT.md is generated from the same data and must not be stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateManifest, templateById } from '../../../schemas/templates/index.ts';
import { auditsForTemplate, standardAudits, type Departure, type StandardAudit } from '../../../schemas/templates/audit/index.ts';
import { renderAuditMarkdown } from '../../../schemas/templates/audit/render.ts';
import { WORKED } from '../../../schemas/templates/examples/index.ts';
import type { TemplateDef } from '../../../schemas/templates/types.ts';

const citedStandards = (t: TemplateDef): string[] => t.method.standard.split(' / ').map((s) => s.trim());

/** '0.010' → 10 × 10^-3, exactly; trailing zeros stripped so equal values compare equal. */
function decimal(value: string): { m: bigint; e: number } {
  const [int, frac = ''] = value.split('.');
  let m = BigInt(int + frac);
  let e = -frac.length;
  while (m !== 0n && m % 10n === 0n) {
    m /= 10n;
    e += 1;
  }
  return { m, e };
}

const PREFIX: Record<string, number> = { ng: -9, μg: -6, mg: -3, g: 0 };

/** The same quantity in two units: equal decimals in the same unit, or mass-per-X units that differ by a power of ten. */
function sameQuantity(a: string, aUnit: string, b: string, bUnit: string): boolean {
  const [pa, da] = aUnit.split('/');
  const [pb, db] = bUnit.split('/');
  let shiftA = 0;
  let shiftB = 0;
  if (aUnit !== bUnit) {
    if (da !== db || PREFIX[pa] === undefined || PREFIX[pb] === undefined) return false;
    shiftA = PREFIX[pa];
    shiftB = PREFIX[pb];
  }
  const x = decimal(a);
  const y = decimal(b);
  return x.m === y.m && (x.m === 0n || x.e + shiftA === y.e + shiftB);
}

function listed(a: StandardAudit, templateId: string, field: Departure['field'], parameter: string): boolean {
  return a.departures.some((d) => d.field === field && d.parameter === parameter && d.templates.includes(templateId));
}

describe('the template audit', () => {
  it('has a row for every template of the manifest, and names no template the manifest lacks', () => {
    expect(templateManifest).toHaveLength(322); // 320 + HJ 776 and HJ 537 (issue 30)
    expect(templateManifest.filter((t) => auditsForTemplate(t.id).length === 0).map((t) => t.id)).toEqual([]);
    const unknown = standardAudits.flatMap((a) => a.templates.filter((id) => !templateById(id)));
    expect(unknown).toEqual([]);
    for (const a of standardAudits) expect(new Set(a.templates).size, a.standard).toBe(a.templates.length);
  });

  it('keys each row by a standard its templates cite, and lists every template that cites it', () => {
    expect(new Set(standardAudits.map((a) => a.standard)).size).toBe(standardAudits.length);
    for (const a of standardAudits) {
      const citing = templateManifest.filter((t) => citedStandards(t).includes(a.standard)).map((t) => t.id);
      expect([...a.templates].sort(), a.standard).toEqual(citing.sort());
    }
  });

  it('claims "read" only with evidence, and states MDLs only where read', () => {
    for (const a of standardAudits) {
      expect(a.source === 'read', a.standard).toBe(a.evidence.length > 0);
      if (a.source === 'not-read') expect(a.analytes, a.standard).toEqual([]);
      for (const d of a.departures) {
        expect(
          d.templates.every((id) => a.templates.includes(id)),
          `${a.standard}: ${d.field}`,
        ).toBe(true);
        if (d.field === 'unit' || d.field === 'mdl') expect(d.parameter, `${a.standard}: ${d.field}`).toBeTruthy();
      }
    }
  });

  it('where a standard was read, each template agrees on unit and MDL or lists the departure', () => {
    const unlisted: string[] = [];
    for (const a of standardAudits.filter((x) => x.source === 'read')) {
      for (const id of a.templates) {
        const t = templateById(id)!;
        for (const an of a.analytes) {
          const p = t.parameters.find((x) => x.code === an.parameter);
          if (!p) continue;
          if (p.unit !== an.mdlUnit && !listed(a, id, 'unit', an.parameter)) {
            unlisted.push(`${id} ${an.parameter}: unit ${p.unit}, ${a.standard} states ${an.mdlUnit}`);
          }
          const agrees = an.mdl === null ? p.mdl === undefined : p.mdl !== undefined && sameQuantity(p.mdl, p.unit, an.mdl, an.mdlUnit);
          if (!agrees && !listed(a, id, 'mdl', an.parameter)) {
            unlisted.push(`${id} ${an.parameter}: MDL ${p.mdl ?? 'none'} ${p.unit}, ${a.standard} states ${an.mdl ?? 'none'} ${an.mdlUnit}`);
          }
        }
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('compares MDLs exactly, across units of the same basis', () => {
    expect(sameQuantity('0.010', 'mg/m³', '10', 'μg/m³')).toBe(true);
    expect(sameQuantity('0.0002', 'mg/kg', '0.2', 'μg/kg')).toBe(true);
    expect(sameQuantity('0.005', 'mg/m³', '0.015', 'mg/m³')).toBe(false);
    expect(sameQuantity('1', 'mg/L', '1', 'mg/kg')).toBe(false);
    expect(sameQuantity('1.0', 'mg/m³', '1', 'mg/m³')).toBe(true);
  });

  it('AUDIT.md is the rendering of the data (regenerate with node --import tsx scripts/audit-md.ts)', () => {
    const file = readFileSync(new URL('../../../schemas/templates/AUDIT.md', import.meta.url), 'utf8');
    expect(file).toBe(renderAuditMarkdown(standardAudits, new Set(Object.keys(WORKED))));
  });
});
