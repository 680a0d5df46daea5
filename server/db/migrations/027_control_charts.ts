import type { Kysely } from 'kysely';
import { createTable } from '../columns.ts';

// Issue 31 (statistical QC): control charts, their versioned limits, the points QC evaluations land on them and the
// corrective actions that close an out-of-control run (declared in schemas/controlCharts/charts.ts). Points are read
// by chart in time order and by QC sheet (a re-evaluation supersedes its run); actions by QC sheet and state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'control_charts', {
    chartNo: 'text!u',
    name: 'text!',
    parameterId: 'ref!:parameters',
    kind: 'text!',
    equipmentId: 'ref:equipment',
    unit: 'text',
    minPoints: 'int!',
    rules: 'json!',
    required: 'bool!',
    status: 'text!',
    controlState: 'text',
    limitsVersion: 'int',
    centre: 'decimal',
    sd: 'decimal',
    pointCount: 'int!',
    lastPointAt: 'datetime',
  });
  await createTable(db, 'control_chart_limits', {
    chartId: 'ref!:control_charts',
    revision: 'int!',
    source: 'text!',
    centre: 'decimal!',
    sd: 'decimal!',
    n: 'int',
    warnLow: 'decimal',
    warnHigh: 'decimal',
    actionLow: 'decimal',
    actionHigh: 'decimal',
    certifiedValue: 'decimal',
    expandedUncertainty: 'decimal',
    coverageFactor: 'decimal',
    pointIds: 'json!',
    reason: 'text!',
    establishedBy: 'text!',
    establishedAt: 'datetime!',
  });
  await createTable(db, 'control_points', {
    chartId: 'ref!:control_charts',
    runKey: 'text!',
    level: 'int!',
    value: 'decimal!',
    z: 'text',
    verdict: 'text!',
    rules: 'json!',
    limitsVersion: 'int',
    qcSheetId: 'ref!:qc_sheets',
    sampleId: 'ref:samples',
    analysisSheetId: 'ref:analysis_sheets',
    analystId: 'ref:users',
    equipmentId: 'ref:equipment',
    measuredAt: 'datetime!',
    supersededAt: 'datetime',
    change: 'text',
  });
  await db.schema.createIndex('control_points_chart_idx').on('control_points').columns(['chart_id', 'measured_at']).execute();
  await db.schema.createIndex('control_points_qc_sheet_idx').on('control_points').column('qc_sheet_id').execute();
  await createTable(db, 'corrective_actions', {
    actionNo: 'text!u',
    chartId: 'ref!:control_charts',
    qcSheetId: 'ref!:qc_sheets',
    runKey: 'text!',
    violations: 'json!',
    analysisSheetIds: 'json!',
    cause: 'text',
    action: 'text',
    outcome: 'text',
    justification: 'text',
    status: 'text!',
    closedBy: 'text',
    closedAt: 'datetime',
  });
  await db.schema.createIndex('corrective_actions_qc_sheet_idx').on('corrective_actions').columns(['qc_sheet_id', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['corrective_actions', 'control_points', 'control_chart_limits', 'control_charts']) await db.schema.dropTable(t).execute();
}
