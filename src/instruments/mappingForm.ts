// The mapping dialog's form values ↔ a column mapping (schemas/instruments/mapping.ts) and a saved instrumentMappings
// record: the form holds a choice per field, the layout, the wide layout's chosen columns with the analyte each is
// renamed to, and the instrument's alias table (name in the file → parameter code). Kept apart from the dialog so
// that opening a saved mapping and saving it again round-trip through the same two functions.
import { columnMappingSchema, type ColumnMapping } from '../../schemas/instruments/mapping.ts';

export interface MappingValues {
  name: string;
  layout: 'long' | 'wide';
  headerRow: number;
  skipAfterHeader?: number;
  delimiter?: 'auto' | ',' | ';' | '\t';
  decimalComma?: boolean;
  sampleId?: string;
  analyte?: string;
  value?: string;
  unit?: string;
  fixedUnit?: string;
  dilution?: string;
  qcType?: string;
  replicate?: string;
  flags?: string;
  /** the columns chosen, or typed separated by | when the file's columns cannot be read here (a spreadsheet) */
  analyteColumns?: string[] | string;
  /** wide layout: a chosen column read as another analyte name (a column "铅浓度 (μg/L)" as "Pb") */
  renames?: Array<{ column?: string; analyte?: string }>;
  /** the instrument's alias table: a name in its files → the parameter code it means */
  aliases?: Array<{ alias?: string; parameter?: string }>;
  isDefault?: boolean;
}

/** A saved mapping as the server keeps it (instrumentMappings). */
export interface SavedMappingRecord {
  id: number;
  name: string;
  columns?: ColumnMapping | null;
  aliases?: Array<{ alias: string; parameter: string }>;
  isDefault?: boolean;
}

export const listOf = (x: string[] | string | undefined) =>
  Array.isArray(x)
    ? x
    : (x ?? '')
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
type MappedField = 'sampleId' | 'analyte' | 'value' | 'unit' | 'dilution' | 'qcType' | 'replicate' | 'flags';
const MAPPED: MappedField[] = ['sampleId', 'analyte', 'value', 'unit', 'dilution', 'qcType', 'replicate', 'flags'];

/** The form's values as a column mapping (empty choices left out), or null while it is not one yet. */
export function toMapping(v: MappingValues): ColumnMapping | null {
  const pick = (k: MappedField) => (v[k] ? { [k]: v[k] } : {});
  const renamed = new Map((v.renames ?? []).filter((r) => r.column?.trim() && r.analyte?.trim()).map((r) => [r.column!.trim(), r.analyte!.trim()]));
  const m = {
    headerRow: Number(v.headerRow) || 1,
    ...(v.skipAfterHeader ? { skipAfterHeader: Number(v.skipAfterHeader) } : {}),
    ...(v.delimiter && v.delimiter !== 'auto' ? { delimiter: v.delimiter } : {}),
    ...(v.decimalComma ? { decimalComma: true } : {}),
    ...pick('sampleId'),
    ...pick('unit'),
    ...pick('dilution'),
    ...pick('qcType'),
    ...pick('replicate'),
    ...pick('flags'),
    ...(v.fixedUnit ? { fixedUnit: v.fixedUnit } : {}),
    ...(v.layout === 'long'
      ? { ...pick('analyte'), ...pick('value') }
      : { analyteColumns: listOf(v.analyteColumns).map((column) => (renamed.has(column) ? { column, analyte: renamed.get(column)! } : { column })) }),
  };
  const r = columnMappingSchema.safeParse(m);
  return r.success ? r.data : null;
}

/** The alias table as saved: complete pairs only. */
export const toAliases = (v: MappingValues) =>
  (v.aliases ?? []).filter((a) => a.alias?.trim() && a.parameter?.trim()).map((a) => ({ alias: a.alias!.trim(), parameter: a.parameter!.trim() }));

/** A saved mapping opened for editing: its columns as the form's values. */
export function fromSaved(saved: SavedMappingRecord): MappingValues {
  const c = saved.columns ?? undefined;
  const wide = Boolean(c?.analyteColumns?.length);
  const chosen = Object.fromEntries(MAPPED.filter((k) => c?.[k]).map((k) => [k, c![k]]));
  return {
    ...blankValues(),
    ...chosen,
    name: saved.name,
    isDefault: Boolean(saved.isDefault),
    layout: wide ? 'wide' : 'long',
    headerRow: c?.headerRow ?? 1,
    ...(c?.skipAfterHeader ? { skipAfterHeader: c.skipAfterHeader } : {}),
    delimiter: c?.delimiter ?? 'auto',
    decimalComma: Boolean(c?.decimalComma),
    ...(c?.fixedUnit ? { fixedUnit: c.fixedUnit } : {}),
    analyteColumns: (c?.analyteColumns ?? []).map((a) => a.column),
    renames: (c?.analyteColumns ?? []).filter((a) => a.analyte).map((a) => ({ column: a.column, analyte: a.analyte })),
    aliases: (saved.aliases ?? []).map((a) => ({ ...a })),
  };
}

export const blankValues = (): MappingValues => ({ name: '', layout: 'long', headerRow: 1, delimiter: 'auto', decimalComma: false, renames: [], aliases: [] });
