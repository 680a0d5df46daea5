// schemas/calc: the calculation engine shared by the UI and the server. Pure TypeScript, decimal arithmetic.
export { Dec, parseDec, decString } from './decimal.ts';
export type { CalcError, CalcErrorCode, CalcParams, CalcResult } from './errors.ts';
export { roundGB8170, roundDec, toReportNotation } from './round.ts';
export type { RoundRule, IncrementRule, AnyRoundRule } from './round.ts';
export { compileFormula, evaluateFormula, evaluateExpression, formulaVariables, FUNCTIONS } from './expr/index.ts';
export type { Compiled, Scope } from './expr/index.ts';
export { formatBelowMdl, isBelowMdl, meanOfDuplicates } from './mdl.ts';
export type { BelowMdlNotation } from './mdl.ts';
export { precisionStatistic, relativeDeviation, relativePercentDifference, PRECISION_FORMULAS } from './precision.ts';
export type { PrecisionStatistic } from './precision.ts';
export { spikeRecovery, SPIKE_FORMULAS } from './recovery.ts';
export type { SpikeForm, SpikeInput } from './recovery.ts';
export { linearFit, correlationPasses, relativeError } from './calibration.ts';
export type { CurvePoint, LinearFit, XTransform } from './calibration.ts';
export { dilutionFactor, dryMatterPercent, waterContentPercent, dryBasis } from './factors.ts';
export { colonyCount, formatColonyCount, mpn } from './micro.ts';
export type { ColonyRule, PlateGroup, MpnGroup } from './micro.ts';
export {
  flashPointCorrected,
  corrosivity,
  FLASH_POINT_IGNITABLE_BELOW,
  CORROSIVE_PH_HIGH,
  CORROSIVE_PH_LOW,
  CORROSIVE_RATE_MM_PER_YEAR,
} from './solidwaste.ts';
