// What the raw-record entry screen says about the record beside the grid: its save state, and the notices above the
// grid (try mode, the server's verdict on a try, a generic or another template, an older template version, why the
// record is read-only, why the sheet was returned).
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { templateById } from '../../../schemas/templates/index.ts';
import type { TemplateDef } from '../../../schemas/templates/types.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { when as whenText } from '../../resources/when.tsx';
import { langOf } from './RecordEditor.tsx';
import { labelOf } from './format.ts';
import type { SheetData } from './sheet.ts';
import type { SaveStatus } from './useAutosave.ts';

/** The server's verdict on a try-mode record (verifyOnServer), `n` counting the tries */
export interface Verdict {
  ok: boolean;
  text: string;
  n: number;
}

export function EntryNotices({
  route,
  template,
  data,
  editable,
  readOnly,
  mine,
  verdict,
}: {
  route?: string;
  template: TemplateDef;
  data: SheetData | null;
  editable: boolean;
  readOnly?: boolean;
  /** the sheet is the signed-in person's */
  mine: boolean;
  verdict: Verdict | null;
}) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const lang = langOf(locale);
  const sheet = data?.sheet;
  return (
    <>
      {!sheet && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {translate('rr.tryMode')}
        </Alert>
      )}
      {verdict && (
        <Alert severity={verdict.ok ? 'success' : 'error'} sx={{ mb: 1.5 }} data-testid="verify-result" data-ok={String(verdict.ok)} data-n={verdict.n}>
          {verdict.text}
        </Alert>
      )}
      {data?.generic && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {translate('rr.genericTemplate')}
        </Alert>
      )}
      {data && route && !data.generic && template.route !== route && template.detailRoute !== route && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {translate('rr.otherTemplate', { name: labelOf(template.name, lang) })}
        </Alert>
      )}
      {sheet && !data?.generic && template.version < (templateById(template.id)?.version ?? template.version) && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="older-template-version">
          {translate('rr.olderVersion', { version: template.version, current: templateById(template.id)?.version })}
        </Alert>
      )}
      {sheet && !editable && !readOnly && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="read-only-why">
          {!mine
            ? sheet.analystId
              ? translate('rr.notMine', { analyst: data?.people.analyst ?? '' })
              : translate('rr.noAnalyst')
            : translate(sheet.status === 'issued' ? 'rr.receiveFirst' : 'rr.readOnly')}
        </Alert>
      )}
      {sheet?.returnReason && editable && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {sheet.returnReason}
        </Alert>
      )}
    </>
  );
}

/** Where the draft's autosave stands (saving, saved at, unsaved, failed with the server's message). */
export function SaveState({ status }: { status: SaveStatus }) {
  const translate = useTranslate();
  const text =
    status.kind === 'saving'
      ? translate('rr.saving')
      : status.kind === 'saved'
        ? translate('rr.saved', { time: whenText(status.at, 'second').slice(-8) })
        : status.kind === 'dirty'
          ? translate('rr.unsaved')
          : status.kind === 'failed'
            ? translate('rr.saveFailed', { message: translate(status.message, { _: status.message }) })
            : '';
  return (
    <Typography variant="body2" color={status.kind === 'failed' ? 'error' : 'text.secondary'} data-testid="save-state" data-save={status.kind}>
      {text}
    </Typography>
  );
}
