// Coloured chips for the method capability's states and verdicts (labels from the declarations, never codes): a scope
// line's state and its standard-changed flag, a verification's verdict and status, an authorisation's state, a
// proficiency-testing verdict. One colour table, so the lists, the pages and the employee's section say a state alike.
import { useRecordContext, useTranslate } from 'react-admin';
import Chip, { type ChipProps } from '@mui/material/Chip';

type Color = NonNullable<ChipProps['color']>;

const COLOR: Record<string, Color> = {
  // scope lines
  verifying: 'info',
  verified: 'primary',
  in_scope: 'success',
  suspended: 'warning',
  withdrawn: 'error',
  superseded: 'warning',
  // verifications
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  pass: 'success',
  redo: 'warning',
  fail: 'error',
  // authorisations
  granted: 'success',
  revoked: 'default',
  // PT
  satisfactory: 'success',
  questionable: 'warning',
  unsatisfactory: 'error',
  recorded: 'default',
  action_required: 'error',
  action_closed: 'success',
  current: 'success',
};

export function StateChip({ schemaName, field, value }: { schemaName: string; field: string; value?: string | null }) {
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Chip
      size="small"
      color={COLOR[value] ?? 'default'}
      variant={value === 'draft' || value === 'recorded' ? 'outlined' : 'filled'}
      data-state={value}
      label={translate(`resources.${schemaName}.enums.${field}.${value}`, { _: value })}
    />
  );
}

/** The same chip as a list or show cell: the value of `field` of the record in context. */
export function StateChipField({ schemaName, field }: { schemaName: string; field: string; source?: string; label?: string }) {
  const record = useRecordContext();
  return <StateChip schemaName={schemaName} field={field} value={record?.[field] as string | undefined} />;
}

/** The cells of a resource's chip fields, for GenericList/GenericShow overrides. */
export const chipCells = <F extends string>(schemaName: string, fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, <StateChipField key={f} schemaName={schemaName} field={f} source={f} />])) as Record<F, React.ReactElement>;
