// Measurement uncertainty and decision rules (issue 33 item 1 and item 2's printing rule): the pure computation
// behind POST /admin/uncertainty/evaluate. Nothing here does I/O; decimal.js throughout (schemas/calc/decimal.ts),
// full values answered, rounded once for printing by GB/T 8170-2008 (schemas/calc/round.ts).
//
//   combine.ts   bottom-up budget (law of propagation: products/quotients relative, sums absolute) and the
//                top-down estimate of ISO 11352 / Nordtest TR 537 (u(Rw) from control charts, u(bias) from CRM/PT)
//   printing.ts  U to at most two significant figures, the result aligned to U's last digit, k and the coverage
//                probability (CNAS-CL01-G003)
//   decision.ts  simple acceptance and guarded acceptance with w = U (ILAC-G8:09/2019 §4.2): pass / fail / inconclusive
//   evaluate.ts  the route's contract (body, answer) and the checks the shape cannot make
//
// Texts read (search tool, 2026-11-29):
// - CNAS-CL01-G003 general requirements items 5–7 in a reproduction (anglechina.com/html/2155.html); its foreword
//   (360docs.net/doc/0518924912.html: the 2019 edition replaces the 2018 one). The document's own clause numbers
//   could not be read: the items are cited by the reproduction's numbering.
// - ILAC-G8:09/2019 p. 9, §4.2–4.2.2 (fliphtml5.com), and consultglp.com on its §4.2 with w = U; §4.2.3 not read.
// - EURACHEM/CITAC CG4 (QUAM 3rd ed.) example A1 as MSLNZ GTC's documentation reproduces its inputs
//   (github.com/MSLNZ/GTC docs/API/CITAC_A1.rst): the unit test's bottom-up worked example.
// - Nordtest TR 537: its contents only (docslib.org, ed. 4 of 2013: §4 u(Rw), §5 u(bias), §5.1 CRMs, §5.2 PT data)
//   and the brief's formulas u(bias) = √(RMS_bias² + u(Cref)²), uc = √(u(Rw)² + u(bias)²). Its worked examples
//   (ammonium, COD) could NOT be read in the corpora (searched pages/docs/code): the top-down test is by hand.
// - GUM table G.1's coverage probabilities as quoted by pub.dev's `quantity` package; JJF 1059.1's report forms as
//   quoted by m.3swgm8f.cn and a lab procedure (m.qiqiwenku.com). GUM's and JJF 1059.1's own texts were not read: the
//   law of propagation is written here as the GTC and R `measure` package documentation state it (uc = √Σ(cᵢuᵢ)²).
// - ISO 11352 itself: scope only (standards.iteh.ai); its clauses were not read.
import { z } from 'zod';
import { Dec, decString, parseDec } from '../calc/decimal.ts';
import { decimalText } from '../core/fields.ts';
import { combine, expanded, type Component } from './combine.ts';
import { COMPARISONS, DECISION_RULES, VERDICTS, decide, type Verdict } from './decision.ts';
import { printResult, significantWritten } from './printing.ts';

/** k defaults to 2 (CNAS-CL01-G003 item 5's "包含概率约为95%"). */
export const DEFAULT_K = '2';

/** A number as text ("152.3", every digit kept) or a JSON number; up to 50 decimals so a full value answered can be sent back. */
const num = z.union([decimalText(/^[+-]?\d{1,20}(\.\d{1,50})?$/), z.number()]);
const name = z.string().trim().min(1).max(100);

export const uncertaintyComponent = z.union(
  [
    z.strictObject({ name, relative: num.meta({ description: 'relative standard uncertainty u(xᵢ)/xᵢ, e.g. 0.0005 for 0.05 %' }) }),
    z.strictObject({
      name,
      u: num.meta({ description: "standard uncertainty u(xᵢ): in the result's unit without `of`; in the unit of `of` with it" }),
      of: num.optional().meta({
        description: 'the value xᵢ of the input quantity u belongs to, for a product or quotient (sensitivity coefficient y/xᵢ, so the contribution is y·u/xᵢ)',
      }),
    }),
  ],
  { error: 'validation.uncertaintyComponent' },
);

export const uncertaintyRequest = z.strictObject({
  value: num.meta({ 'x-check': 'not 0', examples: ['152', 1002.7] }),
  unit: z.string().trim().max(32).optional(),
  components: z
    .array(uncertaintyComponent)
    .min(1)
    .max(100)
    .optional()
    .meta({
      'x-check': 'components or U, not both; each relative, u and of greater than 0',
      examples: [
        [
          { name: 'm', u: '0.05', of: '100.28' },
          { name: 'V', u: '0.066', of: '100' },
        ],
        [
          { name: 'u(Rw)', relative: '0.025' },
          { name: 'u(bias)', relative: 0.03 },
          { name: 'blank', u: '0.5' },
        ],
      ],
    }),
  U: num
    .optional()
    .meta({ 'x-check': 'greater than 0; components or U, not both', description: 'expanded uncertainty, when no components are given', examples: ['6', 0.52] }),
  k: num.optional().meta({ 'x-check': 'at least 1', description: 'coverage factor, 2 when not given', examples: ['2', 3] }),
  decision: z
    .strictObject({
      limit: num,
      comparison: z.enum(COMPARISONS),
      rule: z.enum(DECISION_RULES),
    })
    .optional(),
});
export type UncertaintyRequest = z.infer<typeof uncertaintyRequest>;

const full = z.string().meta({ description: 'full value, a decimal string' });
export const uncertaintyAnswer = z.strictObject({
  uc: full.meta({ description: 'combined standard uncertainty, in the unit of value' }),
  ucRelative: full.meta({ description: 'uc / |value|' }),
  U: full.meta({ description: 'expanded uncertainty k·uc (full value; printed rounded)' }),
  k: full,
  printed: z.string().meta({ description: 'as the report prints it: (value ± U) unit (k, coverage probability), CNAS-CL01-G003' }),
  verdict: z.enum(VERDICTS).optional(),
});
export type UncertaintyAnswer = z.infer<typeof uncertaintyAnswer>;

export type UncertaintyReason = 'notNumber' | 'notPositive' | 'zeroValue' | 'kBelowOne' | 'noUncertainty' | 'both';
/** A field the input gets wrong, by its path (`value`, `components.2.u`, `k`), and why. */
export interface UncertaintyIssue {
  path: (string | number)[];
  reason: UncertaintyReason;
}

const dec = (v: string | number): Dec | null => (typeof v === 'number' ? (Number.isFinite(v) ? new Dec(v) : null) : parseDec(v));

/** The evaluation, or the fields that make it impossible. `lang` words `printed`. */
export function evaluateUncertainty(
  input: UncertaintyRequest,
  lang: 'zh' | 'en',
): { ok: true; answer: UncertaintyAnswer } | { ok: false; issues: UncertaintyIssue[] } {
  const issues: UncertaintyIssue[] = [];
  const positive = (v: string | number | undefined, path: (string | number)[]): Dec | undefined => {
    if (v === undefined) return undefined;
    const d = dec(v);
    if (d === null) issues.push({ path, reason: 'notNumber' });
    else if (d.lte(0)) issues.push({ path, reason: 'notPositive' });
    else return d;
    return undefined;
  };
  const value = dec(input.value);
  if (value === null) issues.push({ path: ['value'], reason: 'notNumber' });
  else if (value.isZero()) issues.push({ path: ['value'], reason: 'zeroValue' });
  const k = input.k === undefined ? new Dec(DEFAULT_K) : dec(input.k);
  if (k === null) issues.push({ path: ['k'], reason: 'notNumber' });
  else if (k.lt(1)) issues.push({ path: ['k'], reason: 'kBelowOne' });
  const U = positive(input.U, ['U']);
  const components: Component[] = [];
  (input.components ?? []).forEach((c, i) => {
    if ('relative' in c) {
      const relative = positive(c.relative, ['components', i, 'relative']);
      if (relative) components.push({ name: c.name, relative });
      return;
    }
    const u = positive(c.u, ['components', i, 'u']);
    const of = positive(c.of, ['components', i, 'of']);
    if (u && (c.of === undefined || of)) components.push({ name: c.name, u, ...(of ? { of } : {}) });
  });
  if (input.components === undefined && input.U === undefined) issues.push({ path: ['components'], reason: 'noUncertainty' });
  if (input.components !== undefined && input.U !== undefined) issues.push({ path: ['U'], reason: 'both' });
  const limit = input.decision ? dec(input.decision.limit) : undefined;
  if (limit === null) issues.push({ path: ['decision', 'limit'], reason: 'notNumber' });
  if (issues.length || !value || !k) return { ok: false, issues };

  // uc from the budget, or back from a given U (uc = U / k)
  const uc = U ? U.div(k) : combine(value, components).uc;
  const bigU = U ?? expanded(uc, k);
  const significant = U && significantWritten(String(input.U)) === 1 ? 1 : 2;
  const printed = printResult(value, bigU, k, input.unit, lang, significant);
  const verdict: Verdict | undefined = input.decision && limit ? decide(value, bigU, limit, input.decision.comparison, input.decision.rule) : undefined;
  return {
    ok: true,
    answer: {
      uc: decString(uc),
      ucRelative: decString(uc.div(value.abs())),
      U: decString(bigU),
      k: decString(k),
      printed: printed.text,
      ...(verdict ? { verdict } : {}),
    },
  };
}
