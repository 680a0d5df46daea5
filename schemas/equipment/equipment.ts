import { defineResource } from '../core/resource.ts';
import { text, int, date, dict, ref, refs, file } from '../core/fields.ts';

export const equipment = defineResource({
  name: 'equipment',
  menu: [{ route: 'management/equipment', icon: 'monitor', title: ['设备管理', 'Equipment'], sort: 0, api: ['/admin/device/'] }],
  table: 'equipment',
  labels: {
    name: ['设备 |||| 设备', 'Equipment |||| Equipment'],
    fields: {
      assetNo: ['资产编号', 'Asset no.'],
      name: ['设备名称', 'Name'],
      model: ['型号', 'Model'],
      serialNo: ['出厂编号', 'Serial no.'],
      manufacturer: ['生产厂家', 'Manufacturer'],
      location: ['放置地点', 'Location'],
      keeperId: ['保管人', 'Keeper'],
      status: ['设备状态', 'Status'],
      calibratedOn: ['上次检定/校准日期', 'Last calibrated on'],
      calibrationCycleMonths: ['检定/校准周期（月）', 'Calibration cycle (months)'],
      nextCalibrationDue: ['下次检定/校准日期', 'Next calibration due'],
      certificateNo: ['证书编号', 'Certificate no.'],
      parameterIds: ['适用检测项目', 'Test items it serves'],
    },
  },
  dicts: {
    equipment_status: {
      name: ['设备状态', 'Equipment status'],
      items: [
        ['in_service', '在用', 'In service', 'success'],
        ['maintenance', '维修', 'Maintenance', 'warning'],
        ['out_of_service', '停用', 'Out of service', 'error'],
        ['retired', '报废', 'Retired', 'default'],
      ],
    },
  },
  title: 'name',
  fields: {
    assetNo: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q' }),
    model: text(64).optional().meta({ list: true }),
    serialNo: text(64).optional(),
    manufacturer: text(128).optional(),
    location: text(128).optional().meta({ list: true }),
    keeperId: ref('employees').nullable().optional().meta({ list: true, filter: true }),
    status: dict('equipment_status').default('in_service').meta({ list: true, filter: true }),
    calibratedOn: date().optional().meta({ list: true }),
    calibrationCycleMonths: int().min(1).max(120).default(12),
    nextCalibrationDue: date().optional().meta({ list: true, filter: 'range', readOnly: true, sortable: true }),
    certificateNo: text(64).optional(),
    /** the test items (each with its method) this instrument measures: a raw record offers only instruments serving its items */
    parameterIds: refs('parameters').default([]),
  },
  access: { list: 'device:query', create: 'device:add', update: 'device:edit', delete: 'device:delete', import: 'device:import', export: 'device:query' },
});

/**
 * 检定/校准记录: one row per certificate of an instrument, kept as its history. Recording one moves the instrument's
 * last calibration, certificate and next due date (server/equipment/equipmentCalibrations.resource.ts, through the equipment's
 * own update in the same transaction) when it is the newest.
 */
export const equipmentCalibrations = defineResource({
  name: 'equipmentCalibrations',
  route: 'management/equipment',
  table: 'equipment_calibrations',
  labels: {
    name: ['检定/校准记录 |||| 检定/校准记录', 'Calibration record |||| Calibration records'],
    fields: {
      equipmentId: ['设备', 'Instrument'],
      calibratedOn: ['检定/校准日期', 'Calibrated on'],
      certificateNo: ['证书编号', 'Certificate no.'],
      agency: ['检定/校准机构', 'Calibrated by'],
      result: ['结论', 'Result'],
      conclusion: ['说明', 'Remarks'],
      nextDue: ['下次检定/校准日期', 'Next due'],
      recordedBy: ['登记人', 'Recorded by'],
      certificateFile: ['证书文件', 'Certificate file'],
    },
  },
  dicts: {
    calibration_result: {
      name: ['检定/校准结论', 'Calibration result'],
      items: [
        ['pass', '合格', 'Pass', 'success'],
        ['limited', '限用', 'Restricted use', 'warning'],
        ['fail', '不合格', 'Fail', 'error'],
      ],
    },
  },
  title: 'certificateNo',
  fields: {
    equipmentId: ref('equipment').meta({ list: true, filter: true }),
    calibratedOn: date().meta({ list: true, sortable: true }),
    certificateNo: text(64).min(1).meta({ list: true, filter: 'q' }),
    agency: text(128).min(1).meta({ list: true }),
    result: dict('calibration_result').meta({ list: true, filter: true }),
    conclusion: text(500).optional(),
    /** as the certificate states it; empty: the last date plus the instrument's cycle */
    nextDue: date().optional().meta({ list: true }),
    /** who recorded it, by name (the server's: the signed-in user) */
    recordedBy: text(64).optional().meta({ list: true, readOnly: true }),
    /** the certificate itself (PDF or image), attached once through POST …/equipmentCalibrations/{id}/certificate */
    certificateFile: file().optional().meta({ readOnly: true }),
  },
  // evidence, like the certificate itself: a wrong entry is corrected by recording the right one, never edited away
  access: { list: 'device:query', create: 'device:edit', update: false, delete: false, export: 'device:query' },
  retention: 'archive',
});
