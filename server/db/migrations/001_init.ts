import type { Kysely } from 'kysely';
import { createTable, createIndex } from '../columns.ts';

// A migration is frozen once landed: it names its columns itself instead of reading the (changing) schemas.
// tests/api/columns.test.ts proves every stored schema field has a column of a compatible type.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'departments', { name: 'text!', code: 'text!u', parentId: 'ref:departments', sort: 'int!', status: 'text!' });
  await createTable(db, 'roles', {
    code: 'text!u',
    name: 'text!',
    parentId: 'ref:roles',
    ruleIds: 'json!',
    halfCheckedIds: 'json!',
    dataScope: 'text!',
    sort: 'int!',
    status: 'text!',
    remark: 'text',
  });
  await createTable(db, 'users', {
    username: 'text!u',
    nickname: 'text!',
    passwordHash: 'text',
    deptId: 'ref:departments',
    roleIds: 'json!',
    gender: 'text',
    mobile: 'text',
    email: 'text',
    avatar: 'text',
    status: 'text!',
    lastLoginAt: 'datetime',
  });
  await createTable(db, 'menus', {
    parentId: 'ref:menus',
    type: 'text!',
    name: 'text',
    title: 'text!',
    path: 'text',
    icon: 'text',
    perm: 'text',
    sort: 'int!',
    hidden: 'bool!',
    keepAlive: 'bool!',
    status: 'text!',
  });
  await createTable(db, 'dicts', { dictCode: 'text!u', name: 'text!', status: 'text!', remark: 'text' });
  await createTable(db, 'dict_items', {
    dictCode: 'text!',
    value: 'text!',
    label: 'text!',
    labelEn: 'text',
    tagType: 'text!',
    sort: 'int!',
    status: 'text!',
  });
  await createIndex(db, 'dict_items', 'dictCode', 'value');
  await createTable(db, 'configs', { configKey: 'text!u', configName: 'text!', configValue: 'text!', remark: 'text' });
  await createTable(db, 'notices', {
    title: 'text!',
    content: 'text!',
    level: 'text!',
    targetType: 'text!',
    targetUserIds: 'json!',
    publishStatus: 'text!',
    publishedAt: 'datetime',
  });
  await createTable(db, 'notice_reads', { noticeId: 'ref!:notices', userId: 'ref!:users', readAt: 'datetime!' }, { system: false });
  await createTable(db, 'admin_logs', {
    userId: 'int',
    username: 'text',
    at: 'datetime!',
    ip: 'text',
    userAgent: 'text',
    method: 'text!',
    url: 'text!',
    entity: 'text!',
    entityId: 'text',
    action: 'text!',
    reason: 'text',
    before: 'json',
    after: 'json',
    prevHash: 'text!',
    hash: 'text!u',
  });
  await createIndex(db, 'admin_logs', 'entity', 'entityId');

  await createTable(db, 'clients', { name: 'text!u', creditCode: 'text', address: 'text', contact: 'text', phone: 'text', email: 'text' });
  await createTable(db, 'parameters', {
    code: 'text!u',
    name: 'text!',
    nameEn: 'text',
    matrix: 'text!',
    unit: 'text!',
    methodNo: 'text!',
    methodTitle: 'text',
    mdl: 'decimal!',
    decimals: 'int!',
    templateId: 'text',
    price: 'decimal!',
    container: 'text',
    preservative: 'text',
    holdingHours: 'int!',
    minVolumeMl: 'int',
    accredited: 'bool!',
  });
  await createTable(db, 'sampling_methods', { standardNo: 'text!u', title: 'text!', matrix: 'text!', validFrom: 'date', validTo: 'date' });
  await createTable(db, 'employee_groups', { name: 'text!u', leaderId: 'int', remark: 'text' });
  await createTable(db, 'employees', {
    employeeNo: 'text!u',
    name: 'text!',
    deptId: 'ref:departments',
    groupId: 'ref:employee_groups',
    title: 'text',
    phone: 'text',
    email: 'text',
    status: 'text!',
    userId: 'ref:users',
    signature: 'text',
    authorisedSignatory: 'bool!',
    signatoryScope: 'json!',
    qualifications: 'json!',
  });
  await createTable(db, 'equipment', {
    assetNo: 'text!u',
    name: 'text!',
    model: 'text',
    serialNo: 'text',
    manufacturer: 'text',
    location: 'text',
    keeperId: 'ref:employees',
    status: 'text!',
    calibratedOn: 'date',
    calibrationCycleMonths: 'int!',
    nextCalibrationDue: 'date',
    certificateNo: 'text',
  });
  await createIndex(db, 'equipment', 'nextCalibrationDue');
  await createTable(db, 'analforms', {
    templateId: 'text!u',
    name: 'text!',
    matrix: 'text!',
    family: 'text!',
    methodNo: 'text',
    parameterIds: 'json!',
    templateVersion: 'text!',
    active: 'bool!',
  });

  await createTable(db, 'orders', {
    orderNo: 'text!u',
    clientId: 'ref!:clients',
    projectName: 'text!',
    projectAddress: 'text',
    category: 'text!',
    samplingBy: 'text!',
    purpose: 'text',
    matrices: 'json!',
    dueDate: 'date',
    urgent: 'bool!',
    reportCopies: 'int!',
    reportDelivery: 'text',
    points: 'json!',
    discount: 'decimal!',
    quoteTotal: 'decimal',
    review: 'json',
    remarks: 'text',
    status: 'text!',
  });
  await createIndex(db, 'orders', 'status', 'id');
  await createTable(db, 'tasks', {
    taskNo: 'text!u',
    orderId: 'ref!:orders',
    kind: 'text!',
    plannedFrom: 'date',
    plannedTo: 'date',
    teamUserIds: 'json!',
    vehicles: 'text',
    fieldEquipmentIds: 'json!',
    points: 'json!',
    weather: 'text',
    airTemperature: 'decimal',
    airPressureKpa: 'decimal',
    status: 'text!',
  });
  await createTable(db, 'samples', {
    sampleNo: 'text!u',
    taskId: 'ref!:tasks',
    pointName: 'text!',
    matrix: 'text!',
    parameterIds: 'json!',
    qcType: 'text',
    sampledAt: 'datetime',
    samplerId: 'ref:users',
    container: 'text',
    preservative: 'text',
    condition: 'text',
    preservationOk: 'bool',
    receiptTemperature: 'decimal',
    receivedAt: 'datetime',
    receivedBy: 'ref:users',
    retentionUntil: 'date',
    status: 'text!',
  });
  await createTable(db, 'qc_sheets', {
    qcNo: 'text!u',
    taskId: 'ref!:tasks',
    orderId: 'ref!:orders',
    items: 'json!',
    evaluation: 'json',
    nonConformance: 'text',
    status: 'text!',
  });
  await createTable(db, 'analysis_sheets', {
    analysisNo: 'text!u',
    taskId: 'ref!:tasks',
    templateId: 'text!',
    methodNo: 'text',
    parameterIds: 'json!',
    sampleIds: 'json!',
    analystId: 'ref:users',
    checkerId: 'ref:users',
    reviewerId: 'ref:users',
    assignedBy: 'ref:users',
    assignedAt: 'datetime',
    dueBy: 'datetime',
    returnReason: 'text',
    status: 'text!',
  });
  await createIndex(db, 'analysis_sheets', 'status', 'dueBy');
  await createTable(db, 'raw_records', {
    analysisSheetId: 'ref!:analysis_sheets',
    templateId: 'text!',
    formulaVersion: 'text!',
    recordVersion: 'int!',
    header: 'json!',
    rows: 'json!',
    computed: 'json',
    equipmentIds: 'json!',
    draft: 'bool!',
  });
  await createTable(db, 'results', {
    sampleId: 'ref!:samples',
    parameterId: 'ref!:parameters',
    analysisSheetId: 'ref!:analysis_sheets',
    value: 'decimal',
    display: 'text!',
    unit: 'text!',
    belowMdl: 'bool!',
    mdl: 'decimal',
    analysedAt: 'datetime',
    status: 'text!',
  });
  await createTable(db, 'reports', {
    reportNo: 'text!u',
    orderId: 'ref!:orders',
    type: 'text!',
    title: 'text!',
    sampleIds: 'json!',
    parameterIds: 'json!',
    limitStandard: 'text',
    limits: 'json!',
    belowMdlNotation: 'text!',
    conclusion: 'text',
    notes: 'text',
    replacesReportId: 'ref:reports',
    preparedBy: 'ref:users',
    reviewedBy: 'ref:users',
    approvedBy: 'ref:users',
    issuedAt: 'datetime',
    pdfPath: 'text',
    contentHash: 'text',
    status: 'text!',
  });
  await createTable(db, 'signatures', {
    entity: 'text!',
    entityId: 'int!',
    userId: 'ref!:users',
    signerName: 'text!',
    meaning: 'text!',
    signedAt: 'datetime!',
  });
  await createIndex(db, 'signatures', 'entity', 'entityId');

  // Server-side state shared by every instance (tokens, throttling, captchas, numbering).
  await createTable(
    db,
    'auth_tokens',
    {
      tokenHash: 'text!u',
      userId: 'ref!:users',
      createdAt: 'datetime!',
      expiresAt: 'datetime!',
      revokedAt: 'datetime',
      ip: 'text',
      userAgent: 'text',
    },
    { system: false },
  );
  await createTable(db, 'login_failures', { key: 'text!u', count: 'int!', lastAt: 'datetime!' }, { system: false });
  await createTable(db, 'captchas', { captchaKey: 'text!u', codeHash: 'text!', expiresAt: 'datetime!' }, { system: false });
  await createTable(db, 'sequences', { name: 'text!u', value: 'int!' }, { system: false });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(_db: Kysely<any>): Promise<void> {
  throw new Error('001_init cannot be reverted: restore a backup instead');
}
