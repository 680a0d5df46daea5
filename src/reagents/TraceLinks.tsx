// From a sheet's results to their traceability (issue 34 item 4): each result of the sheet with a link to the page
// that follows it back to the CRM certificate. Shown to whoever may read the reagent records, once results exist.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { raNameOf } from '../resources/names.ts';
import { useHasPerm } from '../hasPerm/index.tsx';

interface Props {
  sheetId: number;
  /** sample id → its number, parameter id → its name (the sheet's own, as shown) */
  samples: Array<{ id: number; sampleNo: string }>;
  parameters: Array<{ id: number; name: string }>;
  /** the sheet's state: results exist once its record was submitted */
  status: string;
}

interface ResultRow {
  id: number;
  sampleId: number;
  parameterId: number;
  display?: string | null;
  unit?: string | null;
}

export function SheetResultsTrace({ sheetId, samples, parameters, status }: Props) {
  const t = useTranslate();
  const dataProvider = useDataProvider();
  const readsReagents = useHasPerm(['reagent:query']);
  const readsAnalyses = useHasPerm(['analysis:query']);
  const may = readsReagents && readsAnalyses;
  const submitted = !['pending', 'issued', 'received', 'in_entry'].includes(status);
  const [rows, setRows] = useState<ResultRow[]>([]);
  useEffect(() => {
    if (!may || !submitted) return;
    void dataProvider
      .getList<ResultRow>(raNameOf('results'), {
        filter: { analysisSheetId: sheetId },
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'id', order: 'ASC' },
      })
      .then(
        (r) => setRows(r.data),
        () => setRows([]),
      );
  }, [may, submitted, sheetId, dataProvider]);
  if (!rows.length) return null;
  const sampleNo = new Map(samples.map((s) => [s.id, s.sampleNo]));
  const paramName = new Map(parameters.map((p) => [p.id, p.name]));
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 2 }} data-testid="sheet-results-trace">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {t('trace.results')}
      </Typography>
      {rows.map((r) => (
        <Typography key={r.id} variant="body2">
          {sampleNo.get(r.sampleId) ?? ''} {paramName.get(r.parameterId) ?? ''} = {r.display ?? '—'} {r.unit ?? ''} ·{' '}
          <Link component={RouterLink} to={`/reagents/trace-result/${r.id}`} data-testid="trace-open" data-result={r.id}>
            {t('trace.link')}
          </Link>
        </Typography>
      ))}
    </Paper>
  );
}
