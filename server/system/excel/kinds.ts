import type { AnyResource, FieldInfo } from '../../../schemas/core/resource.ts';
import { resourceByName } from '../../../schemas/resources/index.ts';
import { rowTemplateIssue } from '../../catalogue/fit.ts';

export interface RowIssue {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** One importable list: which resource, its natural key and the columns a sheet may carry. */
export interface ImportKind {
  /** path segment of the seed: /admin/{name}/import */
  name: string;
  resource: AnyResource;
  key: string;
  fields: string[];
  maxRows: number;
  access: { import: string; query: string };
  /** checks across fields of one row, after conversion */
  check?(data: Record<string, unknown>, today: string): RowIssue[];
}

const r = (name: string) => resourceByName.get(name)!;

export const MAX_IMPORT_ROWS = 100_000;

export const importKinds: Record<string, ImportKind> = {
  device: {
    name: 'device',
    resource: r('equipment'),
    key: 'assetNo',
    maxRows: MAX_IMPORT_ROWS,
    fields: [
      'assetNo',
      'name',
      'model',
      'serialNo',
      'manufacturer',
      'location',
      'keeperId',
      'status',
      'calibratedOn',
      'calibrationCycleMonths',
      'certificateNo',
    ],
    access: { import: 'device:import', query: 'device:query' },
    check: (d, today) => (typeof d.calibratedOn === 'string' && d.calibratedOn > today ? [{ field: 'calibratedOn', key: 'import.futureDate' }] : []),
  },
  samplingbasis: {
    name: 'samplingbasis',
    resource: r('samplingMethods'),
    key: 'standardNo',
    maxRows: MAX_IMPORT_ROWS,
    fields: ['standardNo', 'title', 'matrix', 'validFrom', 'validTo'],
    access: { import: 'samplingbasis:import', query: 'samplingbasis:query' },
    check: (d) =>
      typeof d.validFrom === 'string' && typeof d.validTo === 'string' && d.validTo < d.validFrom ? [{ field: 'validTo', key: 'import.dateOrder' }] : [],
  },
  testparms: {
    name: 'testparms',
    resource: r('parameters'),
    key: 'code',
    maxRows: MAX_IMPORT_ROWS,
    fields: [
      'code',
      'name',
      'nameEn',
      'matrix',
      'unit',
      'methodNo',
      'methodTitle',
      'mdl',
      'decimals',
      'templateId',
      'price',
      'container',
      'preservative',
      'holdingHours',
      'minVolumeMl',
      'accredited',
    ],
    access: { import: 'testparms:import', query: 'testparms:query' },
    // the template as the form and the API check it (the commit checks it against the stored row too)
    check: (d) => {
      const issue = rowTemplateIssue(d);
      return issue ? [{ field: 'templateId', ...issue }] : [];
    },
  },
  // argon2 costs ~50 ms per password, so a user sheet stays small
  users: {
    name: 'users',
    resource: r('users'),
    key: 'username',
    maxRows: 2000,
    fields: ['username', 'nickname', 'gender', 'mobile', 'email', 'roleIds', 'password'],
    access: { import: 'user:import', query: 'user:query' },
  },
};

/** Field kinds a spreadsheet cell can carry. */
const CELL_KINDS = new Set(['text', 'longText', 'int', 'decimal', 'bool', 'date', 'dict', 'enum', 'ref']);

/**
 * The import of any other resource whose declaration grants `access.import`: /admin/api/v1/{name}/import and
 * /template, keyed by its first unique text field, with every writable field a cell can carry.
 */
export function declaredImportKind(resource: AnyResource): ImportKind | undefined {
  const named = Object.values(importKinds).some((k) => k.resource === resource);
  const key = resource.fieldList.find((f) => f.unique && f.kind === 'text')?.name;
  if (named || !resource.access.import || !key) return undefined;
  const fields = resource.stored
    .filter((f) => !f.readOnly && !f.hidden && resource.workflow?.field !== f.name && (CELL_KINDS.has(f.kind) || (f.kind === 'json' && !!f.reference)))
    .map((f) => f.name);
  return { name: resource.name, resource, key, fields, maxRows: MAX_IMPORT_ROWS, access: { import: resource.access.import, query: resource.access.list } };
}

export type ColumnType = 'text' | 'int' | 'decimal' | 'date' | 'bool' | 'dict' | 'enum' | 'ref' | 'refs';

export interface ImportColumn {
  field: FieldInfo;
  type: ColumnType;
  required: boolean;
}

/** Column types follow the schema's field kinds; required on create = required by the schema without a default. */
export function columnsOf(kind: ImportKind): ImportColumn[] {
  return kind.fields.map((name) => {
    const field = kind.resource.fieldList.find((f) => f.name === name);
    if (!field) throw new Error(`${kind.name}: no field ${name}`);
    const type: ColumnType =
      field.kind === 'ref'
        ? 'ref'
        : field.kind === 'json' && field.reference
          ? 'refs'
          : ((['int', 'decimal', 'date', 'bool', 'dict', 'enum'] as const).find((k) => k === field.kind) ?? 'text');
    return { field, type, required: field.required && name !== 'password' };
  });
}
