// Typed calculation errors. `code` is an i18n key (see schemas/templates/messages.ts); params fill it in.
// Nothing in the engine throws these at callers: they travel inside result objects.

export type CalcErrorCode =
  | 'calc.error.syntax'
  | 'calc.error.unknownFunction'
  | 'calc.error.arity'
  | 'calc.error.missingInput'
  | 'calc.error.notANumber'
  | 'calc.error.divisionByZero'
  | 'calc.error.domain'
  | 'calc.error.notFinite'
  | 'calc.error.required'
  | 'calc.error.belowMin'
  | 'calc.error.aboveMax'
  | 'calc.error.outOfRange'
  | 'calc.error.notPositive'
  | 'calc.error.notInChoices'
  | 'calc.error.curveMissing'
  | 'calc.error.curveTooFewPoints'
  | 'calc.error.curveFlat'
  | 'calc.error.mpnAllPositive'
  | 'calc.error.invalidRecord'
  | 'calc.error.internal'
  | 'calc.error.parameterRequired'
  | 'calc.error.unknownParameter'
  | 'calc.error.unknownInput'
  | 'calc.error.unknownHeader';

export type CalcParams = Record<string, string | number>;

export interface CalcError {
  code: CalcErrorCode;
  params: CalcParams;
  /** The input (variable) the error is about, when there is one. */
  input?: string;
}

export type CalcResult<T> = { ok: true; value: T } | { ok: false; error: CalcError };

export function calcError(code: CalcErrorCode, params: CalcParams = {}, input?: string): CalcError {
  return input === undefined ? { code, params } : { code, params, input };
}

export function ok<T>(value: T): CalcResult<T> {
  return { ok: true, value };
}

export function fail<T>(code: CalcErrorCode, params: CalcParams = {}, input?: string): CalcResult<T> {
  return { ok: false, error: calcError(code, params, input) };
}

/** Internal control flow: thrown inside the evaluator and always caught at its boundary. */
export class CalcFailure extends Error {
  constructor(readonly error: CalcError) {
    super(error.code);
  }
}
