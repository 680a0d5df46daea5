// Calibration curve: the standard series in the same keyboard/paste grid, slope, intercept and r live from the
// engine's least-squares fit, and the plot (@mui/x-charts, loaded only when a curve is on screen).
import { lazy, memo, Suspense, useCallback, useMemo, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalibrationStats } from '../../../schemas/templates/evaluate.ts';
import type { CurveInput, TemplateDef } from '../../../schemas/templates/types.ts';
import { Grid, type GridColumn, type GridRow } from './Grid.tsx';
import { labelOf, type Lang } from './format.ts';
import type { Action } from './model.ts';

const CurvePlot = lazy(() => import('./CurvePlot.tsx'));

interface Props {
  template: TemplateDef;
  curve: CurveInput | undefined;
  calibration: CalibrationStats | undefined;
  errors: Map<string, string>;
  errorsSig: string;
  readOnly?: boolean;
  lang: Lang;
  dispatch: Dispatch<Action>;
}

/**
 * The engine's reported digits (r truncated, 只舍不入, so a failing 0.99898 never reads "0.9990" beside its verdict;
 * slope and intercept to the method's digits); the full value is the title, for whoever checks the fit.
 */
function Stat({ name, reported, full }: { name: string; reported: string; full: string }) {
  const translate = useTranslate();
  return (
    <b data-stat={name} title={translate('rr.fullValue', { value: full })}>
      {reported}
    </b>
  );
}

function CurvePanelImpl({ template, curve, calibration, errors, readOnly, lang, dispatch }: Props) {
  const translate = useTranslate();
  const def = template.curve!;
  const columns = useMemo<GridColumn[]>(
    () => [
      { key: 'x', title: labelOf(def.x.label, lang), unit: def.x.unit, editable: !readOnly },
      { key: 'y', title: labelOf(def.y.label, lang), unit: def.y.unit, editable: !readOnly },
    ],
    [def, lang, readOnly],
  );
  const points = curve?.points ?? [];
  const rows = points.map((p, i): GridRow => {
    const cells = (['x', 'y'] as const).map((k) => ({ value: p[k] ?? '', error: errors.get(`curve.${i}.${k}`) }));
    return { sig: cells.map((c) => `${c.value}\u0001${c.error ?? ''}`).join('\u0002'), label: String(i + 1), cells };
  });
  const onCell = useCallback((index: number, key: string, value: string) => dispatch({ type: 'point', index, key: key as 'x' | 'y', value }), [dispatch]);
  const onBlock = useCallback(
    (index: number, keys: string[], block: string[][]) => dispatch({ type: 'pointBlock', index, keys: keys as Array<'x' | 'y'>, block }),
    [dispatch],
  );
  const general = [...errors].filter(([k]) => !/^curve\.\d+\.[xy]$/.test(k)).map(([, v]) => v);
  const fitted = calibration && calibration.r !== '';
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="curve-panel">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('rr.curve')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <div>
          <Grid
            testId="curve-grid"
            columns={columns}
            rows={rows}
            labelTitle="#"
            labelWidth={36}
            readOnly={readOnly}
            onCell={onCell}
            onBlock={onBlock}
            maxHeight={360}
          />
          {!readOnly && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" onClick={() => dispatch({ type: 'addPoint' })} data-testid="add-point">
                {translate('rr.addPoint')}
              </Button>
              <Button size="small" disabled={points.length === 0} onClick={() => dispatch({ type: 'removePoint' })}>
                {translate('rr.removePoint')}
              </Button>
            </Stack>
          )}
        </div>
        <div style={{ minWidth: 260 }}>
          {calibration ? (
            <Stack spacing={0.5} data-testid="curve-stats">
              <Typography variant="body2">
                {translate('calc.curve.slope')} = <Stat name="slope" reported={calibration.reported.slope} full={calibration.slope} />
              </Typography>
              <Typography variant="body2">
                {translate('calc.curve.intercept')} = <Stat name="intercept" reported={calibration.reported.intercept} full={calibration.intercept} />
              </Typography>
              {fitted && (
                <Typography variant="body2" component="div">
                  {translate('calc.curve.r')} = <Stat name="r" reported={calibration.reported.r} full={calibration.r} />{' '}
                  <Chip
                    size="small"
                    color={calibration.pass ? 'success' : 'error'}
                    label={`${translate(calibration.pass ? 'calc.qc.pass' : 'calc.qc.fail')} (r≥${calibration.minR})`}
                  />
                </Typography>
              )}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('rr.curveNotFitted')}
            </Typography>
          )}
          {general.map((g) => (
            <Typography key={g} variant="body2" color="error" data-testid="curve-error">
              {g}
            </Typography>
          ))}
          {calibration && points.length > 0 && (
            <Suspense fallback={null}>
              <CurvePlot
                points={points}
                calibration={calibration}
                logX={def.xTransform === 'log10'}
                xLabel={`${labelOf(def.x.label, lang)}${def.x.unit ? ` (${def.x.unit})` : ''}`}
                yLabel={labelOf(def.y.label, lang)}
              />
            </Suspense>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

export const CurvePanel = memo(
  CurvePanelImpl,
  (a, b) =>
    a.template === b.template &&
    a.curve === b.curve &&
    a.errorsSig === b.errorsSig &&
    a.readOnly === b.readOnly &&
    a.lang === b.lang &&
    a.dispatch === b.dispatch &&
    a.calibration?.slope === b.calibration?.slope &&
    a.calibration?.intercept === b.calibration?.intercept &&
    a.calibration?.r === b.calibration?.r &&
    a.calibration?.pass === b.calibration?.pass,
);
