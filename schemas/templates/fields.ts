// Validation of one entered value against its field definition → a Decimal for formulas, or a cell error.
import { Dec, parseDec } from '../calc/decimal.ts';
import type { CalcErrorCode, CalcParams } from '../calc/errors.ts';
import type { FieldDef } from './types.ts';

export type FieldCheck =
  | { ok: true; value: Dec | string | undefined }
  | { ok: false; message: CalcErrorCode; params: CalcParams };

const bad = (message: CalcErrorCode, params: CalcParams): FieldCheck => ({ ok: false, message, params });
const parsedBounds = new Map<string, Dec>();
function bound(s: string): Dec {
  let d = parsedBounds.get(s);
  if (!d) parsedBounds.set(s, (d = new Dec(s)));
  return d;
}

/** d < min for a finite d; the usual min "0" is read off the sign (lt copies its argument for every cell). */
function below(d: Dec, min: string): boolean {
  return min === '0' ? d.isNeg() && !d.isZero() : d.lt(bound(min));
}

const MAX_EXPONENT = 15;

/** undefined value = empty and optional. Number fields yield Decimals; other kinds yield the trimmed text. */
export function checkField(def: FieldDef, raw: unknown): FieldCheck {
  let text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
  if (text === '' && def.default !== undefined) text = def.default;
  if (text === '') return def.required === false ? { ok: true, value: undefined } : bad('calc.error.required', { input: def.key });
  const kind = def.kind ?? 'number';
  if (kind === 'choice') {
    if (def.choices && !def.choices.some((c) => c.value === text)) return bad('calc.error.notInChoices', { input: def.key, value: text });
    return { ok: true, value: text };
  }
  if (kind !== 'number') return { ok: true, value: text };
  const d = parseDec(text);
  if (d === null) return bad('calc.error.notANumber', { input: def.key, value: text });
  // No instrument or balance reads beyond these; 1e999 would overflow the formulas into a record-level failure.
  if (!d.isZero() && (d.e > MAX_EXPONENT || d.e < -MAX_EXPONENT)) return bad('calc.error.outOfRange', { input: def.key, value: text });
  // d > 0 read off the sign (d is finite): gt(0) would build a Decimal 0 for every cell.
  if (def.positive && !(d.isPositive() && !d.isZero())) return bad('calc.error.notPositive', { input: def.key, value: text });
  if (def.min !== undefined && below(d, def.min)) return bad('calc.error.belowMin', { input: def.key, value: text, min: def.min });
  if (def.max !== undefined && d.gt(bound(def.max))) return bad('calc.error.aboveMax', { input: def.key, value: text, max: def.max });
  return { ok: true, value: d };
}
