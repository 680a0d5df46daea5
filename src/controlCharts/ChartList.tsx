// The control charts (/qualityControl/control-charts): the generated list (filters by phase, control state, test item from
// the declaration) with the phase and the control state as coloured chips; a row opens the chart view
// (whose page and drawing code it preloads).
import { useEffect } from 'react';
import type { controlCharts } from '../../schemas/controlCharts/charts.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { EnumChipField } from './chips.tsx';
import { loadPlot } from './ChartPage.tsx';
import { chartPage } from './controlCharts.override.ts';

export function ChartList() {
  // the chart's page and drawing code load while the list is read, so a row opens its chart without waiting for them:
  // loaded before the click, neither suspends (a React.lazy suspends once even when loaded, and React then holds the
  // page back up to 300 ms: src/resources/lazyPreload.tsx); a cold open measured 1.2 s with two such waits
  useEffect(() => {
    void chartPage.preload();
    void loadPlot();
  }, []);
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
