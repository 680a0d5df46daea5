// schemas/templates: raw-record template families, the manifest of every seed route, and evaluateRecord.
export type * from './types.ts';
export { templateManifest, templateById, templateByIdAt, versionOfRecord, findTemplate, manifestRoutes } from './manifest/index.ts';
export { evaluateRecord, rowsNameParameter } from './evaluate.ts';
export type { CellError, ResultValue, RowEvaluation, CalibrationStats, SampleAggregate, RecordEvaluation, EvaluateOptions } from './evaluate.ts';
export type { QcEvaluation, QcKind } from './qc.ts';
export { FAMILIES } from './families/index.ts';
export type { FamilyInfo } from './families/index.ts';
export { calcMessages } from './messages.ts';
export type { CalcMessageKey } from './messages.ts';
