// Instrument data capture (issue 20): the per-instrument import settings an analyst saves once, and one audited row
// per import (the file's SHA-256, name, size, parser, instrument): the import's audit entry is this row's creation,
// so the hash enters the audit chain in the same transaction as the new raw-record version.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, int, bool, enumOf, ref, arrayOf } from '../core/fields.ts';
import { columnMappingSchema } from './mapping.ts';
import { PARSER_IDS } from './parserIds.ts';

export const instrumentMappings = defineResource({
  name: 'instrumentMappings',
  menu: [{ route: 'management/instrument-mapping', icon: 'table', title: ['仪器数据映射', 'Instrument mappings'], sort: 6 }],
  table: 'instrument_mappings',
  labels: {
    name: ['仪器数据映射 |||| 仪器数据映射', 'Instrument mapping |||| Instrument mappings'],
    fields: {
      equipmentId: ['仪器', 'Instrument'],
      name: ['映射名称', 'Name'],
      parserId: ['导出格式', 'Export format'],
      columns: ['列映射', 'Column mapping'],
      aliases: ['分析物别名', 'Analyte aliases'],
      readingInput: ['读数录入项', 'Reading input'],
      isDefault: ['默认', 'Default'],
    },
    enums: {
      parserId: {
        'agilent-masshunter-icpms': ['Agilent MassHunter ICP-MS', 'Agilent MassHunter ICP-MS'],
        'agilent-masshunter-quant': ['Agilent MassHunter 定量报告', 'Agilent MassHunter Quant'],
        'thermo-qtegra': ['Thermo iCAP Qtegra', 'Thermo iCAP Qtegra'],
        'agilent-icp-expert': ['Agilent ICP Expert (ICP-OES)', 'Agilent ICP Expert (ICP-OES)'],
        'perkinelmer-winlab32': ['PerkinElmer WinLab32 (AAS)', 'PerkinElmer WinLab32 (AAS)'],
        'shimadzu-toc': ['岛津 TOC-L', 'Shimadzu TOC-L'],
        'shimadzu-labsolutions': ['岛津 LabSolutions ASCII', 'Shimadzu LabSolutions ASCII'],
        'thermo-chromeleon': ['Thermo Chromeleon (IC)', 'Thermo Chromeleon (IC)'],
        'hach-uvvis': ['哈希 DR 系列紫外可见', 'Hach DR UV-Vis'],
        'perkinelmer-nexion': ['PerkinElmer NexION Syngistix', 'PerkinElmer NexION Syngistix'],
        'balance-print': ['分析天平打印', 'Analytical balance print'],
      },
    },
    subfields: { aliases: { alias: ['文件中的名称', 'Name in the file'], parameter: ['项目代码', 'Parameter code'] } },
  },
  title: 'name',
  fields: {
    equipmentId: ref('equipment').meta({ list: true, filter: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    /** a vendor layout; empty means the column mapping below reads the file */
    parserId: enumOf(PARSER_IDS).optional().meta({ list: true }),
    columns: columnMappingSchema.optional().meta({ kind: 'json' }),
    /** the file's analyte names → a parameter code (template code or the lab's code), beside the built-in matching */
    aliases: arrayOf({ alias: z.string().trim().min(1).max(100), parameter: z.string().trim().min(1).max(64) }, 500).default([]),
    /** the raw-record input a reading fills (default: the template's instrument reading, e.g. rho) */
    readingInput: text(64).optional(),
    isDefault: bool().default(false).meta({ list: true }),
  },
  access: { list: 'device:query', create: 'analysis:import', update: 'analysis:import', delete: 'analysis:import' },
});

export const instrumentImports = defineResource({
  name: 'instrumentImports',
  route: 'analyse/analyseIndex',
  table: 'instrument_imports',
  labels: {
    name: ['仪器数据导入 |||| 仪器数据导入', 'Instrument import |||| Instrument imports'],
    fields: {
      analysisSheetId: ['分析单', 'Analysis sheet'],
      rawRecordId: ['原始记录', 'Raw record'],
      recordVersion: ['记录版本', 'Record version'],
      equipmentId: ['仪器', 'Instrument'],
      mappingId: ['映射', 'Mapping'],
      sha256: ['SHA-256', 'SHA-256'],
      fileName: ['文件名', 'File name'],
      size: ['字节数', 'Size (bytes)'],
      parser: ['解析器', 'Parser'],
      encoding: ['编码', 'Encoding'],
      matched: ['已导入数值', 'Values imported'],
      discarded: ['已舍弃', 'Discarded'],
    },
  },
  title: 'fileName',
  fields: {
    analysisSheetId: ref('analysisSheets').meta({ list: true, filter: true }),
    rawRecordId: ref('rawRecords').meta({ list: true }),
    recordVersion: int().meta({ list: true }),
    equipmentId: ref('equipment').meta({ list: true, filter: true }),
    mappingId: ref('instrumentMappings').nullable().optional(),
    sha256: text(64)
      .regex(/^[0-9a-f]{64}$/)
      .meta({ list: true, filter: 'q' }),
    fileName: text(255).min(1).meta({ list: true, filter: 'q' }),
    size: int().min(0).meta({ list: true }),
    parser: text(64).meta({ list: true }),
    encoding: text(32).optional(),
    matched: int().min(0).meta({ list: true }),
    discarded: int().min(0).default(0),
  },
  // written only by the import route (server/instruments/routes.ts); kept as evidence
  access: { list: 'analysis:query', create: false, update: false, delete: false },
  retention: 'archive',
});
