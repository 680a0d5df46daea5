// A prepared solution's concentration and standard uncertainty (issue 34 item 2): pure decimal, no I/O. Full values are
// kept; nothing is rounded here (the screens round for display only).
//
// The model is EURACHEM/CITAC CG4 (QUAM, 3rd ed.) Example A1, a cadmium calibration standard, c = 1000·m·P/V, as
// MSLNZ GTC's documentation reproduces its inputs (github.com/MSLNZ/GTC docs/API/CITAC_A1.rst, read with the search
// tool on 2026-11-29; QUAM's own PDF could not be read): the purity's ± tolerance is taken as rectangular (÷√3), the
// volumetric flask's ± tolerance as triangular (÷√6), and the inputs of a product/quotient combine their relative
// standard uncertainties in quadrature (schemas/uncertainty/combine.ts). Here:
//   weighed solid   c = m · P / V                       (QUAM A1)
//   dilution        c = c₀ · v / V                      (the same quotient law; c₀ a CRM's certified value or a parent
//                                                        solution's computed concentration)
// and the relative standard uncertainties, one line per source:
//   a CRM's certified value   (U / k) / value           (a normal distribution; U and k as the certificate states)
//   a parent solution         u / c                     (its own computed standard uncertainty)
//   a reagent's purity        (tolerance / √3) / P      (rectangular, QUAM A1)
//   a pipette's volume        (tolerance / √6) / v      (triangular: volumetric glassware as QUAM A1 treats the flask)
//   a balance's mass          (tolerance / √3) / m      (rectangular: a ± limit with nothing known of its shape)
//   the flask's volume        (tolerance / √6) / V      (triangular, QUAM A1)
// An input given without a tolerance is taken as exact and its line says so (uRelative 0, basis "—"). QUAM A1 also counts
// the filling repeatability and the temperature of the flask; a record has no fields for them, so they are not counted
// (the unit test passes them as `extra` to check the published figures).
//
// One parent per preparation for now: several parents of the same analyte would add (c = Σ cᵢ·vᵢ / V), but a record does
// not say which parent carries the analyte and which is a matrix reagent, so more than one is refused by field.
import { Dec, decString } from '../calc/decimal.ts';
import { combine } from '../uncertainty/combine.ts';
import type { PreparationResult } from './solutions.ts';
import { TO_MG_PER_L, type ConcentrationUnit } from './units.ts';

export type AmountUnit = 'g' | 'mg' | 'mL' | 'µL';

/** What a parent brings: a CRM's certificate, a solution's computed value, or a solid reagent's purity. */
export type PrepSource =
  | { kind: 'certified'; value: Dec; unit: ConcentrationUnit; U: Dec; k: Dec }
  | { kind: 'solution'; value: Dec; unit: ConcentrationUnit; u: Dec }
  | { kind: 'purity'; purity: Dec; tolerance?: Dec };

export interface PrepInput {
  source: PrepSource;
  amount: Dec;
  amountUnit: AmountUnit;
  /** ± tolerance of the balance or pipette, in amountUnit */
  amountTolerance?: Dec;
  /** a standard uncertainty of the amount already (a calibration certificate's), instead of a tolerance */
  amountU?: Dec;
  /** mL */
  finalVolume: Dec;
  /** ± mL */
  flaskTolerance?: Dec;
  unit: ConcentrationUnit;
  /** further relative standard uncertainties (QUAM A1's filling repeatability and temperature) */
  extra?: { name: string; uRelative: Dec }[];
}

/** Why an input gives no result; `field` is the record's path (the server prefixes the parent's index). */
export type PrepIssue = {
  field: 'amount' | 'amountUnit' | 'amountTolerance' | 'finalVolume' | 'flaskTolerance' | 'source';
  reason: 'notPositive' | 'smallerVolume' | 'massNeedsPurity' | 'volumeNeedsValue';
};

const SQRT3 = new Dec(3).sqrt();
const SQRT6 = new Dec(6).sqrt();
const isMass = (u: AmountUnit) => u === 'g' || u === 'mg';
/** the amount in mg (a mass) or mL (a volume) */
const TO_BASE: Record<AmountUnit, string> = { g: '1000', mg: '1', mL: '1', µL: '0.001' };

export function prepare(input: PrepInput): { ok: true; result: PreparationResult } | { ok: false; issues: PrepIssue[] } {
  const { source, amount, amountUnit, amountTolerance, finalVolume, flaskTolerance } = input;
  const issues: PrepIssue[] = [];
  const positive = (d: Dec | undefined, field: PrepIssue['field']) => {
    if (d !== undefined && !d.gt(0)) issues.push({ field, reason: 'notPositive' });
  };
  positive(amount, 'amount');
  positive(amountTolerance, 'amountTolerance');
  positive(finalVolume, 'finalVolume');
  positive(flaskTolerance, 'flaskTolerance');
  if (isMass(amountUnit) && source.kind !== 'purity') issues.push({ field: 'amountUnit', reason: 'volumeNeedsValue' });
  if (!isMass(amountUnit) && source.kind === 'purity') issues.push({ field: 'amountUnit', reason: 'massNeedsPurity' });
  if (source.kind === 'purity') positive(source.purity, 'source');
  else positive(source.value, 'source');
  const taken = amount.times(TO_BASE[amountUnit]);
  if (!isMass(amountUnit) && finalVolume.gt(0) && finalVolume.lt(taken)) issues.push({ field: 'finalVolume', reason: 'smallerVolume' });
  if (issues.length) return { ok: false, issues };

  const lines: { name: string; uRelative: Dec; quantity: string; basis: string }[] = [];
  const line = (name: string, value: Dec, unit: string, halfWidth: Dec | undefined, divisor: Dec, divisorText: string) =>
    lines.push({
      name,
      uRelative: halfWidth ? halfWidth.div(divisor).div(value) : new Dec(0),
      quantity: `${decString(value)} ${unit}`.trim(),
      basis: halfWidth ? `±${decString(halfWidth)} ${unit} ÷ ${divisorText}`.replace(/ {2}/g, ' ') : '—',
    });

  let mgPerL: Dec;
  let step: string;
  const amountText = `${decString(amount)} ${amountUnit}`;
  const V = `${decString(finalVolume)} mL`;
  if (source.kind === 'purity') {
    // mg per mL is g/L: × 1000 for mg/L (QUAM A1's factor 1000)
    mgPerL = taken.times(source.purity).times(1000).div(finalVolume);
    step = `c = m · P / V = ${amountText} × ${decString(source.purity)} ÷ ${V}`;
    line('purity', source.purity, '', source.tolerance, SQRT3, '√3');
  } else {
    const c0 = source.value.times(TO_MG_PER_L[source.unit]);
    mgPerL = c0.times(taken).div(finalVolume);
    step = `c = c₀ · v / V = ${decString(source.value)} ${source.unit} × ${amountText} ÷ ${V}`;
    if (source.kind === 'certified') {
      lines.push({
        name: 'certified',
        uRelative: source.U.div(source.k).div(source.value),
        quantity: `${decString(source.value)} ${source.unit}`,
        basis: `U ${decString(source.U)} ${source.unit} ÷ k ${decString(source.k)}`,
      });
    } else {
      lines.push({
        name: 'parentSolution',
        uRelative: source.u.div(source.value),
        quantity: `${decString(source.value)} ${source.unit}`,
        basis: `u ${decString(source.u)} ${source.unit}`,
      });
    }
  }
  const amountName = isMass(amountUnit) ? 'mass' : 'pipette';
  if (input.amountU) {
    lines.push({ name: amountName, uRelative: input.amountU.div(amount), quantity: amountText, basis: `u ${decString(input.amountU)} ${amountUnit}` });
  } else line(amountName, amount, amountUnit, amountTolerance, isMass(amountUnit) ? SQRT3 : SQRT6, isMass(amountUnit) ? '√3' : '√6');
  line('flask', finalVolume, 'mL', flaskTolerance, SQRT6, '√6');
  for (const e of input.extra ?? []) lines.push({ name: e.name, uRelative: e.uRelative, quantity: '', basis: '' });

  const c = mgPerL.div(TO_MG_PER_L[input.unit]);
  const combined = combine(
    c,
    lines.map((l) => ({ name: l.name, relative: l.uRelative })),
  );
  return {
    ok: true,
    result: {
      concentration: decString(c),
      u: decString(combined.uc),
      uRelative: decString(combined.ucRelative),
      contributions: lines.map((l) => ({ name: l.name, uRelative: decString(l.uRelative), quantity: l.quantity, basis: l.basis })),
      steps: [
        `${step} = ${decString(c)} ${input.unit}`,
        `u(c)/c = √(Σ uᵢ²) = ${decString(combined.ucRelative)}; u(c) = ${decString(combined.uc)} ${input.unit}`,
      ],
    },
  };
}
