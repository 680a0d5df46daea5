// Coloured chips for the statistical QC states (labels from the declarations, never codes): a chart's phase and
// control state, a point's verdict, a corrective action's status. One colour table, so the list, the chart view, the
// QC sheet and the corrective actions say a state the same way.
import { useRecordContext, useTranslate } from 'react-admin';
import Chip, { type ChipProps } from '@mui/material/Chip';

type Color = NonNullable<ChipProps['color']>;

export const STATE_COLOR: Record<string, Color> = {
  establishing: 'default',
  in_use: 'primary',
  retired: 'default',
  in_control: 'success',
  warning: 'warning',
  out_of_control: 'error',
  reject: 'error',
  open: 'error',
  closed: 'success',
};

/** The chart's marker colours by verdict (establishing grey, in control green, warning amber, reject red). */
export const VERDICT_FILL: Record<string, string> = {
  establishing: '#9e9e9e',
  in_control: '#2e7d32',
  warning: '#ed9c02',
  reject: '#d32f2f',
};

/** a superseded value: faint, and apart from the establishing grey */
export const SUPERSEDED_FILL = '#c5cae9';

export function EnumChip({ schemaName, field, value }: { schemaName: string; field: string; value?: string | null }) {
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Chip
      size="small"
      color={STATE_COLOR[value] ?? 'default'}
      variant={value === 'retired' ? 'outlined' : 'filled'}
      data-state={value}
      label={translate(`resources.${schemaName}.enums.${field}.${value}`, { _: value })}
    />
  );
}

/** The same chip as a list cell: the value of `field` of the row's record. */
export function EnumChipField({ schemaName, field }: { schemaName: string; field: string; source?: string }) {
  const record = useRecordContext();
  return <EnumChip schemaName={schemaName} field={field} value={record?.[field] as string | undefined} />;
}
