// Limit standards as versioned data (issue 19): a national quality or discharge standard, one record per edition,
// with its classes (水质类别, 时段/适用条件, ...) and, per parameter and matrix, the limit of each class, its unit, basis
// and the table of the standard it is read from. Shipped editions are loaded by migration 013 and edited only
// through the generic write path (validated, versioned, audited); a report copies what it used (standard, edition,
// record version and the limits), so a later edit never changes an issued report.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, longText, date, dict, enumOf } from '../core/fields.ts';
import { parseLimit } from '../templates/limit.ts';

/**
 * A limit as the standard states it: ≤x, <x, ≥x, >x; a range with both ends included, x~y; a range with an end
 * excluded, as a double inequality naming the quantity, 2.0<pH<12.5 or 6.5<pH≤7.5 (GB 5085.1-2007 §4.1: pH 2.0 and
 * 12.5 are hazardous, so "not hazardous" is 2.0<pH<12.5; 2.0~12.5 would pass both); or ND (不得检出, "not
 * detected"). Printed on the report as written; read by parseLimit (schemas/templates/limit.ts). A range's lower end
 * must lie below its upper one.
 */
const LIMIT_FORM =
  /^(?:ND|(?:≤|<|≥|>)-?\d+(?:\.\d+)?|-?\d+(?:\.\d+)?~-?\d+(?:\.\d+)?|-?\d+(?:\.\d+)?[≤<][^\d.\-<>≤≥=~～\s][^<>≤≥=~～\s]{0,11}[≤<]-?\d+(?:\.\d+)?)$/;
/** a range of the library's form whose lower end is not below its upper one (12.5<pH<2.0): nothing would conform */
const emptyRange = (v: string) => {
  const l = LIMIT_FORM.test(v) ? parseLimit(v) : undefined;
  return l?.kind === 'range' && !l.low.lt(l.high);
};
export const standardLimit = z
  .string()
  .trim()
  .max(32)
  .regex(LIMIT_FORM, { error: 'validation.standardLimit' })
  .refine((v) => !emptyRange(v), { error: 'validation.standardLimitOrder' })
  .meta({ 'x-check': "a range's lower end is below its upper end (6~9, 0.5<x≤1)", examples: ['≤0.5', '6~9', 'ND', '>2'] });

/** Units a matrix's limits may be stated in: a stack-gas limit in mg/L is a typing error, not a standard. */
export const UNITS_BY_MATRIX: Record<string, readonly string[]> = {
  water: ['mg/L', 'μg/L', 'ng/L', '无量纲', '个/L', 'MPN/L', 'MPN/100mL', 'CFU/mL', 'NTU', '℃', 'Bq/L', '度'],
  wastewater: ['mg/L', 'μg/L', 'ng/L', '无量纲', '个/L', 'MPN/L', '℃', 'Bq/L', '倍', 'kg/t', 'm³/t'],
  soil: ['mg/kg', 'μg/kg', 'ng/kg', '无量纲', 'ng-TEQ/kg'],
  // ℃: flash point (GB 5085.4); mm/a: corrosion rate of steel (GB 5085.1)
  solid_waste: ['mg/L', 'mg/kg', 'μg/L', '无量纲', '%', '℃', 'mm/a'],
  ambient_air: ['mg/m³', 'μg/m³', 'ng/m³', 'μg/(dm²·d)'],
  stack_gas: ['mg/m³', 'μg/m³', 'ng-TEQ/m³', 'kg/h', '级', '无量纲'],
};

/** One limit: a parameter of the standard, in one class (or applicability condition), read from a cited table. */
export const standardRow = z.object({
  table: z.string().trim().min(1, { error: 'validation.required' }).max(32),
  analyte: z.string().trim().min(1).max(64),
  analyteEn: z.string().trim().max(128).optional(),
  /** other names a lab's test item may carry for the same analyte (氨氮 for 氨氮(NH3-N)), separated by 、 (plain text:
   * one editable field in the generic row editor) */
  aliases: z.string().trim().max(200).optional(),
  /** one of the edition's classes, by code; screens show that class's name */
  classCode: z.string().trim().min(1).max(32).meta({ 'x-code-of': 'classes' }),
  /** a narrower applicability within the class (湖、库 for total phosphorus) */
  condition: z.string().trim().max(64).optional(),
  limit: standardLimit,
  unit: z.string().trim().min(1).max(24),
  /** what the value refers to: 以N计, 干基, 基准氧含量 6%, ... */
  basis: z.string().trim().max(64).optional(),
  /** stack gas: the reference oxygen content (%) measured values are corrected to before judging */
  oxygenRef: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'validation.decimal' })
    .optional(),
  /** this item's own comparison rule where the standard states one for it (GB/T 8170 §4.3): else the edition's */
  comparison: z.enum(['full', 'rounded']).optional(),
});
export type StandardRow = z.output<typeof standardRow>;

export const limitStandards = defineResource({
  name: 'limitStandards',
  menu: [{ route: 'management/limit-standards', icon: 'documentation', title: ['限值标准库', 'Limit standards'], sort: 4 }],
  table: 'limit_standards',
  labels: {
    name: ['限值标准 |||| 限值标准', 'Limit standard |||| Limit standards'],
    fields: {
      standardNo: ['标准编号', 'Standard no.'],
      edition: ['版本', 'Edition'],
      title: ['标准名称', 'Title'],
      titleEn: ['英文名称', 'English title'],
      kind: ['标准类型', 'Kind'],
      matrix: ['介质', 'Matrix'],
      effectiveFrom: ['实施日期', 'Effective from'],
      effectiveTo: ['废止日期', 'Effective to'],
      classes: ['类别/适用条件', 'Classes / conditions'],
      rows: ['限值', 'Limits'],
      unread: ['未录入的限值', 'Limits not entered'],
      source: ['来源说明', 'Source'],
      comparison: ['判定比较方法', 'Comparison rule'],
      comparisonClause: ['比较方法依据条款', 'Clause stating the rule'],
      signaturePassword: ['电子签名（输入本人密码）', 'E-signature (your password)'],
    },
    enums: {
      kind: {
        quality: ['环境质量标准', 'Quality standard'],
        discharge: ['排放标准', 'Discharge standard'],
        identification: ['鉴别标准', 'Identification standard'],
      },
      comparison: {
        full: ['全数值比较法（GB/T 8170 §4.3.1）', 'Full-value comparison (GB/T 8170 §4.3.1)'],
        rounded: ['修约值比较法（GB/T 8170 §4.3.2）', 'Rounded-value comparison (GB/T 8170 §4.3.2)'],
      },
      'rows.comparison': { full: ['全数值比较法', 'Full value'], rounded: ['修约值比较法', 'Rounded value'] },
    },
    subfields: {
      classes: { code: ['代码', 'Code'], label: ['名称', 'Name'], labelEn: ['英文名称', 'English name'] },
      rows: {
        table: ['表', 'Table'],
        analyte: ['项目', 'Parameter'],
        analyteEn: ['英文名称', 'English name'],
        aliases: ['别名', 'Aliases'],
        classCode: ['类别', 'Class'],
        condition: ['适用条件', 'Condition'],
        limit: ['限值', 'Limit'],
        unit: ['单位', 'Unit'],
        basis: ['基准', 'Basis'],
        oxygenRef: ['基准氧含量（%）', 'Reference O₂ (%)'],
        comparison: ['比较方法', 'Comparison'],
      },
    },
  },
  title: 'standardNo',
  fields: {
    standardNo: text(64).min(1).meta({ list: true, filter: 'q' }),
    edition: text(32).min(1).meta({ list: true }),
    title: text(200).min(1).meta({ list: true, filter: 'q' }),
    titleEn: text(200).optional(),
    kind: enumOf(['quality', 'discharge', 'identification']).meta({ list: true, filter: true }),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    effectiveFrom: date().meta({ list: true }),
    effectiveTo: date().optional().meta({ list: true }),
    classes: z
      .array(z.object({ code: z.string().trim().min(1).max(32), label: z.string().trim().min(1).max(64), labelEn: z.string().trim().max(128).optional() }))
      .min(1, { error: 'validation.noItems' })
      .max(50)
      .meta({ kind: 'array' }),
    rows: z.array(standardRow).max(2000).default([]).meta({ kind: 'array' }),
    /** the limits of the cited tables that could not be read when the edition was entered: listed, never guessed */
    unread: longText(5000).optional(),
    source: longText(2000).optional(),
    /** GB/T 8170 §4.3: the full value is compared unless the standard says the rounded one is (修约值比较法) */
    comparison: enumOf(['full', 'rounded']).optional(),
    /** where the standard says so (clause and words), printed on the report with the rule */
    comparisonClause: text(200).optional(),
    /**
     * The editor's electronic signature: every create or update of an edition is signed by re-entering the password
     * (checked, recorded as a signature, never stored). Like the users' password field: virtual and hidden.
     */
    signaturePassword: z.string().max(128).optional().meta({ kind: 'password', hidden: true, virtual: true }),
  },
  access: { list: 'standard:query', create: 'standard:add', update: 'standard:edit', delete: 'standard:delete', export: 'standard:query' },
  defaultSort: { field: 'standardNo', order: 'asc' },
});
export type LimitStandardRecord = z.output<z.ZodObject<typeof limitStandards.fields>> & { id: number; version: number };

/**
 * What a whole edition must satisfy beyond each row (the write path runs it before storing): every row's class is
 * one of the edition's, its unit fits the matrix, no class has two limits for the same analyte and condition, and the
 * edition does not end before it starts. Answers field paths with message keys.
 */
export function editionIssues(
  s: Pick<LimitStandardRecord, 'matrix' | 'classes' | 'rows' | 'effectiveFrom'> & {
    effectiveTo?: string | null;
    comparison?: string | null;
    comparisonClause?: string | null;
  },
) {
  const out: Array<{ path: Array<string | number>; message: string }> = [];
  const classes = new Set((s.classes ?? []).map((c) => c.code));
  const units = UNITS_BY_MATRIX[s.matrix];
  const seen = new Set<string>();
  (s.rows ?? []).forEach((r, i) => {
    if (!classes.has(r.classCode)) out.push({ path: ['rows', i, 'classCode'], message: 'validation.standardClass' });
    if (units && !units.includes(r.unit)) out.push({ path: ['rows', i, 'unit'], message: 'validation.standardUnit' });
    const key = `${r.table}|${r.analyte}|${r.classCode}|${r.condition ?? ''}`;
    if (seen.has(key)) out.push({ path: ['rows', i, 'classCode'], message: 'validation.standardTwice' });
    seen.add(key);
  });
  if (s.comparison === 'rounded' && !s.comparisonClause?.trim()) out.push({ path: ['comparisonClause'], message: 'validation.standardRuleClause' });
  if (s.effectiveTo && s.effectiveTo < s.effectiveFrom) out.push({ path: ['effectiveTo'], message: 'validation.standardDates' });
  return out;
}
