// The shapes of the JSON columns the server itself writes (their zod field is `json()`, any object, because only the
// server writes them). Documented here so that a client knows what it reads; every API test checks answers against
// them (tests/api/openapiCheck.ts), so a change of what the server writes fails there first.
// Built on first use, not at import: shapes.ts → schemas.ts → this file → shapes.ts is a cycle, and the builders of
// shapes.ts are not yet defined while this module is first evaluated from it.
import type { Json } from './json.ts';
import { bool, evaluation, integer, listOf, nullable, object, text } from './shapes.ts';
import { jsonOf } from './json.ts';
import { keptCurve, keptQc, keptRow } from '../../schemas/templates/recordShapes.ts';
import { qcSheetEvaluation } from '../../schemas/business/qcEvaluation.ts';

let built: Record<string, Json> | undefined;
/** By `resource.field`. */
export const jsonFields = (): Record<string, Json> => (built ??= build());

/** A record field's value as stored JSON: text (decimals, dates), a number, a flag, null, or a list or object (json fields). */
const fieldValue: Json = { type: ['string', 'number', 'boolean', 'null', 'array', 'object'] };

function build(): Record<string, Json> {
  /** server/standards/judge.ts StandardsUsed: the library rows a report was judged by, kept at issue. */
  const usedStandard = object(
    {
      id: integer,
      standardNo: text,
      edition: text,
      title: text,
      version: integer,
      classCode: text,
      classLabel: text,
      condition: text,
    },
    ['condition'],
  );
  const usedLimit = object({ s: integer, table: text, analyte: text, limit: text, unit: text, basis: text, oxygenRef: text }, ['basis', 'oxygenRef']);
  const fields: Record<string, Json> = {
    // the plan's figures, the verdicts, the decisions (server/business/qc.ts, qcDecisions.ts)
    'qcSheets.evaluation': jsonOf(qcSheetEvaluation, 'output'),
    // per `${sampleId}:${parameterId}`: the limit used, or null where the point's standard does not cover the parameter
    // unconditioned: per key whose limit is null because the class sets it only under conditions the point did not choose, those conditions
    'reports.standardsUsed': object(
      {
        standards: listOf(usedStandard),
        limits: { type: 'object', additionalProperties: nullable(usedLimit) },
        unconditioned: { type: 'object', additionalProperties: listOf(text) },
      },
      ['unconditioned'],
    ),
    // per `${sampleId}:${parameterId}`: the uncertainty record and version used, U and k, as printed; null: none covered it
    'reports.uncertaintyUsed': {
      type: 'object',
      additionalProperties: nullable(
        object({
          recordId: integer,
          recordNo: text,
          version: integer,
          U: text,
          k: text,
          alwaysReport: bool,
          printed: object({ value: text, U: text, text }),
        }),
      ),
    },
    // the record's header cells as the analyst typed them (schemas: recordSchema, every cell kept as text)
    'rawRecords.header': { type: 'object', additionalProperties: text },
    // the rows as saved: cells as text, with the sources of imported cells (schemas/templates/recordShapes.ts)
    'rawRecords.rows': listOf(jsonOf(keptRow, 'output')),
    // the curve and QC inputs as saved (the template engine's inputs); the evaluation is the template engine's
    'rawRecords.computed': object({ curve: jsonOf(keptCurve, 'output'), qc: jsonOf(keptQc, 'output'), evaluation: nullable(evaluation) }, [
      'curve',
      'qc',
      'evaluation',
    ]),
    // an audit entry's snapshots (server/crud/service appendAudit): the record of `entity` as it was, and what changed
    'adminLogs.before': {
      type: 'object',
      description: 'The record of `entity` as it was before the action (its read schema: #/components/schemas/{entity})',
      properties: { id: integer, version: integer },
      additionalProperties: fieldValue,
    },
    'adminLogs.after': {
      type: 'object',
      description: 'The fields the action changed, with their new values (a created record: all of them)',
      properties: { version: integer },
      additionalProperties: fieldValue,
    },
  };
  return fields;
}
