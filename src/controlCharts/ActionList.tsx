// The corrective actions (/qualityControl/corrective-actions): the generated list with the status as a coloured chip.
import type { correctiveActions } from '../../schemas/controlCharts/charts.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { EnumChipField } from './chips.tsx';

export function ActionList() {
  return <GenericList<typeof correctiveActions> rowClick="show" overrides={{ status: <EnumChipField schemaName="correctiveActions" field="status" /> }} />;
}
