// The calibration plot: the standard points and the fitted line y = a + b·x (x as lg x for electrode curves).
// Numbers become floats here for drawing only; every value shown as text comes from the decimal engine.
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { CalibrationStats } from '../../../schemas/templates/evaluate.ts';
import type { CurvePoint } from '../../../schemas/calc/calibration.ts';

interface Props {
  points: CurvePoint[];
  calibration: CalibrationStats;
  logX: boolean;
  xLabel: string;
  yLabel: string;
}

export default function CurvePlot({ points, calibration, logX, xLabel, yLabel }: Props) {
  const xs = (v: string) => (logX ? Math.log10(Number(v)) : Number(v));
  const data = points.map((p, i) => ({ id: i, x: xs(p.x), y: Number(p.y) })).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  if (data.length === 0) return null;
  const a = Number(calibration.intercept);
  const b = Number(calibration.slope);
  const lo = Math.min(...data.map((p) => p.x));
  const hi = Math.max(...data.map((p) => p.x));
  const ends = lo === hi ? [lo] : [lo, hi];
  return (
    <div data-testid="curve-plot">
      <ChartContainer
        width={320}
        height={250}
        xAxis={[{ id: 'x', scaleType: 'linear', data: ends, label: logX ? `lg ${xLabel}` : xLabel }]}
        // a long title ("Absorbance (blank-corrected)") fits the plot's height at 11 px
        yAxis={[{ id: 'y', label: yLabel, labelStyle: { fontSize: 11 } }]}
        series={[
          { type: 'line', id: 'fit', data: ends.map((x) => a + b * x), curve: 'linear', xAxisId: 'x', yAxisId: 'y' },
          { type: 'scatter', id: 'points', data, markerSize: 4, xAxisId: 'x', yAxisId: 'y' },
        ]}
      >
        <LinePlot />
        <ScatterPlot />
        <ChartsXAxis axisId="x" />
        <ChartsYAxis axisId="y" />
      </ChartContainer>
    </div>
  );
}
