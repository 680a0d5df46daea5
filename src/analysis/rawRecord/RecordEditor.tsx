// One raw record on screen: header, calibration curve, the sample grid with computed columns and results live
// from the shared engine (evaluateRecord, the same the server re-runs on submit), QC beside the rows and below.
// Used by the entry screen (editable) and the Detail screen (read-only). Never throws on what is typed:
// evaluateRecord turns every bad value into a cell error, shown in the cell with its localised message.
import { memo, useCallback, useMemo, useReducer, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { evaluateRecord, type CellError, type RecordEvaluation } from '../../../schemas/templates/index.ts';
import type { RecordInput, TemplateDef } from '../../../schemas/templates/types.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { Grid, type GridColumn } from './Grid.tsx';
import { HeaderPanel, type EquipmentOption } from './HeaderPanel.tsx';
import { CurvePanel } from './CurvePanel.tsx';
import { SolutionsPanel, usesOf, type SolutionOption } from './SolutionsPanel.tsx';
import type { SolutionUse } from '../../../schemas/reagents/uses.ts';
import { QcPanel } from './QcPanel.tsx';
import { basisText, decisionLabel, errorText, judgementText, labelOf, labelsOf, resultText, type Lang } from './format.ts';
import { initialState, reduce, type Action, type EditorState } from './model.ts';
import { cellKey, useGridRows, type RowContext } from './useGridRows.tsx';
import type { StandardOxygen } from '../../../schemas/templates/oxygenRef.ts';
import { useAfterPaint } from './useAfterPaint.ts';

/**
 * The record's state and its live evaluation. The evaluation follows the record one frame later (useAfterPaint): a
 * keystroke's typed character is painted first (one grid row re-renders), then the engine's results, the QC and the
 * error count follow in a transition. Rows added or removed are evaluated at once, so that the results never sit
 * beside the wrong row.
 */
export function useEditor(
  template: TemplateDef | undefined,
  record: RecordInput = { rows: [] },
  equipmentIds: number[] = [],
  fixed?: EditorState['fixed'],
  solutionUses: SolutionUse[] = [],
) {
  const [state, dispatch] = useReducer(reduce, record, (r) => initialState(r, equipmentIds, fixed, solutionUses));
  const deferred = useAfterPaint(state.record);
  const evaluated = deferred.rows.length === state.record.rows.length ? deferred : state.record;
  const evaluation = useMemo(() => (template ? evaluateRecord(template, evaluated) : null), [template, evaluated]);
  // what is sent (submit, verify) is the evaluation of the record as it is now, never the one a frame behind
  const current = useCallback(
    () => (template && evaluated !== state.record ? evaluateRecord(template, state.record) : evaluation),
    [template, evaluated, state.record, evaluation],
  );
  return { state, dispatch, evaluation, current };
}

export interface EditorProps {
  template: TemplateDef;
  state: EditorState;
  dispatch: Dispatch<Action>;
  evaluation: RecordEvaluation;
  readOnly?: boolean;
  /** In-service, calibrated instruments; null = not available to this user (free text instead). */
  equipment?: EquipmentOption[] | null;
  /** The lab's prepared solutions, greyed out where this record cannot use them; null = not readable by this user;
   *  undefined = no pickers (try mode). */
  solutions?: SolutionOption[] | null;
  /** sampleId → its QC role in words (blank, duplicate, ...). */
  sampleRoles?: Map<string, string>;
  /** Reasons given for typing over imported values, "rows.<i>.<input>" (src/instruments/useImportGuard.ts). */
  reasons?: Record<string, string>;
  /** The QC plan the record's spike amounts come from (shown read-only). */
  qcPlan?: { qcNo: string; spikes: Set<string> };
  /** Stack gas: the reference O₂ each sample's point's standard gives (shown read-only). */
  oxygenRefs?: StandardOxygen[];
}

export const langOf = (locale: string): Lang => (locale === 'en' ? 'en' : 'zh');

export function RecordEditor({
  template,
  state,
  dispatch,
  evaluation,
  readOnly,
  equipment = null,
  solutions,
  sampleRoles,
  reasons,
  qcPlan,
  oxygenRefs,
}: EditorProps) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const lang = langOf(locale);
  const labels = useMemo(() => labelsOf(template, lang), [template, lang]);
  const { record } = state;

  const columns = useMemo<GridColumn[]>(
    () => [
      ...template.inputs.map((f) => ({ key: f.key, title: labelOf(f.label, lang), unit: f.unit, editable: !readOnly })),
      ...template.computed.map((c) => ({ key: c.key, title: labelOf(c.label, lang), unit: c.unit, editable: false })),
      ...template.results.map((r) => ({ key: r.key, title: labelOf(r.label, lang), unit: r.unit, editable: false })),
    ],
    [template, lang, readOnly],
  );

  // errors by place: a grid cell, a header field, the curve, or the record as a whole
  const { byCell, header, curve, general } = useMemo(() => {
    const byCell = new Map<string, string>();
    const header = new Map<string, string>();
    const curve = new Map<string, string>();
    const general: string[] = [];
    const headerKeys = new Set(template.header.map((f) => f.key));
    const gridKeys = new Set(columns.map((c) => c.key));
    for (const e of evaluation.errors as CellError[]) {
      // an empty cell is no error on a record nobody may fill now (a sheet not yet received, a view): not shown in red
      if (readOnly && e.message === 'calc.error.required') continue;
      const text = errorText(translate, labels, e);
      if (e.row >= 0 && gridKeys.has(e.key)) {
        if (!byCell.has(cellKey(e.row, e.key))) byCell.set(cellKey(e.row, e.key), text);
      } else if (e.row >= 0) byCell.set(cellKey(e.row, '*'), [byCell.get(cellKey(e.row, '*')), text].filter(Boolean).join('；'));
      else if (headerKeys.has(e.key)) header.set(e.key, text);
      else if (e.key.startsWith('curve') || e.key === 'a' || e.key === 'b' || e.key === 'x' || e.key === 'y') curve.set(e.key, text);
      else general.push(`${labels.get(e.key) ?? e.key}: ${text}`);
    }
    return { byCell, header, curve, general };
  }, [evaluation.errors, template, columns, labels, translate, readOnly]);

  const paramName = useMemo(() => new Map(template.parameters.map((p) => [p.code, labelOf(p.name, lang)])), [template, lang]);
  // which row is a sample's first, how many rows a sample has: they change with the rows' layout, not with typing
  // (a keystroke that changed them would rebuild every row of the grid)
  const { firstRowOf, rowsPerSample } = useMemo(() => {
    const firstRowOf = new Map<string, number>();
    const rowsPerSample = new Map<string, number>();
    record.rows.forEach((r, i) => {
      if (!firstRowOf.has(r.sampleId)) firstRowOf.set(r.sampleId, i);
      // a multi-analyte record's spike or CRM sits beside its parameter's first row of the sample
      if (r.parameter && !firstRowOf.has(`${r.sampleId}/${r.parameter}`)) firstRowOf.set(`${r.sampleId}/${r.parameter}`, i);
      rowsPerSample.set(`${r.sampleId}/${r.parameter ?? ''}`, (rowsPerSample.get(`${r.sampleId}/${r.parameter ?? ''}`) ?? 0) + 1);
    });
    return { firstRowOf, rowsPerSample };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- state.layout says when the rows' samples changed
  }, [state.layout]);

  const oxygenBySample = useMemo(() => new Map((oxygenRefs ?? []).map((r) => [r.sampleNo, r])), [oxygenRefs]);
  const words = useMemo(() => ({ addRow: translate('rr.addRow'), removeRow: translate('rr.removeRow') }), [translate]);
  const ctx = useMemo<RowContext>(
    () => ({
      template,
      evaluation,
      columns,
      byCell,
      translate,
      lang,
      words,
      sampleRoles,
      paramName,
      firstRowOf,
      rowsPerSample,
      readOnly,
      dispatch,
      reasons,
      oxygenRefs: oxygenBySample,
    }),
    [
      template,
      evaluation,
      columns,
      byCell,
      translate,
      lang,
      words,
      sampleRoles,
      paramName,
      firstRowOf,
      rowsPerSample,
      readOnly,
      dispatch,
      reasons,
      oxygenBySample,
    ],
  );
  const gridRows = useGridRows(record.rows, ctx);

  const onCell = useCallback((row: number, key: string, value: string) => dispatch({ type: 'cell', row, key, value }), [dispatch]);
  const onBlock = useCallback((row: number, keys: string[], block: string[][]) => dispatch({ type: 'block', row, keys, block }), [dispatch]);
  const headerSig = [...header].join('|');

  return (
    <>
      <HeaderPanel
        template={template}
        header={record.header ?? {}}
        equipmentIds={state.equipmentIds}
        equipment={equipment}
        errorsSig={headerSig}
        errors={header}
        readOnly={readOnly}
        lang={lang}
        dispatch={dispatch}
      />
      {solutions !== undefined && (
        <SolutionsPanel uses={usesOf(!!template.curve)} chosen={state.solutionUses} solutions={solutions} readOnly={readOnly} dispatch={dispatch} />
      )}
      {template.curve && (
        <CurvePanel
          template={template}
          curve={record.curve}
          calibration={evaluation.calibration}
          errors={curve}
          errorsSig={[...curve].join('|')}
          readOnly={readOnly}
          lang={lang}
          dispatch={dispatch}
        />
      )}
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Typography variant="subtitle1" sx={{ mb: 0.5 }}>
          {translate('rr.grid')}
        </Typography>
        {!readOnly && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            {translate('rr.gridHint')}
          </Typography>
        )}
        {general.length > 0 && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="record-level-errors">
            {general.map((g) => (
              <div key={g}>{g}</div>
            ))}
          </Alert>
        )}
        <Grid
          testId="sample-grid"
          columns={columns}
          rows={gridRows}
          labelTitle={translate('rr.sample')}
          asideTitle={translate('rr.qcBeside')}
          readOnly={readOnly}
          onCell={onCell}
          onBlock={onBlock}
        />
        <SampleMeans evaluation={evaluation} lang={lang} />
        <DecisionRules template={template} lang={lang} />
      </Paper>
      <QcPanel template={template} qc={record.qc} evaluations={evaluation.qc} readOnly={readOnly} plan={qcPlan} paramName={paramName} dispatch={dispatch} />
    </>
  );
}

/** Templates that average rows per sample (BOD5 dilutions) report the mean per sample. */
const SampleMeans = memo(function SampleMeans({ evaluation, lang }: { evaluation: RecordEvaluation; lang: Lang }) {
  const translate = useTranslate();
  if (!evaluation.samples?.length) return null;
  return (
    <Typography variant="body2" component="div" sx={{ mt: 1 }} data-testid="sample-means">
      {translate('rr.results')}：
      {evaluation.samples.map((s) => (
        <span key={s.sampleId} data-sample-result={s.sampleId} style={{ marginRight: 16 }}>
          {s.sampleId} = {judgementText(translate, s.result, lang) ?? (resultText(translate, s.result) || '—')} {s.result?.unit ?? ''} (n={s.n})
        </span>
      ))}
    </Typography>
  );
});

/** Each judgement's decision rule with its clauses, once under the grid, so the record states it (17025 §7.8.6). */
const DecisionRules = memo(function DecisionRules({ template, lang }: { template: TemplateDef; lang: Lang }) {
  const translate = useTranslate();
  const judged = template.results.filter((r) => r.kind === 'flag' && r.decision);
  if (!judged.length) return null;
  return (
    <Typography variant="body2" component="div" color="text.secondary" sx={{ mt: 1 }} data-testid="decision-rules">
      {translate('rr.decisionRules')}
      {judged.map((r) => (
        <div key={r.key} data-decision={r.key}>
          {translate('rr.decisionRule', { result: labelOf(r.label, lang), rule: decisionLabel(translate, r), basis: basisText(r.decision!.basis, lang) })}
        </div>
      ))}
    </Typography>
  );
});
