// The accredited scope (能力附表, /capability/scope): the generated list (filters by method standard, matrix, state and
// standard-changed flag from the declaration) with the method's number and title, the test items by name, the state
// and the standard-changed flag as coloured chips; the generated export writes the same words (server/system/excel:
// referenced titles, test item names, enum labels), and the assessor's schedule (能力附表) is the same lines in the
// layout an assessor reads (server/methods/scopeWorkbook.ts).
import { useState } from 'react';
import { ReferenceField, TextField, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TableViewIcon from '@mui/icons-material/TableView';
import type { scopeLines } from '../../schemas/methods/scope.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { raNameOf } from '../resources/names.ts';
import { chipCells } from './chips.tsx';
import { ServerExportButton } from '../resources/ExportButton.tsx';
import { pageQuery } from '../dataProvider/index.ts';
import { methodsApi } from '../dataProvider/client/methods.ts';

/** "HJ 535-2009 水质 氨氮的测定 纳氏试剂分光光度法": the standard's number and title, as the assessor's table names it. */
export function StandardName(_: { source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record?.methodStandardId) return null;
  return (
    <ReferenceField source="methodStandardId" reference={raNameOf('methodStandards')} link="show" emptyText="">
      <StandardText />
    </ReferenceField>
  );
}

function StandardText() {
  const s = useRecordContext();
  if (!s) return null;
  return (
    <Typography component="span" variant="body2" data-testid="standard-name">
      <TextField source="standardNo" /> {String(s.title ?? '')}
    </Typography>
  );
}

/** The lines the list's filters select, as the schedule an assessor reads (GET /admin/methods/scope/xlsx). */
function AssessorExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<TableViewIcon />}
      disabled={busy || !total}
      data-testid="scope-assessor-xlsx"
      onClick={async () => {
        setBusy(true);
        try {
          const { pageNum: _p, pageSize: _s, ...query } = pageQuery({ filter: filterValues, sort });
          await methodsApi.scopeXlsx(query);
        } catch (err) {
          notify((err as Error).message, { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate('cap.scope.assessorXlsx')}
    </Button>
  );
}

export function ScopeList() {
  return (
    <GenericList<typeof scopeLines>
      rowClick="show"
      tools={
        <>
          <ServerExportButton />
          <AssessorExportButton />
        </>
      }
      overrides={{ methodStandardId: <StandardName />, ...chipCells('scopeLines', ['status', 'standardFlag'] as const) }}
    />
  );
}
