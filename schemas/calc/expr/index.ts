// Public face of the formula language: compile, evaluate, list variables. Nothing here throws at the caller.
import { Dec, decString } from '../decimal.ts';
import { CalcFailure, calcError, type CalcResult, ok } from '../errors.ts';
import { compileOrThrow, type Compiled, type Scope } from './compile.ts';

export type { Compiled, Scope };
export { FUNCTIONS } from './functions.ts';

/** Turns anything thrown inside the evaluator into a typed error; a non-CalcFailure is a bug, reported as internal. */
export function caught<T>(e: unknown): CalcResult<T> {
  if (e instanceof CalcFailure) return { ok: false, error: e.error };
  return { ok: false, error: calcError('calc.error.internal', { detail: e instanceof Error ? e.message : String(e) }) };
}

export function compileFormula(formula: string): CalcResult<Compiled> {
  try {
    return ok(compileOrThrow(formula));
  } catch (e) {
    return caught(e);
  }
}

/** Evaluates a formula over a scope of Decimals or decimal strings. */
export function evaluateFormula(formula: string, scope: Scope): CalcResult<Dec> {
  try {
    return ok(compileOrThrow(formula).run(scope));
  } catch (e) {
    return caught(e);
  }
}

/** Decimal strings in, decimal string out (full precision, not rounded: rounding happens once, at the end). */
export function evaluateExpression(formula: string, inputs: Readonly<Record<string, string>>): CalcResult<string> {
  const r = evaluateFormula(formula, inputs);
  return r.ok ? ok(decString(r.value)) : r;
}

/** The variables a formula reads (empty list when it does not parse). */
export function formulaVariables(formula: string): string[] {
  const c = compileFormula(formula);
  return c.ok ? c.value.variables : [];
}
