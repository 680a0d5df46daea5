// The state of a raw record being entered and the edits the screen makes to it. Pure: an edit replaces only the
// objects it touches (one row, the header, the curve), so unchanged grid rows keep their identity and skip rendering.
import type { QcInput, RecordInput, RecordRow, TemplateDef } from '../../../schemas/templates/types.ts';
import type { SolutionUse } from '../../../schemas/reagents/uses.ts';

export interface EditorState {
  record: RecordInput;
  /** The chosen instruments (ids of the equipment resource); header.instrument holds their asset numbers. */
  equipmentIds: number[];
  /** The prepared solutions the curve, spike and calibration check were made from (kept with the record version). */
  solutionUses: SolutionUse[];
  /** Bumped by every edit (not by load): autosave watches it. */
  edits: number;
  /** Bumped when rows are added, removed or replaced (load), not by typing: what the grid derives from the rows'
   *  samples (QC beside a sample's first row, removable extra rows) is recomputed only then. */
  layout: number;
  /** Values given elsewhere, by sample and input (a reference O₂ from the point's standard): never typed or pasted over. */
  fixed?: Record<string, Record<string, string>>;
}

export type Action =
  | { type: 'load'; record: RecordInput; equipmentIds?: number[]; solutionUses?: SolutionUse[] }
  | { type: 'cell'; row: number; key: string; value: string }
  /** A block pasted at (row, first key): `keys` are the editable columns from the pasted one onwards. */
  | { type: 'block'; row: number; keys: string[]; block: string[][] }
  | { type: 'header'; key: string; value: string }
  | { type: 'instruments'; ids: number[]; text: string }
  | { type: 'solutions'; uses: SolutionUse[] }
  | { type: 'point'; index: number; key: 'x' | 'y'; value: string }
  | { type: 'pointBlock'; index: number; keys: Array<'x' | 'y'>; block: string[][] }
  | { type: 'addPoint' }
  | { type: 'removePoint' }
  | { type: 'addRow'; after: number }
  | { type: 'removeRow'; row: number }
  | { type: 'spike'; index: number; key: 'added' | 'c0' | 'v0' | 'v1'; value: string }
  | { type: 'ccv'; index: number; key: 'expected' | 'measured'; value: string }
  | { type: 'addCcv' };

export const initialState = (
  record: RecordInput,
  equipmentIds: number[] = [],
  fixed?: EditorState['fixed'],
  solutionUses: SolutionUse[] = [],
): EditorState => ({
  record,
  equipmentIds,
  solutionUses,
  edits: 0,
  layout: 0,
  ...(fixed ? { fixed } : {}),
});

const withFixed = (record: RecordInput, fixed: EditorState['fixed']): RecordInput =>
  fixed ? { ...record, rows: record.rows.map((r) => (fixed[r.sampleId] ? { ...r, inputs: { ...r.inputs, ...fixed[r.sampleId] } } : r)) } : record;

const isFixed = (s: EditorState, row: number, key: string) => s.fixed?.[s.record.rows[row]?.sampleId ?? '']?.[key] !== undefined;

function withRows(s: EditorState, rows: RecordRow[]): EditorState {
  return { ...s, record: { ...s.record, rows }, edits: s.edits + 1 };
}

function withQc(s: EditorState, qc: QcInput): EditorState {
  return { ...s, record: { ...s.record, qc }, edits: s.edits + 1 };
}

function setCell(rows: RecordRow[], row: number, key: string, value: string): RecordRow[] {
  const r = rows[row];
  if (!r || r.inputs[key] === value) return rows;
  const next = rows.slice();
  next[row] = { ...r, inputs: { ...r.inputs, [key]: value } };
  return next;
}

export function reduce(s: EditorState, a: Action): EditorState {
  const { record } = s;
  switch (a.type) {
    case 'load':
      // a record loaded (the worked example, a kept version) takes the values given elsewhere over its own
      return { ...s, record: withFixed(a.record, s.fixed), equipmentIds: a.equipmentIds ?? [], solutionUses: a.solutionUses ?? [], layout: s.layout + 1 };
    case 'cell': {
      if (isFixed(s, a.row, a.key)) return s;
      const rows = setCell(record.rows, a.row, a.key, a.value);
      return rows === record.rows ? s : withRows(s, rows);
    }
    case 'block': {
      // rows past the last one are dropped: a sheet's samples are fixed by the task
      let rows = record.rows;
      a.block.forEach((line, i) =>
        line.forEach((v, j) => {
          if (j < a.keys.length && !isFixed(s, a.row + i, a.keys[j])) rows = setCell(rows, a.row + i, a.keys[j], v);
        }),
      );
      return rows === record.rows ? s : withRows(s, rows);
    }
    case 'header':
      return { ...s, record: { ...record, header: { ...record.header, [a.key]: a.value } }, edits: s.edits + 1 };
    case 'instruments':
      return { ...s, equipmentIds: a.ids, record: { ...record, header: { ...record.header, instrument: a.text } }, edits: s.edits + 1 };
    case 'solutions':
      return { ...s, solutionUses: a.uses, edits: s.edits + 1 };
    case 'point':
    case 'pointBlock':
    case 'addPoint':
    case 'removePoint': {
      const points = (record.curve?.points ?? []).slice();
      if (a.type === 'point') points[a.index] = { ...(points[a.index] ?? { x: '', y: '' }), [a.key]: a.value };
      else if (a.type === 'pointBlock') {
        // a pasted standard series may be longer than the points so far: the curve grows
        a.block.forEach((line, i) => {
          const p = { ...(points[a.index + i] ?? { x: '', y: '' }) };
          line.forEach((v, j) => {
            if (j < a.keys.length) p[a.keys[j]] = v;
          });
          points[a.index + i] = p;
        });
      } else if (a.type === 'addPoint') points.push({ x: '', y: '' });
      else points.pop();
      return { ...s, record: { ...record, curve: { ...record.curve, points } }, edits: s.edits + 1 };
    }
    case 'addRow': {
      const r = record.rows[a.after];
      if (!r) return s;
      const blank = Object.fromEntries(Object.keys(r.inputs).map((k) => [k, '']));
      const rows = [
        ...record.rows.slice(0, a.after + 1),
        { sampleId: r.sampleId, ...(r.parameter ? { parameter: r.parameter } : {}), inputs: blank },
        ...record.rows.slice(a.after + 1),
      ];
      return { ...withRows(s, rows), layout: s.layout + 1 };
    }
    case 'removeRow': {
      // only an extra row of a sample (e.g. a second BOD5 dilution) may go: every sample keeps one row
      const r = record.rows[a.row];
      if (!r || record.rows.filter((x) => x.sampleId === r.sampleId && x.parameter === r.parameter).length < 2) return s;
      return {
        ...withRows(
          s,
          record.rows.filter((_, i) => i !== a.row),
        ),
        layout: s.layout + 1,
      };
    }
    case 'spike': {
      const spikes = (record.qc?.spikes ?? []).slice();
      if (!spikes[a.index]) return s;
      spikes[a.index] = { ...spikes[a.index], [a.key]: a.value };
      return withQc(s, { ...record.qc, spikes });
    }
    case 'ccv': {
      const ccv = (record.qc?.ccv ?? []).slice();
      if (!ccv[a.index]) return s;
      ccv[a.index] = { ...ccv[a.index], [a.key]: a.value };
      return withQc(s, { ...record.qc, ccv });
    }
    case 'addCcv':
      return withQc(s, { ...record.qc, ccv: [...(record.qc?.ccv ?? []), { expected: '', measured: '' }] });
  }
}

/** Excel's clipboard: rows by newline, cells by tab; the trailing newline Excel adds is not a row. */
export function parseBlock(text: string): string[][] | null {
  if (!/[\t\r\n]/.test(text)) return null;
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((l) => l.split('\t').map((v) => v.trim()));
}

/** The same record with every typed value emptied (header, inputs, curve), its structure and QC wiring kept. */
export function blankRecord(r: RecordInput): RecordInput {
  const empty = (o: Record<string, string> | undefined) => Object.fromEntries(Object.keys(o ?? {}).map((k) => [k, '']));
  return {
    header: empty(r.header),
    rows: r.rows.map((row) => ({ ...row, inputs: empty(row.inputs) })),
    ...(r.curve ? { curve: { points: (r.curve.points ?? []).map(() => ({ x: '', y: '' })) } } : {}),
    ...(r.qc ? { qc: r.qc } : {}),
  };
}

/** Every header field and input of the template present (empty) in a record, so each has a cell. */
export function withTemplateKeys(t: TemplateDef, r: RecordInput): RecordInput {
  const header = { ...Object.fromEntries(t.header.map((f) => [f.key, ''])), ...(r.header ?? {}) };
  const rows = r.rows.map((row) => ({ ...row, inputs: { ...Object.fromEntries(t.inputs.map((f) => [f.key, ''])), ...row.inputs } }));
  const curve = t.curve && !r.curve ? { points: Array.from({ length: t.curve.minPoints }, () => ({ x: '', y: '' })) } : r.curve;
  return { ...r, header, rows, ...(curve ? { curve } : {}) };
}
