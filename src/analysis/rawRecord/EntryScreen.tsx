// /analyse/{template route}/{sheet id}: the raw-record entry screen of an analysis sheet (draft autosave, submit
// with the electronic signature). Without a sheet id it is the template's try mode: known values in, results
// out, checked against the server's own evaluation, nothing saved.
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TextInput, required, useGetIdentity, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findTemplate } from '../../../schemas/templates/index.ts';
import type { TemplateDef } from '../../../schemas/templates/types.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { session } from '../../authProvider/session.ts';
import { RecordEditor, langOf, useEditor } from './RecordEditor.tsx';
import { equipmentChoices, type EquipmentOption } from './HeaderPanel.tsx';
import { labDay } from '../../../schemas/core/dates.ts';
import { StepDialog, type StepAnswer } from '../../resources/StepDialog.tsx';
import { blankRecord, withTemplateKeys } from './model.ts';
import { claimsOf, EDITABLE_STATES, saveDraft, submitSheet, verifyOnServer, type SheetData } from './sheet.ts';
import { useEquipment, useSheetData, useSolutions } from './useSheet.ts';
import { recordDay, solutionChoices, type SolutionOption } from './SolutionsPanel.tsx';
import { useAutosave } from './useAutosave.ts';
import { EntryNotices, SaveState, type Verdict } from './EntryNotices.tsx';
import { labelOf } from './format.ts';
import { when as whenText, labTimeZone } from '../../resources/when.tsx';
import { useHasPerm } from '../../hasPerm/index.tsx';
import { ImportDialog } from '../../instruments/ImportDialog.tsx';
import { useImportGuard } from '../../instruments/useImportGuard.ts';
import { OXYGEN_REF_INPUT } from '../../../schemas/templates/oxygenRef.ts';

const screens = new Map<string, () => ReactElement>();

/** The screen of one manifest route (the route name picks the template for try mode). */
export function entryScreen(route: string): () => ReactElement {
  let s = screens.get(route);
  if (!s) screens.set(route, (s = () => <EntryScreen route={route} />));
  return s;
}

export function EntryScreen({ route }: { route: string }) {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, failed, reload } = useSheetData(id);
  const equipment = useEquipment();
  const solutions = useSolutions();
  const routeTemplate = useMemo(() => findTemplate(route), [route]);

  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(failed, { _: translate('rr.loadFailed') })}
      </Alert>
    );
  if (id && !data) return null;
  const template = data?.template ?? routeTemplate;
  if (!template)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('rr.notFound')}
      </Alert>
    );
  return (
    <Box sx={{ p: 2 }}>
      {data && (
        <Button size="small" sx={{ mb: 1 }} component={RouterLink} to={`/analyse/analyse-details/${data.sheet.id}`} data-testid="open-sheet">
          {translate('rr.openSheet')}
        </Button>
      )}
      <Entry key={entryKey(template, data)} route={route} template={template} data={data} equipment={equipment} solutions={solutions} reload={reload} />
    </Box>
  );
}

/** A new editor state when another sheet, or another version of it or of its record (an import), is shown. */
export const entryKey = (template: TemplateDef, data: SheetData | null) =>
  `${template.id}/${data?.sheet?.id ?? ''}/${data?.sheet?.version ?? ''}/${data?.recordKey ?? ''}`;

interface EntryProps {
  /** The manifest route the screen was opened on (says so when the sheet uses another template); none when embedded. */
  route?: string;
  template: TemplateDef;
  /** The sheet and its record; null in try mode. */
  data: SheetData | null;
  equipment: EquipmentOption[] | null;
  /** the lab's prepared solutions (null: not readable by this user) */
  solutions?: SolutionOption[] | null;
  reload(): Promise<void>;
  /** Read-only whatever the sheet's state (the Detail view). */
  readOnly?: boolean;
}

/** THE raw-record editor of one template: a sheet's record (draft autosave, submit) or try mode without a sheet. */
export function Entry({ route, template, data, equipment, solutions = null, reload, readOnly }: EntryProps) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const lang = langOf(locale);
  const { data: me } = useGetIdentity();
  const initial = useMemo(() => data?.record ?? withTemplateKeys(template, blankRecord(template.example)), [data, template]);
  // the reference O₂ a sample's point's standard gives is shown, never typed or pasted over (the server keeps the same)
  const fixed = useMemo(() => Object.fromEntries((data?.oxygenRefs ?? []).map((r) => [r.sampleNo, { [OXYGEN_REF_INPUT]: r.value }])), [data]);
  const { state, dispatch, evaluation, current } = useEditor(template, initial, data?.equipmentIds, fixed, data?.solutionUses);
  const sheet = data?.sheet;
  // who I am: the identity once loaded, the stored login answer until then (no read-only flash on opening)
  const myId = me?.id ?? session.userInfo()?.id;
  const mine = !!sheet && myId !== undefined && Number(myId) === Number(sheet.analystId);
  const editable = !readOnly && (!sheet || (mine && EDITABLE_STATES.includes(sheet.status)));
  // typing over a value from an instrument file asks why first; the reasons go with each save
  const guard = useImportGuard(state.record, dispatch);
  const held = guard.held;
  const save = useCallback(
    () => saveDraft(sheet!.id, state.record, state.equipmentIds, guard.reasons, state.solutionUses),
    [sheet, state.record, state.equipmentIds, guard.reasons, state.solutionUses],
  );
  const { status, flush } = useAutosave(state.edits, save, !!sheet && editable);
  const [asking, setAsking] = useState(false);
  const [importing, setImporting] = useState(false);
  const canImport = useHasPerm('analysis:import');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  // the picker's instruments for this sheet's items, greyed out as the server would refuse them (on the lab's day)
  const choices = useMemo(
    () =>
      equipment &&
      equipmentChoices(equipment, sheet ? ((sheet.parameterIds as number[] | undefined) ?? []).map(Number) : undefined, labDay(new Date(), labTimeZone())),
    [equipment, sheet],
  );
  // the solutions on the record's analysis day (its header's date within the sheet's time, else today), as the server checks
  const analysisDate = state.record.header?.analysisDate;
  const solutionList = useMemo(() => {
    if (!sheet || !solutions) return sheet ? solutions : undefined;
    const today = labDay(new Date(), labTimeZone());
    const assigned = sheet.assignedAt ? labDay(new Date(sheet.assignedAt), labTimeZone()) : undefined;
    return solutionChoices(solutions, ((sheet.parameterIds as number[] | undefined) ?? []).map(Number), recordDay(analysisDate, assigned, today));
  }, [solutions, sheet, analysisDate]);
  const sampleRoles = useMemo(
    () =>
      new Map(
        (data?.samples ?? []).filter((s) => s.qcType).map((s) => [s.sampleNo, translate(`resources.qcSheets.enums.items.type.${s.qcType}`, { _: s.qcType })]),
      ),
    [data, translate],
  );
  if (!evaluation) return null;
  const errorCount = evaluation.errors.length;
  const holding = !!sheet?.dueBy && Date.parse(sheet.dueBy) < Date.now();

  const submit = async ({ password, reason }: StepAnswer) => {
    await flush();
    await submitSheet(sheet!.id, password!, claimsOf(current()!, data!.parameters, template), reason);
    setAsking(false);
    await reload();
  };
  const verify = async () => {
    try {
      const r = await verifyOnServer(template, state.record, current()!);
      const text = r.differences.length ? translate('rr.verifyDiff', { cells: r.differences.join('；') }) : translate('rr.verifyOk', { count: r.count });
      setVerdict((v) => ({ ok: r.differences.length === 0, text, n: (v?.n ?? 0) + 1 }));
    } catch (e) {
      setVerdict((v) => ({ ok: false, text: e instanceof Error ? e.message : String(e), n: (v?.n ?? 0) + 1 }));
    }
  };

  return (
    <Box data-testid="raw-record" data-template={template.id} data-editable={String(editable)}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
        <Typography variant="h6" sx={{ mr: 1 }}>
          {labelOf(template.name, lang)}
        </Typography>
        {/* embedded in the sheet screen (no route), whose panel names the sheet and its state already */}
        {sheet && route && <Chip size="small" variant="outlined" label={sheet.analysisNo} />}
        {sheet && route && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            data-state={sheet.status}
            label={translate(`resources.analysisSheets.enums.status.${sheet.status}`, { _: sheet.status })}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {sheet && editable && <SaveState status={status} />}
        {/* "ready to submit" only where the record can still be submitted */}
        {editable && (
          <Typography variant="body2" color={errorCount ? 'error' : 'success.main'} data-testid="error-count" data-count={errorCount}>
            {errorCount ? translate('rr.errors', { count: errorCount }) : translate('rr.ok')}
          </Typography>
        )}
        {sheet && editable && (
          <Button
            size="small"
            variant="outlined"
            data-testid="save-record"
            disabled={status.kind === 'saving'}
            onClick={() => void flush().catch(() => undefined)}
          >
            {translate('rr.save')}
          </Button>
        )}
        {sheet && editable && canImport && (
          <Button
            size="small"
            variant="outlined"
            data-testid="instrument-import-open"
            onClick={() =>
              void flush().then(
                () => setImporting(true),
                () => undefined,
              )
            }
          >
            {translate('inst.action')}
          </Button>
        )}
        {sheet && editable && (
          <Button variant="contained" size="small" disabled={errorCount > 0} data-testid="submit-record" onClick={() => setAsking(true)}>
            {translate('rr.submit')}
          </Button>
        )}
        {!sheet && (
          <Button size="small" data-testid="load-example" onClick={() => dispatch({ type: 'load', record: withTemplateKeys(template, template.example) })}>
            {translate('rr.loadExample')}
          </Button>
        )}
        {!sheet && (
          <Button
            size="small"
            data-testid="clear-record"
            onClick={() => dispatch({ type: 'load', record: withTemplateKeys(template, blankRecord(template.example)) })}
          >
            {translate('rr.clearAll')}
          </Button>
        )}
        {!sheet && (
          <Button size="small" variant="outlined" data-testid="verify-server" onClick={verify}>
            {translate('rr.verify')}
          </Button>
        )}
        {/* only once someone has signed it: a sheet not yet received or being entered has no signed record to show */}
        {sheet && template.detailRoute && !editable && !readOnly && data.signatures.length > 0 && (
          <Button size="small" component={RouterLink} to={`/analyse/${template.detailRoute}/${sheet.id}`}>
            {translate('rr.openDetail')}
          </Button>
        )}
      </Stack>
      <EntryNotices route={route} template={template} data={data} editable={editable} readOnly={readOnly} mine={mine} verdict={verdict} />
      <RecordEditor
        template={template}
        state={state}
        dispatch={guard.dispatch}
        evaluation={evaluation}
        readOnly={!editable}
        equipment={choices}
        solutions={solutionList}
        sampleRoles={sampleRoles}
        reasons={guard.reasons}
        qcPlan={data?.qcPlan}
        oxygenRefs={data?.oxygenRefs}
      />
      {/* submitting is an electronic signature; past the holding time (dueBy) the server also asks why, said here */}
      <StepDialog
        open={asking}
        title={translate('rr.submit')}
        signature
        note={translate('rr.signatureHint')}
        reason={holding}
        reasonLabel="rr.holdingReason"
        reasonHint={holding ? translate('rr.holdingHint', { due: whenText(sheet!.dueBy) }) : undefined}
        onClose={() => setAsking(false)}
        onConfirm={submit}
        testIds={{ confirm: 'submit-confirm', hint: 'holding-hint', error: 'submit-error' }}
      />
      {/* typing over an imported value: why (kept per cell), naming the file, line and value it came from; a single
          cell takes the new value as finished here, a pasted block goes in as pasted */}
      <StepDialog
        open={!!guard.held}
        title={translate('inst.change.title')}
        reason
        reasonLabel="inst.change.reason"
        reasonHint={held ? translate('inst.change.hint', { file: held.source.fileName, line: held.source.line, value: held.source.value }) : undefined}
        fields={
          held && held.action.type !== 'block' ? (
            <TextInput source="value" label="inst.change.value" validate={required()} autoFocus fullWidth helperText={false} />
          ) : undefined
        }
        defaultValues={held && held.action.type !== 'block' ? { value: held.value } : undefined}
        confirmLabel="inst.change.confirm"
        onClose={guard.cancel}
        onConfirm={(v) => guard.confirm(String(v.data?.value ?? held?.value ?? ''), v.reason ?? '')}
        testIds={{ dialog: 'change-reason', confirm: 'change-confirm' }}
      />
      {/* the draft is saved first: the import builds on the record version the server holds */}
      {importing && sheet && (
        <ImportDialog
          sheetId={sheet.id}
          template={template}
          equipment={(choices ?? []).filter((e) => !e.block)}
          onClose={() => setImporting(false)}
          onImported={reload}
        />
      )}
    </Box>
  );
}

export default EntryScreen;
