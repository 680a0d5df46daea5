// /analyse/{template}Detail/{sheet id}: the signed raw record, read-only, recomputed by the same engine, with
// its version history (a returned sheet starts a new version; old ones stay readable) and the sign-off block
// 检验 / 校核 / 审核 from the electronic signatures.
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecordInput } from '../../../schemas/templates/types.ts';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RecordOf } from '../../../schemas/core/resource.ts';
import type { rawRecords } from '../../../schemas/analysis/records.ts';
import { raNameOf } from '../../resources/names.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { RecordEditor, langOf, useEditor } from './RecordEditor.tsx';
import { labelOf } from './format.ts';
import { withTemplateKeys } from './model.ts';
import { loadSheet, type SheetData, type Signature } from './sheet.ts';
import { useSolutions } from './useSheet.ts';
import type { SolutionUse } from '../../../schemas/reagents/uses.ts';
import { when as whenText } from '../../resources/when.tsx';
import { Trail } from '../../resources/Trail.tsx';

type RawRecord = RecordOf<typeof rawRecords>;

/** A stored version's record: its JSON columns hold the RecordInput the entry screen saved (checked by the server
 * against the template on save), the curve and QC blocks as computed then. */
function inputOf(r: RawRecord): RecordInput {
  // the resource declares the columns as open JSON (any template's rows); the template's shape is RecordInput's
  const stored = { header: r.header, rows: r.rows } as unknown as Pick<RecordInput, 'header' | 'rows'>;
  const computed = r.computed as Pick<RecordInput, 'curve' | 'qc'> | null | undefined;
  return {
    header: stored.header ?? {},
    rows: stored.rows ?? [],
    curve: computed?.curve ?? undefined,
    qc: computed?.qc ?? undefined,
  };
}

interface Version {
  id: number;
  recordVersion: number;
  draft: boolean;
  updatedAt?: string;
  record: RecordInput;
  equipmentIds: number[];
  solutionUses: SolutionUse[];
}

const screens = new Map<string, () => ReactElement>();
export function detailScreen(route: string): () => ReactElement {
  let s = screens.get(route);
  if (!s) screens.set(route, (s = () => <DetailScreen route={route} />));
  return s;
}

// in the lab's time zone and the UI language, as everywhere else
const when = (s?: string) => whenText(s);

export function DetailScreen({ route }: { route?: string }) {
  const { id } = useParams();
  const translate = useTranslate();
  const [locale] = useLanguage();
  const lang = langOf(locale);
  const [data, setData] = useState<SheetData | null>(null);
  const [versions, setVersions] = useState<Version[]>([]);
  const [signatures, setSignatures] = useState<Signature[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const dataProvider = useDataProvider();
  const load = useCallback(async () => {
    if (!id) return;
    try {
      const [sheet, recs, sigs] = await Promise.all([
        loadSheet(id),
        dataProvider.getList<RawRecord>(raNameOf('rawRecords'), { filter: { analysisSheetId: id }, pagination: { page: 1, perPage: 100 } }),
        dataProvider.getList<Signature>(raNameOf('signatures'), { filter: { entity: 'analysisSheets', entityId: id }, pagination: { page: 1, perPage: 100 } }),
      ]);
      setData(sheet);
      setVersions(
        recs.data
          .map((r) => ({
            id: r.id,
            recordVersion: Number(r.recordVersion),
            draft: !!r.draft,
            updatedAt: r.updatedAt,
            equipmentIds: r.equipmentIds ?? [],
            solutionUses: r.solutionUses ?? [],
            record: withTemplateKeys(sheet.template, inputOf(r)),
          }))
          .sort((a, b) => b.recordVersion - a.recordVersion),
      );
      setSignatures([...sigs.data].sort((a, b) => a.id - b.id));
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    }
  }, [id, dataProvider]);
  useEffect(() => {
    void load();
  }, [load]);
  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(failed, { _: translate('rr.loadFailed') })}
      </Alert>
    );
  if (!data) return null;
  // the page of one template shows only a sheet of that template (it showed any sheet under any template's page)
  const own = data.template.detailRoute || data.template.route;
  if (route && !data.generic && route !== data.template.detailRoute) {
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        data-testid="other-template"
        action={
          <Button size="small" component={RouterLink} to={`/analyse/${own}/${data.sheet.id}`}>
            {translate('rr.openOwn')}
          </Button>
        }
      >
        {translate('rr.otherDetail', { no: data.sheet.analysisNo, name: labelOf(data.template.name, lang) })}
      </Alert>
    );
  }
  return <Detail data={data} versions={versions} signatures={signatures} />;
}

function Detail({ data, versions, signatures }: { data: SheetData; versions: Version[]; signatures: Signature[] }) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const lang = langOf(locale);
  const { template, sheet } = data;
  const [picked, setPicked] = useState<number | undefined>(versions[0]?.id);
  const version = versions.find((v) => v.id === picked) ?? versions[0];
  const { state, dispatch, evaluation } = useEditor(template, version?.record ?? { rows: [] }, version?.equipmentIds, undefined, version?.solutionUses);
  // each version names the solutions it used
  const solutions = useSolutions();
  useEffect(() => {
    if (version) dispatch({ type: 'load', record: version.record, equipmentIds: version.equipmentIds, solutionUses: version.solutionUses });
  }, [version, dispatch]);
  const sampleRoles = useMemo(
    () => new Map(data.samples.filter((s) => s.qcType).map((s) => [s.sampleNo, translate(`resources.qcSheets.enums.items.type.${s.qcType}`, { _: s.qcType })])),
    [data, translate],
  );
  // the sign-off of the current round: a return voids the signatures before it (the trail below keeps every step)
  const since = Date.parse(data.trail.filter((t) => t.step === 'return').at(-1)?.at ?? '') || 0;
  const signOff = (meaning: string) => signatures.filter((s) => s.meaning === meaning && Date.parse(s.signedAt) > since).at(-1);
  return (
    <Box sx={{ p: 2 }} data-testid="raw-record-detail" data-template={template.id}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
        <Typography variant="h6" sx={{ mr: 1 }}>
          {translate('rr.detail.title')} · {labelOf(template.name, lang)}
        </Typography>
        <Chip size="small" variant="outlined" label={sheet.analysisNo} />
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          data-state={sheet.status}
          label={translate(`resources.analysisSheets.enums.status.${sheet.status}`, { _: sheet.status })}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="sign-off">
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {translate('rr.detail.signOff')}
        </Typography>
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
          {(['submit', 'check', 'review'] as const).map((m) => {
            const s = signOff(m);
            return (
              <div key={m} data-signature={m}>
                <Typography variant="caption" color="text.secondary">
                  {translate(`rr.detail.meaning.${m}`)}
                </Typography>
                <Typography variant="body2">{s ? `${s.signerName} ${when(s.signedAt)}` : '—'}</Typography>
              </div>
            );
          })}
        </Stack>
        {signatures.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('rr.detail.noSignature')}
          </Typography>
        )}
        <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
          {translate('wf.trail.title')}
        </Typography>
        <Trail schemaName="analysisSheets" steps={data.trail} />
        <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
          {translate('rr.detail.versions')}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="versions">
          {versions.map((v, i) => (
            <Chip
              key={v.id}
              size="small"
              clickable
              color={v.id === version?.id ? 'primary' : 'default'}
              data-version={v.recordVersion}
              onClick={() => setPicked(v.id)}
              label={`${translate('rr.detail.version', { n: v.recordVersion })} · ${translate(v.draft ? 'rr.detail.draft' : 'rr.detail.final')} · ${when(v.updatedAt)}${i === 0 ? ` (${translate('rr.detail.current')})` : ''}`}
            />
          ))}
        </Stack>
      </Paper>
      {!version || !evaluation ? (
        <Alert severity="info">{translate('rr.detail.noRecord')}</Alert>
      ) : (
        <RecordEditor
          template={template}
          state={state}
          dispatch={dispatch}
          evaluation={evaluation}
          readOnly
          sampleRoles={sampleRoles}
          equipment={null}
          solutions={solutions}
          qcPlan={data.qcPlan}
          oxygenRefs={data.oxygenRefs}
        />
      )}
    </Box>
  );
}

export default DetailScreen;
