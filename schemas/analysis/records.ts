// The raw records (原始记录) an analysis sheet is entered on, and the results they compute: declarations and labels.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, int, decimal, bool, datetime, enumOf, ref, refs, json } from '../core/fields.ts';
import { solutionUses } from '../reagents/uses.ts';

/**
 * Rows one raw record may hold: one per sample × parameter, so an instrument run of 500 samples × 25 elements (issue
 * 20's ICP-MS size) is 12,500 rows. 20,000 leaves room above that and still bounds one record's JSON (~2.3 MB at
 * 11,250 imported rows with their sources); bench/instrumentsImport.bench.ts measured the commit of 11,250 rows
 * through saveDraft at 1.4 s (SQLite) and 2.1 s (PostgreSQL) on the shared 2-core machine.
 */
export const MAX_RECORD_ROWS = 20_000;

/** 原始记录: versioned; a locked record is never changed in place. */
export const rawRecords = defineResource({
  name: 'rawRecords',
  route: 'analyse/analyseIndex',
  table: 'raw_records',
  labels: {
    name: ['原始记录 |||| 原始记录', 'Raw record |||| Raw records'],
    fields: {
      analysisSheetId: ['分析单', 'Analysis sheet'],
      templateId: ['模板', 'Template'],
      formulaVersion: ['公式版本', 'Formula version'],
      recordVersion: ['记录版本', 'Record version'],
      header: ['表头', 'Header'],
      rows: ['数据行', 'Rows'],
      computed: ['计算结果', 'Computed'],
      equipmentIds: ['使用设备', 'Equipment'],
      draft: ['草稿', 'Draft'],
      solutionUses: ['使用的标准溶液', 'Solutions used'],
    },
    enums: { 'solutionUses.use': { curve: ['校准曲线', 'Calibration curve'], spike: ['加标', 'Spike'], ccv: ['校准核查', 'Calibration check'] } },
    subfields: { solutionUses: { use: ['用途', 'Used for'], solutionId: ['溶液', 'Solution'] } },
  },
  title: 'templateId',
  fields: {
    analysisSheetId: ref('analysisSheets').meta({ list: true, filter: true }),
    templateId: text(64).meta({ list: true, filter: true, labelOf: 'template' }),
    formulaVersion: text(16).default('1'),
    recordVersion: int().default(1).meta({ list: true, readOnly: true }),
    header: json().default({}),
    rows: z.array(z.record(z.string(), z.unknown())).max(MAX_RECORD_ROWS).default([]).meta({ kind: 'json' }),
    computed: json().nullable().optional().meta({ readOnly: true }),
    equipmentIds: refs('equipment').default([]),
    draft: bool().default(true).meta({ list: true, readOnly: true }),
    /** the prepared solutions the curve, spike and calibration check were made from (issue 34; schemas/reagents/uses.ts) */
    solutionUses: solutionUses.default([]).meta({ kind: 'json' }),
  },
  // written only through the analysis routes (draft save, submit): the generic PUT would change a locked record in place
  access: { list: 'analysis:query', create: false, update: false, delete: false },
  retention: 'archive',
});

export const results = defineResource({
  name: 'results',
  route: 'analyse/analyseIndex',
  table: 'results',
  labels: {
    name: ['检测结果 |||| 检测结果', 'Result |||| Results'],
    fields: {
      sampleId: ['样品', 'Sample'],
      parameterId: ['检测项目', 'Test item'],
      analysisSheetId: ['分析单', 'Analysis sheet'],
      value: ['数值', 'Value'],
      display: ['报告值', 'Reported value'],
      unit: ['单位', 'Unit'],
      belowMdl: ['低于检出限', 'Below MDL'],
      mdl: ['检出限', 'MDL'],
      analysedAt: ['分析时间', 'Analysed at'],
      status: ['状态', 'Status'],
      fullValue: ['未修约值', 'Unrounded value'],
    },
    enums: { status: { entered: ['已录入', 'Entered'], submitted: ['已提交', 'Submitted'], checked: ['已校核', 'Checked'], reviewed: ['已审核', 'Reviewed'] } },
  },
  title: 'display',
  fields: {
    sampleId: ref('samples').meta({ list: true, filter: true }),
    parameterId: ref('parameters').meta({ list: true, filter: true }),
    analysisSheetId: ref('analysisSheets').meta({ list: true, filter: true }),
    value: decimal().optional().meta({ list: true }),
    /** The full value the engine computed (34 digits, text): limits are judged on it (GB/T 8170-2008 §4.3.1). */
    fullValue: text(80).optional(),
    display: text(64).meta({ list: true }),
    unit: text(16).meta({ list: true }),
    belowMdl: bool().default(false).meta({ list: true, filter: true }),
    mdl: decimal().optional(),
    analysedAt: datetime().optional().meta({ list: true, filter: 'range' }),
    status: enumOf(['entered', 'submitted', 'checked', 'reviewed']).default('entered').meta({ list: true, filter: true }),
  },
  access: { list: 'analysis:query', create: false, update: false, delete: false },
  retention: 'archive',
});
