// Traceability both ways (issue 34 item 4). /reagents/trace-result/{id}: a result, its sheet and raw record version,
// the solutions that version used (by use) as a tree down their parents to the CRM lot, its certified value, U, k and
// its certificate to download. /reagents/trace-lot/{id}: a lot's recall view — every solution made from it, the raw
// record versions, sheets, results and issued reports that used them — with its Excel file.
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LotTrace, ResultTrace, TraceLot, TraceSolution } from '../../schemas/reagents/trace.ts';
import { reagentTrace } from '../dataProvider/client/reagentTrace.ts';
import { download } from '../dataProvider/download.ts';
import { raNameOf } from '../resources/names.ts';
import { labTimeZone, useWhen } from '../resources/when.tsx';
import { labDay } from '../../schemas/core/dates.ts';
import { displayed } from './SolutionShow.tsx';

const shownConcentration = (s: { concentration: string | null; u: string | null; unit: string }): string => {
  if (!s.u) return `${s.concentration} ${s.unit}`;
  const d = displayed(s.concentration!, s.u);
  return `${d.c} ${s.unit} (u = ${d.u} ${s.unit})`;
};

type T = ReturnType<typeof useTranslate>;
const word = (t: T, resource: string, field: string, value: string) => t(`resources.${resource}.enums.${field}.${value}`, { _: value });

function useTrace<D>(load: () => Promise<D>, key: string | undefined) {
  const [data, setData] = useState<D | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (key) load().then(setData, (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloaded when the page's id changes
  }, [key]);
  return { data, failed };
}

/** The certificate's file, saved under its number (a stored file's URL is /admin/api/v1/files/…). */
const certificate = (lot: TraceLot) => download(lot.certificateFile!.replace(/^\/admin\//, ''), {}, lot.certificateNo ?? lot.lotNo).catch(() => undefined);

/** A lot at the end of a chain: the material (its CRM number), the lot, the certified value with U and k, the certificate. */
export function LotCard({ lot, recall = true }: { lot: TraceLot; recall?: boolean }) {
  const t = useTranslate();
  const w = useWhen();
  return (
    <Box data-testid="trace-lot" data-lot={lot.lotNo} sx={{ borderLeft: 3, borderColor: 'success.main', pl: 1.5, py: 0.5 }}>
      <Typography variant="body2" fontWeight="bold">
        {lot.material.name}
        {lot.material.referenceNo ? ` · ${lot.material.referenceNo}` : ''} · {t('resources.materialLots.fields.lotNo')} {lot.lotNo}{' '}
        <Chip size="small" variant="outlined" label={word(t, 'materialLots', 'status', lot.status)} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {word(t, 'materials', 'kind', lot.material.kind)}
        {lot.material.producer ? ` · ${lot.material.producer}` : ''}
        {lot.expiresOn ? ` · ${t('trace.expires', { date: w(lot.expiresOn, 'date') })}` : ''}
      </Typography>
      {lot.certifiedValue && (
        <Typography variant="body2" data-testid="trace-certified">
          {t('trace.certified', { value: lot.certifiedValue, unit: lot.certifiedUnit ?? '', u: lot.certifiedU ?? '—', k: lot.certifiedK ?? '—' })}
        </Typography>
      )}
      <Stack direction="row" spacing={2} alignItems="center">
        {lot.certificateFile ? (
          // a stored file is read with the session token (server/system/files), not by a plain link
          <Button size="small" sx={{ p: 0, minWidth: 0 }} data-testid="trace-certificate" onClick={() => void certificate(lot)}>
            {t('trace.certificate', { no: lot.certificateNo ?? '' })}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('trace.noCertificate')}
          </Typography>
        )}
        <Link component={RouterLink} to={`/${raNameOf('materialLots')}/${lot.id}/show`}>
          {t('trace.openLot')}
        </Link>
        {recall && (
          <Link component={RouterLink} to={`/reagents/trace-lot/${lot.id}`} data-testid="trace-recall-link">
            {t('trace.recallView')}
          </Link>
        )}
      </Stack>
    </Box>
  );
}

/** A solution and, beneath it, what it was made from (other solutions of the answer, or lots), down to the lots. */
function SolutionNode({
  s,
  solutions,
  lots,
  depth = 0,
}: {
  s: TraceSolution;
  solutions: Map<number, TraceSolution>;
  lots: Map<number, TraceLot>;
  depth?: number;
}) {
  const t = useTranslate();
  const w = useWhen();
  return (
    <Box data-testid="trace-solution" data-solution={s.solutionNo} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5, mb: 1 }}>
      <Typography variant="body2" fontWeight="bold">
        <Link component={RouterLink} to={`/${raNameOf('solutions')}/${s.id}/show`}>
          {s.solutionNo}
        </Link>{' '}
        {s.name} · {word(t, 'solutions', 'level', s.level)} <Chip size="small" variant="outlined" label={word(t, 'solutions', 'status', s.status)} />
      </Typography>
      <Typography variant="body2" color="text.secondary" title={s.concentration ? `c = ${s.concentration}${s.u ? `, u = ${s.u}` : ''} ${s.unit}` : undefined}>
        {[
          // c and u as the solution's page reads them (u to two figures, c to its place: GB/T 8170); the full values on hover
          s.concentration ? shownConcentration(s) : '',
          s.preparedOn ? `${t('resources.solutions.fields.preparedOn')} ${w(s.preparedOn, 'date')}` : '',
          s.preparedBy ?? '',
          s.expiresOn ? t('trace.expires', { date: w(s.expiresOn, 'date') }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {depth < 10 && s.parents.length > 0 && (
        <Box sx={{ ml: 2, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t('trace.madeFrom')}
          </Typography>
          {s.parents.map((p, i) => {
            const child = p.solutionId ? solutions.get(p.solutionId) : undefined;
            const lot = p.lotId ? lots.get(p.lotId) : undefined;
            return (
              <Box key={i}>
                <Typography variant="caption" color="text.secondary">
                  {t('trace.amount', { amount: p.amount, unit: p.amountUnit })}
                </Typography>
                {child && <SolutionNode s={child} solutions={solutions} lots={lots} depth={depth + 1} />}
                {lot && <LotCard lot={lot} />}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A trace that could not be read says why (a 404, a lost connection), in place of the page. */
function LoadFailed({ message }: { message: string }) {
  const t = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {t('trace.loadFailed', { message })}
    </Alert>
  );
}

export function ResultTracePage() {
  const { id } = useParams();
  const t = useTranslate();
  const w = useWhen();
  const { data, failed } = useTrace<ResultTrace>(() => reagentTrace.result(id!), id);
  if (failed) return <LoadFailed message={failed} />;
  if (!data) return null;
  const { result: r, sheet, record } = data;
  const solutions = new Map(data.solutions.map((s) => [s.id, s]));
  const lots = new Map(data.lots.map((l) => [l.id, l]));
  return (
    <Box sx={{ p: 2 }} data-testid="trace-result">
      <Typography variant="h6">{t('trace.resultTitle', { sample: r.sampleNo, parameter: r.parameter })}</Typography>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {t('resources.results.fields.display')}: <b>{r.display ?? '—'}</b> {r.unit ?? ''} <Chip size="small" label={word(t, 'results', 'status', r.status)} />
        {r.analysedAt ? ` · ${w(r.analysedAt)}` : ''}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {sheet && (
          <Link component={RouterLink} to={`/analyse/analyse-details/${sheet.id}`}>
            {t('trace.sheet', { no: sheet.analysisNo })}
          </Link>
        )}
        <Typography variant="body2">{record ? t('trace.recordVersion', { n: record.recordVersion }) : t('trace.noRecord')}</Typography>
      </Stack>
      {record && !record.uses.length && <Alert severity="info">{t('trace.noUses')}</Alert>}
      {record?.uses.map((u) => {
        const s = solutions.get(u.solutionId);
        return (
          <Section key={`${u.use}-${u.solutionId}`} title={t(`resources.rawRecords.enums.solutionUses.use.${u.use}`)} testId={`trace-use-${u.use}`}>
            {s && <SolutionNode s={s} solutions={solutions} lots={lots} />}
          </Section>
        );
      })}
    </Box>
  );
}

export function LotTracePage() {
  const { id } = useParams();
  const t = useTranslate();
  const w = useWhen();
  const { data, failed } = useTrace<LotTrace>(() => reagentTrace.lot(id!), id);
  const [busy, setBusy] = useState(false);
  const today = labDay(new Date(), labTimeZone());
  if (failed) return <LoadFailed message={failed} />;
  if (!data) return null;
  const sheetNo = new Map(data.sheets.map((s) => [s.id, s.analysisNo]));
  const solutionNo = new Map(data.solutions.map((s) => [s.id, s.solutionNo]));
  const none = (
    <Typography variant="body2" color="text.secondary">
      {t('trace.none')}
    </Typography>
  );
  const exportXlsx = () => {
    setBusy(true);
    void reagentTrace.xlsx(data.lot.id, data.lot.lotNo).finally(() => setBusy(false));
  };
  return (
    <Box sx={{ p: 2 }} data-testid="trace-lot-page">
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="h6">{t('trace.lotTitle', { material: data.lot.material.name, lot: data.lot.lotNo })}</Typography>
        <Button size="small" variant="outlined" disabled={busy} onClick={exportXlsx} data-testid="trace-export">
          {t('trace.export')}
        </Button>
      </Stack>
      <Box sx={{ mb: 2 }}>
        <LotCard lot={data.lot} recall={false} />
      </Box>
      <Section title={t('trace.solutions', { n: data.solutions.length })} testId="trace-lot-solutions">
        {data.solutions.length
          ? data.solutions.map((s) => (
              <Typography key={s.id} variant="body2" data-solution={s.solutionNo}>
                <Link component={RouterLink} to={`/${raNameOf('solutions')}/${s.id}/show`}>
                  {s.solutionNo}
                </Link>{' '}
                {s.name} · {word(t, 'solutions', 'level', s.level)} · {word(t, 'solutions', 'status', s.status)}
                {/* an approved solution past its day reads as expired, as on the solutions list */}
                {s.expiresOn && s.expiresOn < today ? ` · ${t('prep.expired')}` : ''}
                {s.parents.some((p) => p.solutionId)
                  ? ` · ${t('trace.madeFrom')} ${s.parents.map((p) => (p.solutionId ? solutionNo.get(p.solutionId) : data.lot.lotNo)).join('、')}`
                  : ''}
              </Typography>
            ))
          : none}
      </Section>
      <Section title={t('trace.records', { n: data.records.length })}>
        {data.records.length
          ? data.records.map((r) => (
              <Typography key={r.id} variant="body2">
                {t('trace.sheet', { no: sheetNo.get(r.analysisSheetId) ?? '' })} · {t('trace.recordVersion', { n: r.recordVersion })} ·{' '}
                {r.uses.map((u) => `${t(`resources.rawRecords.enums.solutionUses.use.${u.use}`)}：${solutionNo.get(u.solutionId) ?? ''}`).join('；')}
              </Typography>
            ))
          : none}
      </Section>
      <Section title={t('trace.sheets', { n: data.sheets.length })}>
        {data.sheets.length
          ? data.sheets.map((s) => (
              <Typography key={s.id} variant="body2">
                <Link component={RouterLink} to={`/analyse/analyse-details/${s.id}`}>
                  {s.analysisNo}
                </Link>{' '}
                · {word(t, 'analysisSheets', 'status', s.status)}
              </Typography>
            ))
          : none}
      </Section>
      <Section title={t('trace.resultsUsed', { n: data.results.length })} testId="trace-lot-results">
        {data.results.length
          ? data.results.map((r) => (
              <Typography key={r.id} variant="body2" data-result={r.id}>
                <Link component={RouterLink} to={`/reagents/trace-result/${r.id}`}>
                  {r.sampleNo} {r.parameter}
                </Link>{' '}
                = {r.display ?? '—'} {r.unit ?? ''} · {word(t, 'results', 'status', r.status)}
                {r.analysedAt ? ` · ${w(r.analysedAt)}` : ''}
              </Typography>
            ))
          : none}
      </Section>
      <Section title={t('trace.reports', { n: data.reports.length })} testId="trace-lot-reports">
        {data.reports.length
          ? data.reports.map((r) => (
              <Typography key={r.id} variant="body2">
                {r.reportNo} {r.title} · {word(t, 'reports', 'status', r.status)}
                {r.issuedAt ? ` · ${w(r.issuedAt)}` : ''}
              </Typography>
            ))
          : none}
      </Section>
    </Box>
  );
}
