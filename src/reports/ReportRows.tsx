// The report's results on its screen, grouped as the PDF prints them (schemas/reports/reportGroups.ts): one group per
// field sample (a sampling of a point), its bottles and its point with the sampling time spanning the group's rows; an
// item of a group of several bottles names the bottle it was analysed from, so a result is followed to its bottle.
import { useTranslate } from 'react-admin';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { groupRows } from '../../schemas/reports/reportGroups.ts';
import type { ReportRow } from '../../schemas/reports/reportRow.ts';
import { SourceLink } from '../instruments/Provenance.tsx';
import { useWhen } from '../resources/when.tsx';

const HEADS = ['task.sampleNo', 'order.point', 'analysis.parameter', 'analysis.method', 'analysis.result', 'report.mdl', 'report.limit', 'report.judgement'];

export function ReportRows({ rows }: { rows: ReportRow[] }) {
  const translate = useTranslate();
  const when = useWhen();
  // the verdict in the reader's language; a row not judged says why (no limit, or the point's condition not chosen)
  const verdictOf = (x: ReportRow) =>
    x.noUncertainty
      ? translate('wf.report.noUncertainty')
      : x.conditions
        ? translate('wf.report.noCondition', { conditions: x.conditions.join(' / ') })
        : x.covered === false
          ? translate('wf.report.notCovered')
          : x.verdict
            ? translate(`wf.report.${x.verdict}`)
            : '—';
  return (
    <Table size="small" data-testid="report-rows">
      <TableHead>
        <TableRow>
          {HEADS.map((k) => (
            <TableCell key={k}>{translate(`wf.${k}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {groupRows(rows).flatMap((g, gi) =>
          g.rows.map((x, k) => (
            <TableRow
              key={`${gi}/${k}`}
              data-testid={k === 0 ? 'report-sample' : undefined}
              sx={x.verdict === 'notConform' ? { bgcolor: 'rgba(244, 67, 54, 0.08)' } : undefined}
            >
              {k === 0 && (
                <>
                  <TableCell rowSpan={g.rows.length} sx={{ verticalAlign: 'top' }} data-testid="report-bottles">
                    {g.bottles.map((b) => (
                      <div key={b}>{b}</div>
                    ))}
                  </TableCell>
                  <TableCell rowSpan={g.rows.length} sx={{ verticalAlign: 'top' }}>
                    {g.point}
                    {g.sampledAt && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {when(g.sampledAt)}
                      </Typography>
                    )}
                  </TableCell>
                </>
              )}
              <TableCell>
                {x.parameter}
                {g.bottles.length > 1 && (
                  <Typography variant="caption" component="div" color="text.secondary" data-testid="report-bottle">
                    {x.sampleNo}
                  </Typography>
                )}
                {/* issue 32: what the PDF states in words beside an item outside the scope or subcontracted */}
                {x.scope && x.scope.state !== 'in_scope' && (
                  <Typography variant="caption" component="div" color="warning.main" data-testid="report-scope">
                    {x.scope.subcontractor ? translate('wf.order.scope.sub', x.scope.subcontractor) : translate('wf.order.scope.outside')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{x.method}</TableCell>
              <TableCell data-testid="report-result">
                {x.result}
                {x.uncertainty ? ` ± ${x.uncertainty.U}` : ''} {x.unit}
                {x.convertedFrom && (
                  <Typography variant="caption" component="div" color="text.secondary" data-testid="converted-from">
                    {translate('wf.report.convertedFrom', { from: x.convertedFrom })}
                  </Typography>
                )}
                {x.nonConformance && (
                  <Typography variant="caption" component="div" color="warning.main" data-testid="report-nc" sx={{ maxWidth: 280 }}>
                    ※ {translate('wf.report.released', { nc: x.nonConformance })}
                  </Typography>
                )}
                {(x.sources ?? []).map((f) => (
                  <Typography key={`${f.sha256}/${f.line}`} variant="caption" component="div" color="text.secondary">
                    <SourceLink source={f} />
                  </Typography>
                ))}
              </TableCell>
              <TableCell>{x.mdl}</TableCell>
              <TableCell>{x.limit ?? '—'}</TableCell>
              <TableCell>{verdictOf(x)}</TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
