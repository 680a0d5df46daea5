// The control charts (/qualityControl/control-charts): the generated list (filters by phase, control state, test item from
// the declaration) with the phase and the control state as coloured chips; a row opens the chart view
// (whose drawing code it preloads).
import { useEffect } from 'react';
import type { controlCharts } from '../../schemas/controlCharts/charts.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { EnumChipField } from './chips.tsx';
import { loadPlot } from './ChartPage.tsx';

export function ChartList() {
  // the chart's drawing code loads while the list is read, so a row opens its chart without waiting for it
  useEffect(() => void loadPlot(), []);
  return (
    <GenericList<typeof controlCharts>
      rowClick="show"
      overrides={{
        status: <EnumChipField schemaName="controlCharts" field="status" />,
        controlState: <EnumChipField schemaName="controlCharts" field="controlState" />,
      }}
    />
  );
}
