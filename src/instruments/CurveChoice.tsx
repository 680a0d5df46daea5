// The file's calibration standards in the preview (issue 20): one candidate curve per analyte of the sheet (a record
// holds one curve, so on a multi-element sheet the analyst picks whose standards it takes), each point with its
// line, level, known concentration and response, ticked to go into the record's curve or unticked to leave it out.
// The server fits slope, intercept and r from what is kept, as for typed points; the fit shown here is the same
// template-engine code (schemas/templates/curve.ts) run on the points ticked, so the analyst sees r before importing.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CurveCandidate } from '../../schemas/instruments/contract.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import type { CellError } from '../../schemas/templates/evaluate.ts';
import { curveStats } from '../../schemas/templates/curve.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { labelOf } from '../analysis/rawRecord/format.ts';

/** The analyst's choice: whose standards (null: none) and the keys of the points left out. */
export interface CurvePick {
  analyte: string | null;
  left: ReadonlySet<string>;
}

/**
 * Nothing chosen: the file's standards are offered, never written unasked — a written curve replaces the record's
 * own, and a curve is checked (r, points) once given. Choosing a candidate keeps all its points.
 */
export const initialPick = (): CurvePick => ({ analyte: null, left: new Set() });

/** What the commit sends: the candidate and the points kept, or nothing. */
export function curveRequest(curves: CurveCandidate[] | undefined, pick: CurvePick): { analyte: string; keys: string[] } | undefined {
  const c = curves?.find((x) => x.analyte === pick.analyte);
  const keys = (c?.points ?? []).filter((p) => !pick.left.has(p.key)).map((p) => p.key);
  return c && keys.length ? { analyte: c.analyte, keys } : undefined;
}

interface Props {
  template: TemplateDef;
  curves: CurveCandidate[];
  pick: CurvePick;
  onPick(p: CurvePick): void;
}

export function CurveChoice({ template, curves, pick, onPick }: Props) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const lang = locale === 'en' ? 'en' : 'zh';
  const def = template.curve;
  const chosen = curves.find((c) => c.analyte === pick.analyte);
  const fit = useMemo(() => {
    const points = (chosen?.points ?? []).filter((p) => !pick.left.has(p.key)).map((p) => ({ x: p.x, y: p.y }));
    if (!def || !points.length) return null;
    const errors: CellError[] = [];
    return { stats: curveStats(template, { rows: [], curve: { points } }, errors), error: errors[0] };
  }, [template, def, chosen, pick.left]);
  if (!def || !curves.length) return null;
  const paramName = (code: string) => labelOf(template.parameters.find((p) => p.code === code)?.name ?? { zh: code, en: code }, lang);
  const axis = (a: typeof def.x) => `${labelOf(a.label, lang)}${a.unit ? ` (${a.unit})` : ''}`;
  const kept = chosen ? chosen.points.filter((p) => !pick.left.has(p.key)).length : 0;
  return (
    <Stack spacing={1} data-testid="import-curve">
      <Typography variant="subtitle2">{translate('inst.curve.title')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('inst.curve.hint')}
      </Typography>
      <TextField
        select
        size="small"
        sx={{ maxWidth: 480 }}
        label={translate('inst.curve.choose')}
        value={pick.analyte ?? ''}
        inputProps={{ 'data-testid': 'curve-analyte' }}
        onChange={(e) => onPick({ analyte: e.target.value || null, left: new Set() })}
      >
        <MenuItem value="">{translate('inst.curve.none')}</MenuItem>
        {curves.map((c) => (
          <MenuItem key={c.analyte} value={c.analyte}>
            {translate('inst.curve.option', { parameter: paramName(c.parameter), analyte: c.analyte, count: c.points.length })}
          </MenuItem>
        ))}
      </TextField>
      {chosen?.xReported && (
        <Alert severity="info" data-testid="curve-reported">
          {translate('inst.curve.reported')}
        </Alert>
      )}
      {chosen && (
        <>
          <Table size="small" data-testid="curve-points" sx={{ '& td, & th': { py: 0.25 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">{translate('inst.curve.keep')}</TableCell>
                <TableCell>{translate('inst.col.line')}</TableCell>
                <TableCell>{translate('inst.col.sample')}</TableCell>
                <TableCell>{translate('inst.curve.level')}</TableCell>
                <TableCell>{axis(def.x)}</TableCell>
                <TableCell>{axis(def.y)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {chosen.points.map((p) => (
                <TableRow key={p.key} data-key={p.key}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={!pick.left.has(p.key)}
                      inputProps={{ 'aria-label': `${translate('inst.curve.keep')} ${p.sampleId}`, 'data-testid': `curve-keep-${p.key}` } as object}
                      onChange={(e) => {
                        const left = new Set(pick.left);
                        if (e.target.checked) left.delete(p.key);
                        else left.add(p.key);
                        onPick({ analyte: pick.analyte, left });
                      }}
                    />
                  </TableCell>
                  <TableCell>{p.line}</TableCell>
                  <TableCell>{p.sampleId}</TableCell>
                  <TableCell>{p.level ?? ''}</TableCell>
                  <TableCell>{p.x}</TableCell>
                  <TableCell>{p.y}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" data-testid="curve-kept">
            {translate('inst.curve.kept', { count: kept })}
          </Typography>
          {fit?.stats && (
            <Typography variant="body2" data-testid="curve-fit" color={fit.stats.pass ? 'text.primary' : 'error'}>
              {translate('inst.curve.fit', { ...fit.stats.reported, minR: fit.stats.minR })} {translate(fit.stats.pass ? 'calc.qc.pass' : 'calc.qc.fail')}
            </Typography>
          )}
          {fit?.error && (
            <Alert severity="warning" data-testid="curve-fit-error">
              {translate(fit.error.message, fit.error.params)}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
