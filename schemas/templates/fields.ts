// Validation of one entered value against its field definition → a Decimal for formulas, or a cell error.
import { cmpDec, Dec, parseDec } from '../calc/decimal.ts';
import type { CalcErrorCode, CalcParams } from '../calc/errors.ts';
import type { FieldDef, Label } from './types.ts';

export type FieldCheck = { ok: true; value: Dec | string | undefined } | { ok: false; message: CalcErrorCode; params: CalcParams };

const bad = (message: CalcErrorCode, params: CalcParams): FieldCheck => ({ ok: false, message, params });

const MAX_EXPONENT = 15;

/**
 * A field definition read once: every property present, bounds parsed. Definitions of 320 templates come in many
 * shapes, and reading their optional properties for every cell cost more than checking the number.
 */
export class FieldRule {
  readonly key: string;
  readonly kind: string;
  readonly optional: boolean;
  readonly fallback: string;
  readonly positive: boolean;
  readonly min: Dec | null;
  readonly max: Dec | null;
  readonly choices: readonly string[] | null;
  constructor(readonly def: FieldDef) {
    this.key = def.key;
    this.kind = def.kind ?? 'number';
    this.optional = def.required === false;
    this.fallback = def.default ?? '';
    this.positive = def.positive === true;
    this.min = def.min === undefined ? null : new Dec(def.min);
    this.max = def.max === undefined ? null : new Dec(def.max);
    this.choices = def.choices ? def.choices.map((c) => c.value) : null;
  }

  /** undefined value = empty and optional. Number fields yield Decimals; other kinds yield the trimmed text. */
  check(raw: unknown): FieldCheck {
    let text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
    if (text === '') text = this.fallback;
    if (text === '') return this.optional ? { ok: true, value: undefined } : bad('calc.error.required', { input: this.key });
    if (this.kind === 'choice') {
      if (this.choices && !this.choices.includes(text)) return bad('calc.error.notInChoices', { input: this.key, value: text });
      return { ok: true, value: text };
    }
    if (this.kind !== 'number') return { ok: true, value: text };
    const d = parseDec(text);
    if (d === null) return bad('calc.error.notANumber', { input: this.key, value: text });
    // No instrument or balance reads beyond these; 1e999 would overflow the formulas into a record-level failure.
    if (!d.isZero() && (d.e > MAX_EXPONENT || d.e < -MAX_EXPONENT)) return bad('calc.error.outOfRange', { input: this.key, value: text });
    if (this.positive && !(d.isPositive() && !d.isZero())) return bad('calc.error.notPositive', { input: this.key, value: text });
    if (this.min !== null && cmpDec(d, this.min) < 0) return bad('calc.error.belowMin', { input: this.key, value: text, min: this.def.min! });
    if (this.max !== null && cmpDec(d, this.max) > 0) return bad('calc.error.aboveMax', { input: this.key, value: text, max: this.def.max! });
    return { ok: true, value: d };
  }
}

const rules = new WeakMap<FieldDef, FieldRule>();
export function fieldRule(def: FieldDef): FieldRule {
  let rule = rules.get(def);
  if (!rule) rules.set(def, (rule = new FieldRule(def)));
  return rule;
}

/** undefined value = empty and optional. Number fields yield Decimals; other kinds yield the trimmed text. */
export function checkField(def: FieldDef, raw: unknown): FieldCheck {
  return fieldRule(def).check(raw);
}

/**
 * The field's plausibility hint when a number was entered outside where it usually lies (FieldDef.plausible), else
 * null: a warning beside the value, which is kept as entered. Only a valid number is judged (errors come first).
 */
export function implausible(def: FieldDef, raw: unknown): Label | null {
  const p = def.plausible;
  if (!p) return null;
  const d = parseDec(typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '');
  if (d === null) return null;
  const outside = (p.min !== undefined && cmpDec(d, new Dec(p.min)) < 0) || (p.max !== undefined && cmpDec(d, new Dec(p.max)) > 0);
  return outside ? p.hint : null;
}
