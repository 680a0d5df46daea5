// An uncertainty record's page: the generated fields and its signed steps (submit, approve, return through the
// StepDialog), then its entries — the budget's components or the QC data — and the arithmetic the server stored: uc,
// k, U, the relative forms, the line a report prints at the level, and each component's share of uc² as a bar chart.
import { useRecordContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RecordOf } from '../../schemas/core/resource.ts';
import type { uncertaintyRecords } from '../../schemas/uncertainty/records.ts';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { ContributionChart, ResultFigures } from './ResultFigures.tsx';

type UncertaintyRecord = RecordOf<typeof uncertaintyRecords>;
const F = 'resources.uncertaintyRecords';

function Rows({ head, rows, testId }: { head: string[]; rows: (string | number | undefined | null)[][]; testId: string }) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{translate(h)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={i}>
            {r.map((c, j) => (
              <TableCell key={j}>{c ?? '—'}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Entries(_: { label?: string; className?: string }) {
  const record = useRecordContext<UncertaintyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const S = `${F}.subfields.components`;
  if (record.approach === 'bottom_up')
    return (
      <Box sx={{ mt: 1 }}>
        <Typography variant="subtitle2">{translate(`${F}.fields.components`)}</Typography>
        <Rows
          testId="budget"
          head={[`${S}.name`, `${S}.relative`, `${S}.u`, `${S}.of`, `${S}.source`]}
          rows={(record.components ?? []).map((c) => ('relative' in c ? [c.name, c.relative, null, null, c.source] : [c.name, null, c.u, c.of, c.source]))}
        />
      </Box>
    );
  const t = record.topDown;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{translate('unc.topDown.charts')}</Typography>
      <Rows testId="topdown-charts" head={['unc.topDown.label', 'unc.topDown.s', 'unc.topDown.n']} rows={(t?.charts ?? []).map((c) => [c.label, c.s, c.n])} />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('unc.topDown.biases')}
      </Typography>
      <Rows
        testId="topdown-biases"
        head={['unc.topDown.kind', 'unc.topDown.label', 'unc.topDown.bias', 'unc.topDown.uCref']}
        rows={(t?.biases ?? []).map((b) => [translate(`${F}.enums.topDown.biases.kind.${b.kind}`), b.label, b.bias, b.uCref])}
      />
    </Box>
  );
}

function Arithmetic(_: { label?: string; className?: string }) {
  const record = useRecordContext<UncertaintyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate('unc.result.stored')}</Typography>
      {record.result ? (
        <>
          <ResultFigures result={record.result} level={record.level} unit={record.unit} testId="stored" />
          <ContributionChart contributions={record.result.contributions} />
        </>
      ) : (
        <Typography variant="body2">{translate('unc.result.none')}</Typography>
      )}
    </Box>
  );
}

export function UncertaintyShow() {
  return (
    <GenericShow omit={['components', 'topDown', 'result', 'expandedRelative']}>
      <Entries className="ra-wide" />
      <Arithmetic className="ra-wide" />
    </GenericShow>
  );
}
