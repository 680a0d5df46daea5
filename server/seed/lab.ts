import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import { seedInsert, type Rec } from './insert.ts';
import { seedBusiness } from './business.ts';
import { seedStaff } from './staff.ts';
import { demoPeople } from './people.ts';
import { seedScopeReport } from './scopeReport.ts';
import { seedDecisionReports } from './decisionReports.ts';
import { seedScope, seedScopeOrder } from './scope.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

// code, name, nameEn, matrix, unit, method, title, MDL, decimals, template, price, container, preservative, holding hours.
// Each template is the manifest's template for the parameter's method standard and matrix (the title is the
// template's); tests/api/catalogue.test.ts keeps it so.
const PARAMETERS: Array<[string, string, string, string, string, string, string, string, number, string, string, string, string, number]> = [
  ['W-PH', 'pH值', 'pH', 'water', '无量纲', 'HJ 1147-2020', '水质 pH值的测定 电极法', '0.01', 1, 'water-tmpl37', '20', 'pe', '—', 2],
  [
    'W-DO',
    '溶解氧',
    'Dissolved oxygen',
    'water',
    'mg/L',
    'GB 7489-87',
    '水质 溶解氧的测定 碘量法',
    '0.2',
    1,
    'water-tmpl39',
    '40',
    'glass',
    '硫酸锰+碱性碘化钾固定',
    24,
  ],
  [
    'W-COD',
    '化学需氧量',
    'COD',
    'wastewater',
    'mg/L',
    'HJ 828-2017',
    '水质 化学需氧量的测定 重铬酸盐法',
    '4',
    0,
    'water-tmpl44',
    '80',
    'glass',
    'H2SO4 至 pH≤2',
    48,
  ],
  [
    'W-NH3N',
    '氨氮',
    'Ammonia nitrogen',
    'water',
    'mg/L',
    'HJ 535-2009',
    '水质 氨氮的测定 纳氏试剂分光光度法',
    '0.025',
    3,
    'water-tmpl47',
    '60',
    'pe',
    'H2SO4 至 pH≤2',
    24,
  ],
  [
    'W-TP',
    '总磷',
    'Total phosphorus',
    'water',
    'mg/L',
    'GB 11893-89',
    '水质 总磷的测定 钼酸铵分光光度法',
    '0.01',
    2,
    'water-tmpl49',
    '60',
    'glass',
    'H2SO4 至 pH≤1',
    24,
  ],
  ['W-SS', '悬浮物', 'Suspended solids', 'wastewater', 'mg/L', 'GB 11901-89', '水质 悬浮物的测定 重量法', '4', 0, 'water-tmpl43', '50', 'pe', '—', 168],
  [
    'W-BOD',
    '五日生化需氧量',
    'BOD5',
    'wastewater',
    'mg/L',
    'HJ 505-2009',
    '水质 五日生化需氧量(BOD5)的测定 稀释与接种法',
    '0.5',
    1,
    'water-tmpl46',
    '120',
    'glass',
    '冷藏 0~4 ℃',
    12,
  ],
  [
    'W-PB',
    '铅',
    'Lead',
    'water',
    'μg/L',
    'HJ 700-2014',
    '水质 65种元素的测定 电感耦合等离子体质谱法',
    '0.09',
    2,
    'water-tmpl61',
    '90',
    'pe',
    'HNO3 至 pH≤2',
    4320,
  ],
  ['S-MOIST', '干物质', 'Dry matter', 'soil', '%', 'HJ 613-2011', '土壤 干物质和水分的测定 重量法', '0.1', 1, 'soil-tmpl82', '30', 'brown_glass', '冷藏', 168],
  ['S-PH', '土壤pH', 'Soil pH', 'soil', '无量纲', 'HJ 962-2018', '土壤 pH值的测定 电位法', '0.01', 2, 'soil-tmpl83', '30', 'brown_glass', '—', 720],
  [
    'G-PM',
    '颗粒物',
    'Particulate matter',
    'stack_gas',
    'mg/m³',
    'HJ 836-2017',
    '固定污染源废气 低浓度颗粒物的测定 重量法',
    '1.0',
    1,
    'air-tmpl69',
    '150',
    'filter',
    '—',
    720,
  ],
  [
    'SW-FP',
    '闪点',
    'Flash point',
    'solid_waste',
    '℃',
    'GB/T 261-2021',
    '闪点的测定 宾斯基-马丁闭口杯法',
    '0.5',
    1,
    'gufei-tmpl104',
    '200',
    'glass',
    '密封',
    168,
  ],
];

/** Master data and a few business records so that every screen opens onto something real. */
export async function seedLab(app: AppServices, tx: Tx, ctx: { users: Record<string, number>; depts: Record<string, number> }) {
  const ins = (name: string, data: Rec, system?: Rec) => seedInsert(app, tx, name, data, system);
  const params: Record<string, number> = {};
  for (const [code, name, nameEn, matrix, unit, methodNo, methodTitle, mdl, decimals, templateId, price, container, preservative, holdingHours] of PARAMETERS) {
    params[code] = (
      await ins('parameters', {
        code,
        name,
        nameEn,
        matrix,
        unit,
        methodNo,
        methodTitle,
        mdl,
        decimals,
        templateId,
        price,
        container,
        preservative,
        holdingHours,
        minVolumeMl: 500,
      })
    ).id as number;
  }
  for (const [standardNo, title, matrix] of [
    ['HJ 91.1-2019', '污水监测技术规范', 'wastewater'],
    ['HJ/T 164-2020', '地下水环境监测技术规范', 'water'],
    ['HJ/T 166-2004', '土壤环境监测技术规范', 'soil'],
    ['HJ/T 397-2007', '固定源废气监测技术规范', 'stack_gas'],
    ['HJ 194-2017', '环境空气质量手工监测技术规范', 'ambient_air'],
    ['HJ/T 20-1998', '工业固体废物采样制样技术规范', 'solid_waste'],
  ])
    await ins('samplingMethods', { standardNo, title, matrix, validFrom: '2020-01-01' });

  const group = await ins('employeeGroups', { name: '理化分析组', remark: '常规理化项目' });
  const emp = (no: string, name: string, user: string, extra: Rec = {}) =>
    ins('employees', {
      employeeNo: no,
      name,
      userId: ctx.users[user],
      deptId: ctx.depts.CHEM,
      groupId: group.id,
      title: '工程师',
      status: 'active',
      ...extra,
    });
  const qualified = (ids: number[], until: string) => ids.map((parameterId) => ({ parameterId, certificateNo: `SG-${parameterId}`, validUntil: until }));
  const analyst = await emp('E001', '张分析', 'analyst', { qualifications: qualified(Object.values(params), day(365)) });
  await emp('E002', '赵校核', 'checker', { qualifications: qualified([params['W-COD'], params['W-NH3N']], day(-10)) });
  await emp('E003', '钱审核', 'reviewer', { title: '高级工程师' });
  await emp('E004', '吴签字', 'signatory', { title: '高级工程师', authorisedSignatory: true, signatoryScope: ['water', 'wastewater', 'soil', 'stack_gas'] });
  await emp('E005', '冯设备', 'equipment', { deptId: ctx.depts.QA });
  // no qualification of the old kind: the register (server/seed/staff.ts) alone says what he may do
  await emp('E006', '孙见习', 'trainee', { title: '助理工程师' });

  // what each instrument measures (the record's picker offers only these): the spectrophotometer the photometric
  // methods, the balance the gravimetric ones, the pH meters pH (the bench one overdue: the portable one is used), the
  // ICP-MS lead (one of two under repair), the DO meter and the incubator BOD5 (HJ 505's dissolved oxygen by probe), the titrator the titrations
  // (COD HJ 828, DO GB 7489 iodometric), the Pensky-Martens tester flash point (GB/T 261)
  for (const [assetNo, name, model, status, calibratedOn, months, serves] of [
    ['EQ-001', '紫外可见分光光度计', 'UV-1800', 'in_service', day(-300), 12, ['W-NH3N', 'W-TP']],
    ['EQ-002', '电子天平', 'XS205', 'in_service', day(-350), 12, ['W-SS', 'S-MOIST', 'G-PM']],
    ['EQ-003', 'pH计', 'PHS-3C', 'in_service', day(-400), 12, ['W-PH', 'S-PH']],
    ['EQ-004', '电感耦合等离子体质谱仪', 'NexION 350', 'maintenance', day(-100), 12, ['W-PB']],
    ['EQ-005', '溶解氧测定仪', 'JPSJ-605F', 'in_service', day(-20), 6, ['W-BOD']],
    ['EQ-006', '生化培养箱', 'SPX-250', 'out_of_service', day(-500), 12, ['W-BOD']],
    ['EQ-007', '便携式pH计', 'PHBJ-260', 'in_service', day(-60), 12, ['W-PH', 'S-PH']],
    ['EQ-008', '自动电位滴定仪', 'ZDJ-4B', 'in_service', day(-120), 12, ['W-COD', 'W-DO']],
    ['EQ-009', '闭口闪点测定仪', 'SYD-261', 'in_service', day(-200), 12, ['SW-FP']],
    ['EQ-010', '电感耦合等离子体质谱仪', 'Agilent 7900', 'in_service', day(-150), 12, ['W-PB']],
  ] as const) {
    const eq = await ins('equipment', {
      assetNo,
      name,
      model,
      status,
      calibratedOn,
      calibrationCycleMonths: months,
      keeperId: analyst.id,
      location: '理化分析室',
      manufacturer: '—',
      certificateNo: `JZ-${assetNo}`,
      parameterIds: serves.map((c) => params[c]).filter(Boolean),
    });
    // its last certificate, as the calibration history holds it (recording it keeps the instrument's dates as above)
    await ins(
      'equipmentCalibrations',
      {
        equipmentId: eq.id,
        calibratedOn,
        certificateNo: `JZ-${assetNo}`,
        agency: '江苏省计量科学研究院',
        result: 'pass',
      },
      { recordedBy: '冯设备' }, // the demo's equipment manager recorded it
    );
  }

  const client = await ins('clients', {
    name: '江南化工有限公司',
    creditCode: '91320000MA1XXXXX1U',
    address: '江苏省南京市化工园区 1 号',
    contact: '陈工',
    phone: '025-5555 0101',
    email: 'env@jnchem.example',
  });
  await ins('clients', { name: '青山污水处理厂', creditCode: '91320000MA1XXXXX2Y', address: '南京市青山路 88 号', contact: '刘厂长', phone: '025-5555 0202' });
  const point = (name: string, matrix: string, codes: string[]) => ({ name, matrix, days: 1, timesPerDay: 1, parameterIds: codes.map((c) => params[c]) });
  const orderBase = {
    clientId: client.id,
    category: 'commissioned',
    samplingBy: 'lab',
    purpose: '排污许可自行监测',
    matrices: ['wastewater'],
    reportCopies: 2,
    reportDelivery: 'pickup',
    discount: '0.9',
  };
  await ins('orders', {
    ...orderBase,
    projectName: '2026年第四季度废水例行监测（草稿）',
    points: [point('总排口', 'wastewater', ['W-COD', 'W-NH3N', 'W-SS'])],
  });
  await ins(
    'orders',
    { ...orderBase, projectName: '厂界土壤例行监测', matrices: ['soil'], points: [point('厂界东 S1', 'soil', ['S-MOIST', 'S-PH'])] },
    { status: 'submitted' },
  );
  const running = await ins(
    'orders',
    {
      ...orderBase,
      projectName: '2026年第三季度废水例行监测',
      dueDate: day(10),
      points: [point('总排口', 'wastewater', ['W-COD', 'W-NH3N', 'W-PH']), point('雨水排口', 'wastewater', ['W-COD', 'W-SS'])],
    },
    {
      status: 'in_progress',
      review: {
        capability: true,
        method: true,
        subcontract: false,
        clientConsent: false,
        turnaroundDays: 10,
        outcome: 'pass',
        reviewer: '周主任',
        reviewedAt: day(-5),
      },
    },
  );
  const task = await ins(
    'tasks',
    {
      orderId: running.id,
      plannedFrom: day(-3),
      plannedTo: day(-3),
      teamUserIds: [ctx.users.sampler],
      points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [params['W-COD'], params['W-NH3N'], params['W-PH']] }],
      weather: '晴',
      airTemperature: '18.5',
      airPressureKpa: '101.2',
    },
    { status: 'received' },
  );
  const sampledAt = new Date(Date.now() - 3 * 86400_000).toISOString();
  for (let i = 0; i < 3; i++) {
    await ins(
      'samples',
      {
        taskId: task.id,
        pointName: '总排口',
        matrix: 'wastewater',
        parameterIds: [params['W-COD'], params['W-NH3N'], params['W-PH']],
        sampledAt,
        samplerId: ctx.users.sampler,
        container: '玻璃瓶',
        preservative: 'H2SO4',
        condition: '完好、无泄漏',
        preservationOk: true,
        receiptTemperature: '3.8',
        receivedAt: new Date(Date.now() - 2.9 * 86400_000).toISOString(),
        receivedBy: ctx.users.sampler,
      },
      { status: 'received' },
    );
  }
  // the accredited scope (issue 32) before the demo's reports are issued: they print the CMA mark by it
  await seedScope(app, tx);
  await seedStaff(app, tx, params, (await demoPeople(app, tx, ctx.users))('qa'));
  await seedBusiness(app, tx, { users: ctx.users, params });
  await seedScopeOrder(app, tx);
  await seedScopeReport(app, tx, ctx.users);
  await seedDecisionReports(app, tx, ctx.users);
  await ins(
    'notices',
    {
      title: '关于开展2026年度能力验证的通知',
      content: '<p>各室请于 <b>12 月 15 日</b> 前完成能力验证样品的分析并提交原始记录。</p>',
      level: 'medium',
      targetType: 'all',
    },
    { publishStatus: 'published', publishedAt: new Date().toISOString() },
  );
}
