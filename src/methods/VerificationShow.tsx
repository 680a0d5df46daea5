// A method verification's page (/capability/verifications/{id}/show): the generated fields and the signed submit /
// approve / return steps (the generated workflow buttons, through the StepDialog), then the three studies: what was
// entered and what the server computed, reported values shown and each full value in its tooltip.
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RecordOf } from '../../schemas/core/resource.ts';
import type { methodVerifications } from '../../schemas/methods/verifications.ts';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { MdlFigures } from './MdlStudy.tsx';
import { AccuracyFigures } from './StudyInputs.tsx';
import { methodsApi } from '../dataProvider/client/methods.ts';

type Verification = RecordOf<typeof methodVerifications>;
const fieldLabel = (k: string) => `resources.methodVerifications.fields.${k}`;

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }} data-testid={testId}>
      <Typography variant="subtitle2">{translate(title)}</Typography>
      {children}
    </Box>
  );
}

const Values = ({ values }: { values: readonly string[] }) => (
  <Typography variant="body2" data-testid="replicates">
    {values.join('  ') || '—'}
  </Typography>
);

function MdlSection(_: { label?: string; className?: string }) {
  const record = useRecordContext<Verification>();
  const translate = useTranslate();
  if (!record?.mdlStudy && !record?.mdlResult) return null;
  return (
    <Section title={fieldLabel('mdlStudy')} testId="verification-mdl">
      {record.mdlStudy?.spikeLevel && (
        <Typography variant="body2">
          {translate('cap.mdl.spikeLevel')}: {record.mdlStudy.spikeLevel}
        </Typography>
      )}
      <Values values={record.mdlStudy?.values ?? []} />
      {record.mdlResult ? <MdlFigures study={record.mdlResult} /> : <Typography variant="body2">{translate('cap.study.notComputed')}</Typography>}
    </Section>
  );
}

const Full = ({ reported, full }: { reported: string; full: string }) => (
  <Tooltip title={full !== reported ? full : ''}>
    <span data-full={full}>{reported}</span>
  </Tooltip>
);

function PrecisionSection(_: { label?: string; className?: string }) {
  const record = useRecordContext<Verification>();
  const translate = useTranslate();
  const levels = record?.precision?.levels ?? [];
  if (!levels.length) return null;
  const results = record?.precisionResult?.levels ?? [];
  return (
    <Section title={fieldLabel('precision')} testId="verification-precision">
      <Table size="small">
        <TableHead>
          <TableRow>
            {['level', 'values', 'n', 'mean', 's', 'rsd'].map((k) => (
              <TableCell key={k}>{translate(`cap.study.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {levels.map((l, i) => {
            const r = results[i];
            return (
              <TableRow key={i}>
                <TableCell>{l.level}</TableCell>
                <TableCell>{l.values.join('  ')}</TableCell>
                <TableCell>{r?.n ?? ''}</TableCell>
                <TableCell>{r && <Full reported={r.reported.mean} full={r.mean} />}</TableCell>
                <TableCell>{r && <Full reported={r.reported.s} full={r.s} />}</TableCell>
                <TableCell>{r && <Full reported={r.reported.rsd} full={r.rsd} />}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Section>
  );
}

function AccuracySection(_: { label?: string; className?: string }) {
  const record = useRecordContext<Verification>();
  const translate = useTranslate();
  const a = record?.accuracy;
  if (!a) return null;
  const r = record?.accuracyResult;
  return (
    <Section title={fieldLabel('accuracy')} testId="verification-accuracy">
      <Typography variant="body2">{translate(`cap.study.kind.${a.kind}`)}</Typography>
      <Values values={a.values} />
      {r && <AccuracyFigures result={r} />}
    </Section>
  );
}

/** The verification report (HJ 168-2020) as the lab files it: the PDF the server prints, saved under its number. */
function ReportPdfButton() {
  const record = useRecordContext<Verification>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      disabled={busy}
      data-testid="verification-pdf"
      onClick={async () => {
        setBusy(true);
        try {
          await methodsApi.verificationPdf(record.id, record.verificationNo);
        } catch (err) {
          notify((err as Error).message, { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate('cap.verification.pdf')}
    </Button>
  );
}

export function VerificationShow() {
  return (
    <GenericShow omit={['mdlStudy', 'mdlResult', 'precision', 'precisionResult', 'accuracy', 'accuracyResult']} tools={<ReportPdfButton />}>
      <MdlSection className="ra-wide" />
      <PrecisionSection className="ra-wide" />
      <AccuracySection className="ra-wide" />
    </GenericShow>
  );
}
