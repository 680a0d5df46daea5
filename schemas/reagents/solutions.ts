// Prepared solutions (issue 34 item 2): stock → intermediate → working, each made from its parents — a lot (a CRM's
// certified value, a reagent's purity) or another solution — by mass or volume into a flask. The server computes the
// concentration in decimal from the chain, its standard uncertainty from the parents' and the glassware's (in the
// manner of EURACHEM/CITAC QUAM Example A1: schemas/reagents/prepare.ts) and the expiry (the earliest of the parents'
// and its own shelf life) on every write; nothing computed comes from the client. A recipe saves a preparation to reuse.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { date, datetime, decimal, enumOf, int, longText, ref, text } from '../core/fields.ts';
import { solutionWorkflow } from './workflows.ts';
import { CONCENTRATION_UNITS } from './units.ts';

export const SOLUTION_LEVELS = ['stock', 'intermediate', 'working'] as const;
export const AMOUNT_UNITS = ['g', 'mg', 'mL', 'µL'] as const;

/** One parent of a preparation: exactly one of lotId / solutionId (server hook), and how much of it was taken. */
export const solutionParent = z.strictObject({
  /** a lot of the catalogue (its certified value, or its purity for a weighed solid) */
  lotId: ref('materialLots').optional(),
  /** the container the amount came from (its label; optional, with lotId) */
  containerId: ref('materialContainers').optional(),
  /** a solution the lab prepared */
  solutionId: ref('solutions').optional(),
  /** the mass weighed or the volume pipetted */
  amount: decimal(),
  amountUnit: enumOf(AMOUNT_UNITS),
  /** the balance's or the pipette's ± tolerance, in amountUnit (absent: taken as exact, and said so) */
  amountTolerance: decimal().optional(),
});
export type SolutionParent = z.output<typeof solutionParent>;

/** What the server computed (full values as decimal strings) and how: one line per uncertainty contribution. */
export const preparationResult = z.strictObject({
  concentration: z.string(),
  u: z.string(),
  uRelative: z.string(),
  contributions: z.array(
    z.strictObject({
      /** the source: certified | parentSolution | purity | mass | pipette | flask (the screens label them) */
      name: z.string(),
      uRelative: z.string(),
      /** the quantity's value with its unit, and how its standard uncertainty was had ("±0.02 mL ÷ √6") */
      quantity: z.string().optional(),
      basis: z.string().optional(),
    }),
  ),
  /** the arithmetic as written (numbers and symbols, no words: any language reads it) */
  steps: z.array(z.string()).optional(),
});
export type PreparationResult = z.output<typeof preparationResult>;

/** The option words a solution and a recipe share (a unit reads as itself in both languages). */
const PREPARATION_ENUMS = {
  level: { stock: ['储备液', 'Stock'], intermediate: ['中间液', 'Intermediate'], working: ['使用液', 'Working'] },
  unit: Object.fromEntries(CONCENTRATION_UNITS.map((u) => [u, [u, u] as const])),
  'parents.amountUnit': Object.fromEntries(AMOUNT_UNITS.map((u) => [u, [u, u] as const])),
} as const;

export const solutions = defineResource({
  name: 'solutions',
  menu: [{ route: 'reagents/solutions', icon: 'list', title: ['标准溶液配制', 'Prepared solutions'], sort: 2, api: ['/admin/reagents/solutions/'] }],
  table: 'solutions',
  labels: {
    name: ['配制溶液 |||| 配制溶液', 'Prepared solution |||| Prepared solutions'],
    fields: {
      solutionNo: ['溶液编号', 'Solution no.'],
      name: ['名称', 'Name'],
      parameterId: ['检测项目', 'Test item'],
      level: ['级别', 'Level'],
      recipeId: ['配方', 'Recipe'],
      parents: ['来源（母液/标准物质）', 'Made from'],
      finalVolume: ['定容体积（mL）', 'Made up to (mL)'],
      flaskTolerance: ['容量瓶允差（±mL）', 'Flask tolerance (± mL)'],
      solvent: ['溶剂', 'Solvent'],
      unit: ['浓度单位', 'Unit'],
      concentration: ['浓度', 'Concentration'],
      u: ['标准不确定度', 'Standard uncertainty'],
      result: ['计算过程', 'Computation'],
      preparedOn: ['配制日期', 'Prepared on'],
      shelfLifeDays: ['有效期（天）', 'Shelf life (days)'],
      expiresOn: ['有效期至', 'Expires on'],
      remarks: ['备注', 'Remarks'],
      status: ['状态', 'Status'],
      preparedBy: ['配制人', 'Prepared by'],
      preparedAt: ['签署时间', 'Signed at'],
      approvedBy: ['批准人', 'Approved by'],
      approvedAt: ['批准时间', 'Approved at'],
    },
    enums: {
      ...PREPARATION_ENUMS,
      status: {
        draft: ['草稿', 'Draft'],
        prepared: ['待批准', 'Awaiting approval'],
        approved: ['可使用', 'In use'],
        used_up: ['已用完', 'Used up'],
        discarded: ['已废弃', 'Discarded'],
        withdrawn: ['已撤回（来源召回）', 'Withdrawn (source recalled)'],
      },
    },
    subfields: {
      parents: {
        lotId: ['标准物质/试剂批次', 'Lot'],
        containerId: ['瓶号', 'Container'],
        solutionId: ['母液', 'Parent solution'],
        amount: ['取用量', 'Amount taken'],
        amountUnit: ['单位', 'Unit'],
        amountTolerance: ['允差（±）', 'Tolerance (±)'],
      },
    },
    transitions: {
      submit: ['签署配制', 'Sign preparation'],
      approve: ['签署批准', 'Sign approval'],
      return: ['退回', 'Return'],
      finish: ['用完', 'Used up'],
      discard: ['废弃', 'Discard'],
      withdraw: ['撤回（来源召回）', 'Withdraw (source recalled)'],
    },
  },
  title: 'solutionNo',
  titleEn: 'solutionNo',
  fields: {
    solutionNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q' }),
    parameterId: ref('parameters').optional().meta({ list: true, filter: true }),
    level: enumOf(SOLUTION_LEVELS).meta({ list: true, filter: true }),
    recipeId: ref('solutionRecipes').nullable().optional(),
    parents: z.array(solutionParent).min(1).max(5).meta({ kind: 'json' }),
    finalVolume: decimal(),
    flaskTolerance: decimal().optional(),
    solvent: text(64).optional(),
    unit: enumOf(CONCENTRATION_UNITS),
    /** full values (text: more digits than a decimal column keeps), computed by the server */
    concentration: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    u: text(64).nullable().optional().meta({ readOnly: true }),
    result: preparationResult.nullable().optional().meta({ kind: 'json', readOnly: true }),
    preparedOn: date().meta({ list: true }),
    shelfLifeDays: int().min(1).max(3650),
    /** the earliest of the parents' expiries and preparedOn + shelfLifeDays (server) */
    expiresOn: date().nullable().optional().meta({ list: true, filter: 'range', readOnly: true, sortable: true }),
    remarks: longText(2000).optional(),
    status: enumOf(solutionWorkflow.states).default('draft').meta({ list: true, filter: true }),
    preparedBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    preparedAt: datetime().nullable().optional().meta({ readOnly: true }),
    approvedBy: text(64).nullable().optional().meta({ readOnly: true }),
    approvedAt: datetime().nullable().optional().meta({ readOnly: true }),
  },
  access: { list: 'reagent:query', create: 'reagent:prepare', update: 'reagent:prepare', delete: false, export: 'reagent:query' },
  workflow: solutionWorkflow,
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});
export type Solution = z.output<z.ZodObject<typeof solutions.fields>> & { id: number; version: number };

/** A parent of a recipe: a catalogue item (any accepted lot of it) or a solution made by another recipe. */
export const recipeParent = z.strictObject({
  materialId: ref('materials').optional().meta({ 'x-check': 'exactly one of materialId and recipeId' }),
  recipeId: ref('solutionRecipes').optional().meta({ 'x-check': 'exactly one of materialId and recipeId; never the recipe itself' }),
  amount: decimal(),
  amountUnit: enumOf(AMOUNT_UNITS),
  amountTolerance: decimal().optional(),
});

export const solutionRecipes = defineResource({
  name: 'solutionRecipes',
  route: 'reagents/solutions',
  table: 'solution_recipes',
  labels: {
    name: ['配方 |||| 配方', 'Recipe |||| Recipes'],
    fields: {
      name: ['名称', 'Name'],
      parameterId: ['检测项目', 'Test item'],
      level: ['级别', 'Level'],
      parents: ['来源', 'Made from'],
      finalVolume: ['定容体积（mL）', 'Made up to (mL)'],
      flaskTolerance: ['容量瓶允差（±mL）', 'Flask tolerance (± mL)'],
      solvent: ['溶剂', 'Solvent'],
      unit: ['浓度单位', 'Unit'],
      shelfLifeDays: ['有效期（天）', 'Shelf life (days)'],
      instructions: ['配制方法', 'Instructions'],
    },
    enums: {
      ...PREPARATION_ENUMS,
    },
    subfields: {
      parents: {
        materialId: ['试剂/标准物质', 'Material'],
        recipeId: ['母液配方', 'Parent recipe'],
        amount: ['取用量', 'Amount taken'],
        amountUnit: ['单位', 'Unit'],
        amountTolerance: ['允差（±）', 'Tolerance (±)'],
      },
    },
  },
  title: 'name',
  fields: {
    name: text(128).min(1).meta({ list: true, filter: 'q', unique: true }),
    parameterId: ref('parameters').optional().meta({ list: true, filter: true }),
    level: enumOf(SOLUTION_LEVELS).meta({ list: true, filter: true }),
    parents: z.array(recipeParent).min(1).max(5).meta({ kind: 'json' }),
    finalVolume: decimal(),
    flaskTolerance: decimal().optional(),
    solvent: text(64).optional(),
    unit: enumOf(CONCENTRATION_UNITS),
    shelfLifeDays: int().min(1).max(3650),
    instructions: longText(4000).optional(),
  },
  access: { list: 'reagent:query', create: 'reagent:prepare', update: 'reagent:prepare', delete: 'reagent:prepare', export: 'reagent:query' },
});
