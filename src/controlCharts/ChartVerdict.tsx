// On the QC sheet's evaluation, an item's chart verdict beside its own (GET /admin/qc/charts/verdicts?qcSheetId=,
// asked once per sheet and shared by its rows): a chip per chart the value landed on, linking to the chart. Nothing
// for a user who may not read charts (no request that would be refused) or a value on no chart.
import { Link as RouterLink } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import { hasAuth } from '../authProvider/access.ts';
import { raNameOf } from '../resources/names.ts';
import { controlChartsApi } from '../dataProvider/client/index.ts';
import { STATE_COLOR } from './chips.tsx';

interface SheetLike {
  id: number;
  items?: Array<{ qcSampleId?: number | null }> | null;
}

export const verdictsKey = (qcSheetId: number) => ['qcChartVerdicts', qcSheetId] as const;

/** `evaluation`: a row of the sheet's stored evaluation (its item index and test item). */
export function ChartVerdict({ sheet, evaluation }: { sheet: SheetLike; evaluation: { index: number; parameterId: number } }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const may = !!permissions && hasAuth(permissions, 'qcchart:query');
  const { data } = useQuery({ queryKey: verdictsKey(sheet.id), queryFn: () => controlChartsApi.verdicts(sheet.id), enabled: may });
  const sampleId = sheet.items?.[evaluation.index]?.qcSampleId ?? null;
  const mine = (data ?? []).filter((v) => v.parameterId === evaluation.parameterId && (v.sampleId == null || sampleId == null || v.sampleId === sampleId));
  return (
    <>
      {mine.map((v) => (
        <Chip
          key={v.chartId}
          size="small"
          clickable
          component={RouterLink}
          to={`/${raNameOf('controlCharts')}/${v.chartId}/show`}
          color={STATE_COLOR[v.verdict] ?? 'default'}
          variant="outlined"
          sx={{ ml: 1 }}
          data-chart-verdict={v.verdict}
          label={
            translate('spc.verdict.on', { chartNo: v.chartNo, verdict: translate(`resources.controlPoints.enums.verdict.${v.verdict}`) }) +
            (v.rules.length ? translate('spc.verdict.rules', { rules: v.rules.join(', ') }) : '')
          }
        />
      ))}
    </>
  );
}
