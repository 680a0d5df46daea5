// An uncertainty record's arithmetic as the form (live) and the page (stored) show it: uc, its relative form, k,
// U = k·uc and U / level, and the line a report prints at the record's level (schemas/uncertainty/printing.ts: U to at
// most two significant figures, the level to U's last digit, CNAS-CL01-G003). uc and the relative forms are shown to
// two significant figures by the same rounding (half-even, as printing.ts rounds U); every full value in its tooltip.
// Beside it, each component's share of uc² as a bar chart (MUI X Charts).
import { useLocaleState, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Dec, parseDec } from '../../schemas/calc/decimal.ts';
import { printResult } from '../../schemas/uncertainty/printing.ts';
import type { UncertaintyResult } from '../../schemas/uncertainty/records.ts';
import { Figure } from '../methods/MdlStudy.tsx';

/** two significant figures as written ("2.0", not "2"), as printing.ts writes U */
const two = (v: Dec) => {
  const r = v.toSignificantDigits(2, Dec.ROUND_HALF_EVEN);
  const place = r.e - 1;
  return place < 0 ? r.toFixed(-place) : r.toFixed(0);
};
const percent = (fraction: string) => `${two(new Dec(fraction).times(100))} %`;

export function ResultFigures({ result, level, unit, testId }: { result: UncertaintyResult; level?: string | null; unit?: string | null; testId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = level ? parseDec(level) : null;
  const printed = at ? printResult(at, new Dec(result.U), new Dec(result.k), unit ?? undefined, locale === 'en' ? 'en' : 'zh') : null;
  const u = unit ? ` ${unit}` : '';
  return (
    <Box data-testid={testId}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-end">
        <Figure label={translate('unc.result.uc')} reported={`${two(new Dec(result.uc))}${u}`} full={result.uc} testId={`${testId}-uc`} />
        <Figure label={translate('unc.result.ucRelative')} reported={percent(result.ucRelative)} full={result.ucRelative} testId={`${testId}-ucrel`} />
        <Figure label={translate('unc.result.k')} reported={result.k} testId={`${testId}-k`} />
        <Figure label={translate('unc.result.U')} reported={`${printed?.U ?? two(new Dec(result.U))}${u}`} full={result.U} testId={`${testId}-U`} />
        <Figure label={translate('unc.result.URelative')} reported={percent(result.URelative)} full={result.URelative} testId={`${testId}-urel`} />
      </Stack>
      {printed && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid={`${testId}-printed`}>
          {translate('unc.result.printed')}: {printed.text}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('unc.result.formula')}
      </Typography>
    </Box>
  );
}

/**
 * Each component's share of uc² in %, one bar a component (the budget's largest contributors stand out). Shares are
 * fractions as decimal strings; names are what a person reads (a prepared solution's page labels its sources first).
 */
export function ContributionChart({ contributions, title = 'unc.chart.title' }: { contributions: readonly { name: string; share: string }[]; title?: string }) {
  const translate = useTranslate();
  const names = contributions.map((c) => c.name);
  const shares = contributions.map((c) => new Dec(c.share).times(100).toNumber());
  return (
    <Box data-testid="contribution-chart" data-names={JSON.stringify(names)} data-shares={JSON.stringify(contributions.map((c) => c.share))}>
      <Typography variant="subtitle2">{translate(title)}</Typography>
      <BarChart
        height={Math.max(160, 48 * names.length + 60)}
        skipAnimation
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: names, width: 140 }]}
        xAxis={[{ min: 0, max: 100, label: translate('unc.chart.share') }]}
        series={[{ data: shares, label: translate('unc.chart.share'), valueFormatter: (v) => (v == null ? '' : `${two(new Dec(v))} %`) }]}
      />
    </Box>
  );
}
