// The arithmetic of a measurement uncertainty (issue 33 item 1), bottom-up and top-down; pure decimal, no I/O.
// Sources and readings: schemas/uncertainty/evaluate.ts (the capability's README comment).
import { Dec } from '../calc/decimal.ts';

/**
 * One component of a bottom-up budget, as the route's body names it (`{ name, relative } | { name, u, of }`):
 * - `relative`: a relative standard uncertainty u(xᵢ)/xᵢ (0.0005 for 0.05 %), an input of a product or quotient;
 * - `u` with `of`: the standard uncertainty u(xᵢ) of an input quantity whose value is `of` (u = 0.05 mg of a mass of
 *   100.28 mg). For y = c · Π xᵢ^±1 the sensitivity coefficient is ∂y/∂xᵢ = ±y/xᵢ, so
 *   the contribution cᵢ·u(xᵢ) is y · u(xᵢ)/xᵢ: `of` is what gives the sensitivity coefficient of the product law, and
 *   the component adds to the relative sum like `relative = u / of`;
 * - `u` alone: a standard uncertainty already in the result's unit (sensitivity coefficient 1): a term of a sum or a
 *   correction (a blank, a drift), added to the absolute sum.
 */
export type Component = { name: string; relative: Dec } | { name: string; u: Dec; of?: Dec };

/** A component's share of uc in the result's unit, |cᵢ|·u(xᵢ): what a budget's bar chart draws. */
export interface Contribution {
  name: string;
  /** relative standard uncertainty of a product/quotient input; absent for a term already in the result's unit */
  relative?: Dec;
  u: Dec;
}

export interface Combined {
  uc: Dec;
  ucRelative: Dec;
  contributions: Contribution[];
}

/**
 * The law of propagation for uncorrelated inputs (GUM, JCGM 100:2008 — see evaluate.ts for what was read): products and quotients combine
 * their relative uncertainties, uc(y)/|y| = √Σ(u(xᵢ)/xᵢ)²; sums combine absolute ones, uc(y) = √Σu²(xᵢ). A budget with
 * both adds the product part in absolute terms: uc = √((|y|·√Σrᵢ²)² + Σuⱼ²). `value` must not be 0 (the relative
 * uncertainty would divide by it): the caller refuses it.
 */
export function combine(value: Dec, components: readonly Component[]): Combined {
  const y = value.abs();
  const contributions: Contribution[] = components.map((c) => {
    if ('relative' in c) return { name: c.name, relative: c.relative, u: y.times(c.relative) };
    if (c.of !== undefined) {
      const relative = c.u.div(c.of.abs());
      return { name: c.name, relative, u: y.times(relative) };
    }
    return { name: c.name, u: c.u };
  });
  const uc = contributions.reduce((s, c) => s.plus(c.u.pow(2)), new Dec(0)).sqrt();
  return { uc, ucRelative: uc.div(y), contributions };
}

/** U = k · uc. */
export const expanded = (uc: Dec, k: Dec): Dec => uc.times(k);

// ---- top-down: ISO 11352 / Nordtest TR 537 ----

/** A control chart's standard deviation and the number of its results (its degrees of freedom are n − 1). */
export interface ChartSpread {
  s: Dec;
  n: number;
}

/**
 * u(Rw), the within-laboratory reproducibility, from the control charts' standard deviations (Nordtest TR 537 §4, as its
 * contents name it; ISO 11352's within-laboratory reproducibility: a control sample run through the whole procedure over a long period). One chart: its s. Several
 * charts of the same procedure and level (periods of one chart, or two control samples): the pooled standard
 * deviation √(Σ(nᵢ − 1)sᵢ² / Σ(nᵢ − 1)) (ISO 5725-2 pooling by degrees of freedom). Relative or absolute, as the
 * charts are (the caller keeps one kind).
 */
export function withinLabReproducibility(charts: readonly ChartSpread[]): Dec {
  if (charts.length === 0) throw new RangeError('withinLabReproducibility: no chart');
  if (charts.length === 1) return charts[0]!.s;
  let num = new Dec(0);
  let dof = 0;
  for (const c of charts) {
    num = num.plus(c.s.pow(2).times(c.n - 1));
    dof += c.n - 1;
  }
  return num.div(dof).sqrt();
}

/** A CRM analysis or a PT round: the lab's bias against the reference value, and that value's standard uncertainty. */
export interface BiasResult {
  /** the lab's result minus the reference value (relative, e.g. 0.02 for +2 %, or absolute: one kind per estimate) */
  bias: Dec;
  /** u(Cref) of this reference value (a CRM's certified U/k; a PT's assigned value's standard uncertainty) */
  uCref: Dec;
}

export interface TopDown {
  uRw: Dec;
  /** √(Σbᵢ²/n) */
  rmsBias: Dec;
  /** the mean u(Cref) of the reference values */
  uCref: Dec;
  /** √(RMS_bias² + u(Cref)²) */
  uBias: Dec;
  /** √(u(Rw)² + u(bias)²) */
  uc: Dec;
}

/**
 * The top-down estimate (Nordtest TR 537 §5, §5.1 CRMs, §5.2 PT data, as its contents
 * name them; ISO 11352 the same): u(bias) = √(RMS_bias² + u(Cref)²) with RMS_bias the root
 * mean square of the lab's biases on CRMs or PT samples and u(Cref) the mean standard uncertainty of their reference
 * values; uc = √(u(Rw)² + u(bias)²). All relative, or all absolute, as given.
 */
export function topDown(charts: readonly ChartSpread[], biases: readonly BiasResult[]): TopDown {
  if (biases.length === 0) throw new RangeError('topDown: no bias result');
  const uRw = withinLabReproducibility(charts);
  const rmsBias = biases
    .reduce((s, b) => s.plus(b.bias.pow(2)), new Dec(0))
    .div(biases.length)
    .sqrt();
  const uCref = biases.reduce((s, b) => s.plus(b.uCref), new Dec(0)).div(biases.length);
  const uBias = rmsBias.pow(2).plus(uCref.pow(2)).sqrt();
  return { uRw, rmsBias, uCref, uBias, uc: uRw.pow(2).plus(uBias.pow(2)).sqrt() };
}

/** The top-down estimate as the route's two relative components, u(Rw) and u(bias). */
export const topDownComponents = (t: TopDown): Component[] => [
  { name: 'u(Rw)', relative: t.uRw },
  { name: 'u(bias)', relative: t.uBias },
];
