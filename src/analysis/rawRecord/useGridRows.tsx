// The sample grid's rows as the Grid shows them (cells with their values, errors, notes and marks; the label with
// the sample, its QC role, row buttons and file provenance), built on demand and kept per record row. A keystroke
// replaces one row object (model.ts), so the typed value's render rebuilds that row only, and a record of 12,500
// rows builds only the rows on screen (the Grid asks for those). Everything else a row shows is in `ctx`: when it
// changes (a new evaluation, the language) every row is rebuilt as it is asked for.
import { useMemo, type Dispatch } from 'react';
import type { RecordEvaluation } from '../../../schemas/templates/index.ts';
import type { RecordRow, TemplateDef } from '../../../schemas/templates/types.ts';
import { OXYGEN_REF_INPUT, type StandardOxygen } from '../../../schemas/templates/oxygenRef.ts';
import type { GridCell, GridColumn, GridRow, GridRows } from './Grid.tsx';
import { QcBeside } from './QcPanel.tsx';
import { decisionLabel, judgementText, resultText, shownValue, type Lang, type Translate } from './format.ts';
import type { Action } from './model.ts';
import type { SourcedRow } from '../../dataProvider/client/index.ts';
import { RowSources, changeNote } from '../../instruments/Provenance.tsx';

export const cellKey = (row: number, key: string) => `${row}\u0000${key}`;

export interface RowContext {
  template: TemplateDef;
  evaluation: RecordEvaluation;
  columns: GridColumn[];
  /** Cell errors in words by cellKey (row, '*' for the row as a whole). */
  byCell: Map<string, string>;
  translate: Translate;
  lang: Lang;
  words: { addRow: string; removeRow: string };
  sampleRoles?: Map<string, string>;
  paramName: Map<string, string>;
  /** The first row of each sample: its QC evaluations sit beside it. */
  firstRowOf: Map<string, number>;
  /** Rows per sample and parameter: an extra row (a BOD5 dilution) may be removed. */
  rowsPerSample: Map<string, number>;
  readOnly?: boolean;
  dispatch: Dispatch<Action>;
  reasons?: Record<string, string>;
  /** Stack gas: sampleId → the reference O₂ its point's standard gives (the cell is shown, not typed). */
  oxygenRefs?: Map<string, StandardOxygen>;
}

/** The reference O₂ cell: the standard's value read-only with where it came from, or typed with a note saying why. */
function oxygenRefCell(x: RowContext, row: RecordRow): Partial<GridCell> {
  const ref = x.oxygenRefs?.get(row.sampleId);
  if (!ref) return x.readOnly ? {} : { note: x.translate('rr.oxygenRefEntered') };
  const cls = (x.lang === 'en' && ref.classLabelEn) || ref.classLabel;
  return { value: ref.value, locked: true, note: x.translate('rr.oxygenRefFrom', { standard: ref.standardNo, class: cls }) };
}

function buildRow(x: RowContext, row: RecordRow, i: number): GridRow {
  const { template, evaluation, columns, byCell, translate, lang, words, readOnly, dispatch } = x;
  const ev = evaluation.rows[i];
  const cells = columns.map((col, c): GridCell => {
    const error = byCell.get(cellKey(i, col.key));
    // an input from an instrument file says so, and says when it was typed over after the import
    if (c < template.inputs.length)
      return {
        value: row.inputs[col.key] ?? '',
        error,
        ...changeNote(translate, (row as SourcedRow).sources?.[col.key], row.inputs[col.key] ?? '', x.reasons?.[`rows.${i}.${col.key}`]),
        ...(col.key === OXYGEN_REF_INPUT ? oxygenRefCell(x, row) : {}),
      };
    if (c < template.inputs.length + template.computed.length)
      return { value: shownValue(ev?.values[col.key], template.computed[c - template.inputs.length].decimals), error };
    // a judgement names the decision rule it used under its verdict (the rule's clause in the legend and on hover)
    const rv = ev?.results.find((r) => r.key === col.key);
    const title = judgementText(translate, rv, lang);
    return { value: resultText(translate, rv), error, note: title && decisionLabel(translate, rv!), title };
  });
  const role = x.sampleRoles?.get(row.sampleId);
  const param = row.parameter ? (x.paramName.get(row.parameter) ?? row.parameter) : '';
  const extra = byCell.get(cellKey(i, '*'));
  const qc = evaluation.qc.filter(
    (q) => q.refs[q.refs.length - 1] === row.sampleId && x.firstRowOf.get(q.parameter ? `${row.sampleId}/${q.parameter}` : row.sampleId) === i,
  );
  const removable = !readOnly && (x.rowsPerSample.get(`${row.sampleId}/${row.parameter ?? ''}`) ?? 0) > 1;
  const sources = (row as SourcedRow).sources;
  const sig = [
    row.sampleId,
    param,
    role,
    readOnly,
    removable,
    extra,
    sources && JSON.stringify(sources),
    ...cells.map((c) => `${c.value}\u0001${c.error ?? ''}\u0001${c.title ?? ''}\u0001${c.note ?? ''}\u0001${c.locked ?? ''}`),
    ...qc.map((q) => `${q.message}${q.value}${q.limit}`),
  ].join('\u0002');
  return {
    sig,
    cells,
    label: (
      <>
        <span data-sample={row.sampleId}>{row.sampleId}</span>
        {param && <small> · {param}</small>}
        {role && <small> · {role}</small>}
        {!readOnly && (
          <button
            type="button"
            className="rr-btn"
            tabIndex={-1}
            title={words.addRow}
            aria-label={words.addRow}
            onClick={() => dispatch({ type: 'addRow', after: i })}
          >
            +
          </button>
        )}
        {removable && (
          <button
            type="button"
            className="rr-btn"
            tabIndex={-1}
            title={words.removeRow}
            aria-label={words.removeRow}
            onClick={() => dispatch({ type: 'removeRow', row: i })}
          >
            −
          </button>
        )}
        <RowSources sources={sources} />
        {extra && <div className="rr-msg">{extra}</div>}
      </>
    ),
    aside: qc.length || extra ? <QcBeside items={qc} paramName={x.paramName} /> : null,
  };
}

/** The grid's rows of `rows` in context `ctx` (memoise ctx: a new one rebuilds every row). */
export function useGridRows(rows: RecordRow[], ctx: RowContext): GridRows {
  // built rows by record row object: valid while ctx is the same (a row moved by addRow is rebuilt: index check)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache for each context, on purpose
  const built = useMemo(() => new WeakMap<RecordRow, { i: number; row: GridRow }>(), [ctx]);
  return useMemo<GridRows>(
    () => ({
      length: rows.length,
      at(i: number) {
        const row = rows[i];
        if (!row) return undefined;
        const hit = built.get(row);
        if (hit && hit.i === i) return hit.row;
        const out = buildRow(ctx, row, i);
        built.set(row, { i, row: out });
        return out;
      },
    }),
    [rows, ctx, built],
  );
}
