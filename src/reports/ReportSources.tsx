// What a report's results stand on (GET report/preview `sources`): the raw records they came from, opened read-only as
// signed, and the QC sheets covering them — for the reviewer and the signatory, who sign what they can see.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTE_INDEX } from '../analysis/rawRecord/routeIndex.ts';
import { StateChip } from '../business/shared.tsx';
import type { ReportSources as ReportSourcesShown } from '../../schemas/reports/preview.ts';

/** The signed record's read-only page of a sheet's template; the sheet's own page where the template has none. */
export function recordPath(sheet: { id: number; templateId: string | null }): string {
  const detail = ROUTE_INDEX.find((r) => r[0] === sheet.templateId)?.[1];
  return detail ? `/analyse/${detail}/${sheet.id}` : `/analyse/analyse-details/${sheet.id}`;
}

/** GET report/preview `sources` (schemas/reports/preview.ts): the sheets the results came from and the QC over them. */
export function ReportSources({ sources }: { sources?: ReportSourcesShown }) {
  const translate = useTranslate();
  const sheets = sources?.sheets ?? [];
  const qc = sources?.qcSheets ?? [];
  if (!sheets.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('wf.report.noSources')}
      </Typography>
    );
  return (
    <Stack spacing={0.5} data-testid="report-sources">
      {sheets.map((s) => (
        <Stack key={`s${s.id}`} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2" color="text.secondary">
            {translate('wf.report.rawRecord')}
          </Typography>
          <Link component={RouterLink} to={recordPath(s)} data-testid="source-record" data-sheet={s.id}>
            {s.analysisNo}
          </Link>
          <Typography variant="body2">{s.parameters.join('、')}</Typography>
          <StateChip schemaName="analysisSheets" value={s.status} />
        </Stack>
      ))}
      {qc.map((q) => (
        <Stack key={`q${q.id}`} direction="row" spacing={1} alignItems="center">
          <Typography variant="body2" color="text.secondary">
            {translate('wf.report.qcSheet')}
          </Typography>
          <Link component={RouterLink} to={`/business/qc-detail/${q.id}`} data-testid="source-qc" data-qc={q.id}>
            {q.qcNo}
          </Link>
          <StateChip schemaName="qcSheets" value={q.status} />
        </Stack>
      ))}
    </Stack>
  );
}
