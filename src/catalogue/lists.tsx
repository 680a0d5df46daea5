// Data management lists (/management/equipment, /sampling, /detect): the generated list with the legacy Excel
// import (template, preview, row errors, all-or-nothing), the full export, and for equipment the calibration flags.
import { useEffect, useState } from 'react';
import { DataTable, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import { request } from '../dataProvider/http.ts';
import { HasPerm } from '../hasPerm/index.tsx';
import { ImportButton } from '../resources/tools/ImportDialog.tsx';
import { FullExportButton } from '../resources/tools/ToolList.tsx';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { calibrationFlag, FLAG_COLOR } from '../equipment/calibration.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../resources/when.tsx';

function Tools({ base, importPerm }: { base: string; importPerm: string }) {
  const refresh = useRefresh();
  return (
    <>
      <HasPerm value={importPerm}>
        <ImportButton base={base} onDone={refresh} />
      </HasPerm>
      <FullExportButton url={`${base}/export`} extraColumns={base === 'device' ? { 'sys.calibration.flag': 'calibrationFlag' } : {}} />
    </>
  );
}

function CalibrationChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  const flag = calibrationFlag(record?.nextCalibrationDue as string | undefined, labDay(new Date(), labTimeZone()));
  return <Chip size="small" variant="outlined" color={FLAG_COLOR[flag]} label={translate(`sys.calibration.${flag}`)} data-flag={flag} />;
}

function DueBanner() {
  const translate = useTranslate();
  const [counts, setCounts] = useState<{ overdue: number; due: number } | null>(null);
  useEffect(() => {
    request<{ overdue: unknown[]; due: unknown[] }>({ url: 'device/calibration-due', silent: true })
      .then((d) => setCounts({ overdue: d.overdue.length, due: d.due.length }))
      .catch(() => undefined);
  }, []);
  if (!counts || (!counts.overdue && !counts.due)) return null;
  return (
    <Alert severity={counts.overdue ? 'error' : 'warning'} sx={{ m: 1 }} data-testid="calibration-banner">
      {translate('sys.calibration.bannerOverdue', { smart_count: counts.overdue })}
      {translate('sys.calibration.bannerSep')}
      {translate('sys.calibration.bannerDue', { smart_count: counts.due })}
    </Alert>
  );
}

export function EquipmentList() {
  return (
    <GenericList
      tools={<Tools base="device" importPerm="device:import" />}
      columns={[<DataTable.Col key="flag" label="sys.calibration.flag" render={() => <CalibrationChip />} />]}
    >
      <DueBanner />
    </GenericList>
  );
}

export const SamplingList = () => <GenericList tools={<Tools base="samplingbasis" importPerm="samplingbasis:import" />} />;
export const DetectList = () => <GenericList tools={<Tools base="testparms" importPerm="testparms:import" />} />;
