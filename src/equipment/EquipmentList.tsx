// The equipment list (/management/equipment): the generated list with the Excel import and full export, each
// instrument's calibration flag, and a banner counting those overdue or due soon.
import { useEffect, useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import { calibrations } from '../dataProvider/client/index.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { ImportExportTools } from '../resources/tools/ImportExportTools.tsx';
import { calibrationFlag, FLAG_COLOR } from './calibration.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../resources/when.tsx';

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
    calibrations
      .due()
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
      tools={<ImportExportTools base="device" importPerm="device:import" extraColumns={{ 'sys.calibration.flag': 'calibrationFlag' }} />}
      columns={[<DataTable.Col key="flag" label="sys.calibration.flag" render={() => <CalibrationChip />} />]}
    >
      <DueBanner />
    </GenericList>
  );
}
