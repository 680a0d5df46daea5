// A lot's page (issue 34 item 1): the generated fields, its certificate (opened from here, attached here while the lot
// awaits acceptance), its containers with their steps (open, used up, discard: the generated workflow buttons, per
// container), the containers' labels to print and the lot's recall view.
import { cloneElement } from 'react';
import { Labeled, RecordContextProvider, ResourceContextProvider, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { WorkflowButtons } from '../resources/WorkflowButtons.tsx';
import { displayFor } from '../resources/display.tsx';
import { raNameOf } from '../resources/names.ts';
import { useHasPerm } from '../hasPerm/index.tsx';
import { inventory } from '../dataProvider/client/index.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { MaterialLot } from '../../schemas/reagents/lots.ts';
import { TIMING } from '../settings.ts';

const CONTAINERS = raNameOf('materialContainers');
const containers = resourceByName.get('materialContainers')!;
const COLUMNS = ['containerNo', 'status', 'openedOn', 'expiresOn', 'location'].map((n) => containers.fieldList.find((f) => f.name === n)!);
/** what the server takes (server/system/files/store.ts RULES.reagentCertificate) */
const ACCEPT = 'application/pdf,image/png,image/jpeg';
type Failure = { message: string; body?: { data?: { errors?: Array<{ field: string; message: string }> } } };

/** The certificate: opened (downloaded) by who reads the lot; attached by who edits lots while it awaits acceptance. */
function Certificate() {
  const lot = useRecordContext<MaterialLot>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canAttach = useHasPerm('reagent:edit');
  if (!lot) return null;
  if (lot.certificateFile)
    return (
      <Button
        size="small"
        variant="outlined"
        data-testid="lot-certificate"
        onClick={() => void inventory.certificate(lot.certificateFile!, `${lot.certificateNo || lot.lotNo}.pdf`)}
      >
        {translate('stock.certificate.open')}
      </Button>
    );
  if (!canAttach || lot.status !== 'received') return <Typography variant="body2">{translate('stock.certificate.none')}</Typography>;
  const upload = async (file: File) => {
    try {
      await inventory.attachCertificate(Number(lot.id), file);
      notify('sys.saved', { type: 'success', autoHideDuration: TIMING.toastMs });
      refresh();
    } catch (e) {
      const named = (e as Failure).body?.data?.errors?.find((x) => x.field === 'certificateFile');
      notify(named?.message ?? (e as Error).message, { type: 'error', autoHideDuration: TIMING.toastMs });
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" component="label" data-testid="lot-certificate-upload">
        {translate('stock.certificate.upload')}
        <input hidden type="file" accept={ACCEPT} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      </Button>
      {/* why acceptance may be refused: the server accepts a CRM's lot only on its certificate */}
      <Typography variant="caption" display="block" color="text.secondary">
        {translate('stock.certificate.beforeAccept')}
      </Typography>
    </>
  );
}

/** The lot's containers, each row with its generated step buttons (`className` places it: the page's whole width). */
function Containers(_: { className?: string }) {
  const lot = useRecordContext<MaterialLot>();
  const translate = useTranslate();
  const { data } = useGetList(
    CONTAINERS,
    { filter: { lotId: lot?.id }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 200 } },
    { enabled: !!lot },
  );
  if (!lot) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="lot-containers">
      <Typography variant="subtitle1">{translate('resources.materialContainers.name', { smart_count: 2 })}</Typography>
      {data && !data.length ? (
        <Typography color="text.secondary">{translate(lot.status === 'received' ? 'stock.containers.afterAcceptance' : 'stock.containers.none')}</Typography>
      ) : (
        <ResourceContextProvider value={CONTAINERS}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((f) => (
                  <TableCell key={f.name}>{translate(`resources.materialContainers.fields.${f.name}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((c) => (
                <RecordContextProvider key={c.id} value={c}>
                  <TableRow data-container={c.containerNo}>
                    {COLUMNS.map((f) => (
                      <TableCell key={f.name}>{cloneElement(displayFor(containers, f, true), { emptyText: '—' })}</TableCell>
                    ))}
                    <TableCell>
                      <WorkflowButtons />
                    </TableCell>
                  </TableRow>
                </RecordContextProvider>
              ))}
            </TableBody>
          </Table>
        </ResourceContextProvider>
      )}
    </Paper>
  );
}

/** Prints the containers' labels (a PDF); a lot has containers once accepted. */
function LabelsButton() {
  const lot = useRecordContext<MaterialLot>();
  const translate = useTranslate();
  if (!lot || lot.status === 'received' || lot.status === 'rejected') return null;
  return (
    <Button size="small" variant="outlined" data-testid="lot-labels" onClick={() => void inventory.labels({ id: Number(lot.id), lotNo: lot.lotNo })}>
      {translate('stock.labels')}
    </Button>
  );
}

/** The lot's recall view (src/reagents/TracePages.tsx): every solution, record, result and report made from it. */
function RecallViewButton() {
  const lot = useRecordContext<MaterialLot>();
  const translate = useTranslate();
  if (!lot || lot.status === 'received' || lot.status === 'rejected') return null;
  return (
    <Button size="small" variant="outlined" component={RouterLink} to={`/reagents/trace-lot/${lot.id}`} data-testid="lot-recall-view">
      {translate('trace.recallView')}
    </Button>
  );
}

export function LotShow() {
  const { id } = useParams();
  return (
    <GenericShow
      id={id}
      omit={['certificateFile']}
      tools={
        <>
          <LabelsButton />
          <RecallViewButton />
        </>
      }
    >
      <Labeled label="resources.materialLots.fields.certificateFile">
        <Certificate />
      </Labeled>
      <Containers className="ra-wide" />
    </GenericShow>
  );
}
