// The accredited scope (能力附表, /capability/scope): the generated list (filters by method standard, matrix, state and
// standard-changed flag from the declaration) with the method's number and title, the test items by name, the state
// and the standard-changed flag as coloured chips; the generated export writes the same words (server/system/excel:
// referenced titles, test item names, enum labels).
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { scopeLines } from '../../schemas/methods/scope.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { raNameOf } from '../resources/names.ts';
import { chipCells } from './chips.tsx';

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

export function ScopeList() {
  return (
    <GenericList<typeof scopeLines>
      rowClick="show"
      overrides={{ methodStandardId: <StandardName />, ...chipCells('scopeLines', ['status', 'standardFlag'] as const) }}
    />
  );
}
