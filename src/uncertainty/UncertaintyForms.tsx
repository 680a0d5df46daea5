// An uncertainty record's create and edit forms: the generated fields, with the budget's components (bottom-up) or the
// QC data (top-down) in their fields' places — only the approach chosen is shown — and the result computed live under
// k by the same arithmetic the server stores (schemas/uncertainty/record.ts evaluateRecord). The top-down entries can be
// read from the test item's own control charts and PT results (GET /admin/uncertainty/top-down-sources); a source
// that cannot serve is said with its reason, never filled in.
import { useState, type ReactElement, type ReactNode } from 'react';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { evaluateRecord, type RecordEntries } from '../../schemas/uncertainty/record.ts';
import type { uncertaintyRecords } from '../../schemas/uncertainty/records.ts';
import { GenericCreate, GenericEdit, type FieldCustomization } from '../resources/generic/GenericForms.tsx';
import { usePathLabel } from '../business/form.tsx';
import { uncertaintyRecordsApi } from '../dataProvider/client/uncertaintyRecords.ts';
import { ResultFigures } from './ResultFigures.tsx';

const F = 'resources.uncertaintyRecords';
/** an emptied entry is left out (a component is relative or absolute, never both: the schema's union) */
const entry = { parse: (v: string) => (v === '' ? undefined : v), helperText: false as const, slotProps: { htmlInput: { inputMode: 'decimal' as const } } };

function WhenApproach({ approach, children }: { approach: string; children: ReactNode }) {
  return useWatch({ name: 'approach' }) === approach ? <>{children}</> : null;
}

/**
 * An optional entry of a row, named by `field` rather than `source`: the iterator gives every child with a `source` a
 * null in the row it adds, which the schema refuses for an entry a component leaves out (relative, or u and of).
 */
const Optional = ({ field, ...props }: { field: string; label: string; sx: object; parse?: (v: string) => unknown }) => (
  <TextInput source={field} helperText={false} {...props} />
);

function ComponentsInput() {
  return (
    <WhenApproach approach="bottom_up">
      <ArrayInput source="components" label={`${F}.fields.components`}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label={`${F}.subfields.components.name`} helperText={false} sx={{ width: 180 }} />
          <Optional field="relative" label={`${F}.subfields.components.relative`} sx={{ width: 150 }} {...entry} />
          <Optional field="u" label={`${F}.subfields.components.u`} sx={{ width: 130 }} {...entry} />
          <Optional field="of" label={`${F}.subfields.components.of`} sx={{ width: 130 }} {...entry} />
          <Optional field="source" label={`${F}.subfields.components.source`} parse={entry.parse} sx={{ width: 220 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </WhenApproach>
  );
}

/** Reads the test item's QC data into the top-down entries (the usable ones), saying what it left out and why. */
function FillFromQc() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const parameterId = useWatch({ name: 'parameterId' });
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ severity: 'info' | 'warning'; lines: string[] } | null>(null);
  const fill = async () => {
    setBusy(true);
    try {
      const s = await uncertaintyRecordsApi.topDownSources(Number(parameterId));
      const charts = s.charts.filter((c) => c.usable).map((c) => ({ controlChartId: c.controlChartId, label: c.label, s: c.s!, n: c.n! }));
      // a PT bias is read; the assigned value's uncertainty is not stored, so the person enters it from the report
      const biases = s.pt.filter((p) => p.bias !== null).map((p) => ({ kind: 'pt', label: p.label, bias: p.bias!, ptResultId: p.ptResultId }));
      if (charts.length) setValue('topDown.charts', charts, { shouldDirty: true });
      if (biases.length) setValue('topDown.biases', biases, { shouldDirty: true });
      const skipped = [...s.charts, ...s.pt].filter((x) => x.reason).map((x) => translate('unc.topDown.skipped', { label: x.label, reason: x.reason }));
      const head =
        charts.length || biases.length ? translate('unc.topDown.filled', { charts: charts.length, pt: biases.length }) : translate('unc.topDown.noSources');
      setSaid({ severity: charts.length ? 'info' : 'warning', lines: [head, ...skipped] });
    } catch (e) {
      setSaid({ severity: 'warning', lines: [(e as Error).message] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Button variant="outlined" size="small" disabled={busy || !parameterId} onClick={fill} data-testid="fill-from-qc">
        {translate(busy ? 'unc.topDown.filling' : 'unc.topDown.fill')}
      </Button>
      {!parameterId && (
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {translate('unc.topDown.pickItem')}
        </Typography>
      )}
      {said && (
        <Alert severity={said.severity} sx={{ mt: 1 }} data-testid="fill-said">
          {said.lines.map((l) => (
            <div key={l}>{l}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}

function TopDownInput() {
  const translate = useTranslate();
  return (
    <WhenApproach approach="top_down">
      <Typography variant="subtitle2">{translate(`${F}.fields.topDown`)}</Typography>
      <FillFromQc />
      <ArrayInput source="topDown.charts" label="unc.topDown.charts">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="label" label="unc.topDown.label" helperText={false} sx={{ width: 240 }} />
          <TextInput source="s" label="unc.topDown.s" sx={{ width: 220 }} {...entry} />
          <NumberInput source="n" label="unc.topDown.n" helperText={false} sx={{ width: 100 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="topDown.biases" label="unc.topDown.biases">
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="kind"
            label="unc.topDown.kind"
            helperText={false}
            choices={['crm', 'pt'].map((k) => ({ id: k, name: `${F}.enums.topDown.biases.kind.${k}` }))}
          />
          <TextInput source="label" label="unc.topDown.label" helperText={false} sx={{ width: 240 }} />
          <TextInput source="bias" label="unc.topDown.bias" sx={{ width: 160 }} {...entry} />
          <TextInput source="uCref" label="unc.topDown.uCref" sx={{ width: 260 }} {...entry} />
        </SimpleFormIterator>
      </ArrayInput>
    </WhenApproach>
  );
}

/** A row without its empty entries: the iterator adds a row's inputs as null, and the schema takes an entry or none. */
const compact = <T,>(rows: T[] | null | undefined): T[] | undefined =>
  rows?.map((r) => Object.fromEntries(Object.entries(r as object).filter(([, v]) => v !== null && v !== '')) as T);

/** The record's entry lists without their rows' empty entries, as the form shows them and the server takes them. */
function compacted<E extends object>(e: E): E {
  const r = e as { components?: unknown; topDown?: unknown };
  const t = r.topDown as { charts?: unknown[]; biases?: unknown[] } | null | undefined;
  return {
    ...e,
    ...(r.components ? { components: compact(r.components as object[]) } : {}),
    ...(t ? { topDown: { ...t, charts: compact(t.charts), biases: compact(t.biases) } } : {}),
  };
}

/**
 * evaluateRecord on a form's entries. It leaves an entry that is absent to the server's schema (which requires it) and
 * computes without it, so a form still being typed says here which entry is missing — a component with neither a
 * relative nor an absolute u, a chart without s or n, a bias without its value or u(Cref), a list left empty — by the
 * same paths, rather than showing a result that leaves them out.
 */
function live(entries: RecordEntries): ReturnType<typeof evaluateRecord> {
  const e = compacted(entries);
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  const missing: (string | number)[][] = [];
  if (e.approach === 'bottom_up')
    (e.components ?? []).forEach((c, i) => {
      const r = c as Record<string, unknown>;
      if (blank(r.relative) && blank(r.u)) missing.push(['components', i, 'relative']);
    });
  if (e.approach === 'top_down' && e.topDown) {
    for (const list of ['charts', 'biases'] as const) {
      const rows = (e.topDown[list] ?? []) as unknown as Record<string, unknown>[];
      if (!rows.length) missing.push(['topDown', list]);
      const need = list === 'charts' ? ['s', 'n'] : ['bias', 'uCref'];
      rows.forEach((r, i) => need.filter((k) => blank(r[k])).forEach((k) => missing.push(['topDown', list, i, k])));
    }
  }
  if (missing.length) return { ok: false, issues: missing.map((path) => ({ path, reason: 'missing' as const })) };
  return evaluateRecord(e);
}

/** The result from the entries as typed, or why they give none yet (each issue by its field's label). */
function LiveResult() {
  const translate = useTranslate();
  const fieldLabel = usePathLabel('uncertaintyRecords');
  // the top-down lists' paths are named by the form's own labels (the declaration labels the components' subfields)
  const label = (path: (string | number)[]) =>
    path[0] !== 'topDown'
      ? fieldLabel(path.join('.'))
      : [translate(`unc.topDown.${path[1]}`), ...(path.length > 2 ? [Number(path[2]) + 1, translate(`unc.topDown.${path[3]}`)] : [])].join(' · ');
  const [approach, level, k, components, topDown, unit] = useWatch({ name: ['approach', 'level', 'k', 'components', 'topDown', 'unit'] });
  if (!approach || !level) return null;
  const r = live({ approach, level: String(level), k: k == null || k === '' ? '2' : String(k), components, topDown } as RecordEntries);
  return (
    <Box sx={{ my: 1 }} data-testid="live-result">
      <Typography variant="subtitle2">{translate('unc.result.title')}</Typography>
      {r.ok ? (
        <ResultFigures result={r.result} level={String(level)} unit={unit} testId="live" />
      ) : (
        <Alert severity="info" data-testid="live-issues">
          {translate('unc.result.incomplete')}
          {r.issues.map((i) => (
            <div key={i.path.join('.')} data-issue={i.reason}>
              {label(i.path)}: {translate(`unc.issue.${i.reason}`)}
            </div>
          ))}
        </Alert>
      )}
    </Box>
  );
}

const custom: FieldCustomization<typeof uncertaintyRecords> = {
  overrides: {
    components: <ComponentsInput />,
    topDown: <TopDownInput />,
    k: (generated: ReactElement | null) => (
      <>
        {generated}
        <LiveResult />
      </>
    ),
  },
};

export const UncertaintyCreate = () => <GenericCreate<typeof uncertaintyRecords> {...custom} transform={compacted} />;
export const UncertaintyEdit = () => <GenericEdit<typeof uncertaintyRecords> {...custom} transform={compacted} />;
