// The raw-record screens' messages: their own `rr.*` texts as [中文, English] pairs, the calculation engine's keys
// (calc.*, flat, from schemas/templates/messages.ts) and a tab title per raw-record route (menu.analyse.{route}).
// Merged into the i18nProvider by src/i18n/index.ts.
import { calcMessages } from '../../../schemas/templates/messages.ts';
import { equipmentBlockWords } from '../../../schemas/core/calibration.ts';
import { solutionBlockWords } from '../../../schemas/reagents/uses.ts';
import { split, type PairTree, type Tree } from '../../../schemas/i18n/pairs.ts';
import { ROUTE_INDEX } from './routeIndex.ts';

const rr: PairTree = {
  sample: ['样品编号', 'Sample'],
  parameter: ['项目', 'Parameter'],
  qcBeside: ['质控', 'QC'],
  method: ['检测方法', 'Method'],
  header: ['记录信息', 'Record header'],
  instruments: ['仪器设备', 'Instruments'],
  instrumentsHint: [
    '可选在用、在检定/校准有效期内且适用于本记录检测项目的设备；其余设备灰显并注明原因',
    "In service, within calibration and serving this record's items; the others are greyed out with the reason",
  ],
  noInstruments: ['没有适用于本记录且可用的设备', 'No usable instrument serves this record'],
  // why an instrument is greyed out in the picker (schemas/core/calibration.ts equipmentBlock, the server's rule)
  equipmentBlock: { ...equipmentBlockWords },
  noEquipmentAccess: [
    '仪器只能从设备台账中选择（需要设备查询权限）',
    'Instruments are chosen from the equipment register (needs the equipment query permission)',
  ],
  calibrationDue: ['校准有效期至 %{date}', 'calibrated until %{date}'],
  // the solutions a record names (issue 34): why one is greyed out (schemas/reagents/uses.ts, the server's rule)
  solutions: {
    title: ['使用的标准溶液', 'Solutions used'],
    hint: [
      '可选已批准、未用完且在分析日期仍有效、适用于本记录检测项目的溶液；其余溶液灰显并注明原因',
      "Approved, not used up, valid on the analysis date and prepared for this record's items; the others are greyed out with the reason",
    ],
    keptHint: ['本版本记录使用的溶液', 'The solutions this version of the record used'],
    noAccess: ['溶液只能从配制记录中选择（需要试剂查询权限）', 'Solutions are chosen from the preparation records (needs the reagent query permission)'],
    none: ['（未选择）', '(none)'],
    open: ['查看溶液 %{no}', 'Open solution %{no}'],
    block: { ...solutionBlockWords, otherItem: ['为其他检测项目配制', 'prepared for another test item'] },
  },
  holdingHint: [
    '样品已超过保存时限（最迟分析时间 %{due}）：请填写超期原因，它随提交记入审计日志并在报告中注明。',
    'The samples are past their holding time (due by %{due}): give the reason; it is kept with the submission and printed on the report.',
  ],
  holdingReason: ['超期原因', 'Reason past the holding time'],
  curve: ['校准曲线', 'Calibration curve'],
  curvePoints: ['标准系列', 'Standard series'],
  curvePlot: ['曲线图', 'Curve plot'],
  addPoint: ['添加点', 'Add point'],
  removePoint: ['删除最后一点', 'Remove last point'],
  curveFit: ['拟合', 'Fit'],
  curveNotFitted: ['尚未拟合', 'Not fitted yet'],
  fullValue: ['全数值：%{value}', 'Full value: %{value}'],
  judgement: ['%{verdict}（%{rule}，%{basis}）', '%{verdict} (%{rule}, %{basis})'],
  decisionRules: ['判定规则：', 'Decision rules: '],
  decisionRule: ['%{result} — %{rule}，%{basis}', '%{result}: %{rule}, %{basis}'],
  grid: ['原始数据', 'Raw data'],
  gridHint: ['方向键、Tab、回车移动；可从 Excel 粘贴整块数据', 'Arrows, Tab and Enter move; paste a block of cells from Excel'],
  addRow: ['增加一行', 'Add a row'],
  removeRow: ['删除该行', 'Remove this row'],
  results: ['结果', 'Results'],
  qc: ['质控评价', 'QC evaluations'],
  qcNone: ['本记录没有质控项', 'No QC in this record'],
  qcInputs: ['质控数据', 'QC data'],
  spikeAdded: ['加标量', 'Amount added'],
  crmCertified: ['标准值±不确定度', 'Certified value ± range'],
  fromPlan: ['来自质控计划 %{no}，在质控计划中修改', 'From QC plan %{no}; changed in the QC plan'],
  oxygenRefFrom: ['取自 %{standard} %{class}，在委托单的采样点中修改', "From %{standard} %{class}; changed on the order's point"],
  oxygenRefEntered: ['采样点执行的标准未给出基准含氧量：由分析人员录入', "The point's standard gives no reference O₂: entered by the analyst"],
  ccvExpected: ['核查点标准值', 'Check standard'],
  ccvMeasured: ['核查点测定值', 'Check measured'],
  addCcv: ['添加校准核查', 'Add a calibration check'],
  errors: ['%{count} 处数据有误，修正后才能提交', '%{count} problem to fix before submitting |||| %{count} problems to fix before submitting'],
  recordErrors: ['记录级问题', 'Record problems'],
  ok: ['数据完整，可以提交', 'Complete: ready to submit'],
  save: ['保存草稿', 'Save draft'],
  saving: ['正在保存…', 'Saving…'],
  saved: ['已自动保存 %{time}', 'Saved automatically at %{time}'],
  unsaved: ['有未保存的修改', 'Unsaved changes'],
  saveFailed: ['保存失败：%{message}', 'Save failed: %{message}'],
  submit: ['提交', 'Submit'],
  submitted: ['已提交', 'Submitted'],
  signatureHint: ['提交即以本人身份签名，服务器将重新计算并核对结果', 'Submitting signs the record as you; the server recomputes and checks every result'],
  tryMode: ['试算模式：用已知数值试用本模板，不保存任何数据', 'Try mode: try this template on known values; nothing is saved'],
  loadExample: ['载入示例数据', 'Load the worked example'],
  clearAll: ['清空数据', 'Clear all values'],
  verify: ['服务器核算', 'Check on the server'],
  verifyOk: ['服务器核算结果一致（%{count} 个结果）', 'The server computes the same (%{count} result) |||| The server computes the same (%{count} results)'],
  verifyDiff: ['服务器核算结果不一致：%{cells}', 'The server computes differently: %{cells}'],
  readOnly: ['只读：该分析单当前状态不可编辑', 'Read-only: this sheet cannot be edited in its current state'],
  // a checker or reviewer reads the record; only the sheet's analyst enters it (and, after a return, corrects it)
  notMine: ['只读：原始记录由本分析单的分析员%{analyst}录入', "Read-only: the raw record is entered by the sheet's analyst, %{analyst}"],
  noAnalyst: ['只读：该分析单尚未分配分析员', 'Read-only: no analyst is assigned to this sheet yet'],
  genericTemplate: ['该分析单的项目与模板不匹配，使用通用读数模板', "The sheet's parameters do not match a template: a generic reading template is used"],
  otherTemplate: ['该分析单使用模板“%{name}”', 'This sheet uses the template "%{name}"'],
  // a record started before its template was revised keeps the version it was started on (manifest/revisions.ts)
  olderVersion: [
    '本记录按开始录入时的模板第 %{version} 版计算；该模板现为第 %{current} 版（新增的输入项用于此后新建的记录）',
    'This record is computed by version %{version} of its template, the one it was started on; the template is now version %{current} (its added inputs are for records started since)',
  ],
  notFound: ['没有此原始记录模板', 'No such raw-record template'],
  loadFailed: ['加载失败', 'Could not load'],
  openDetail: ['查看已签名记录', 'View the signed record'],
  openSheet: ['打开分析单（接收、校核、审核）', 'Open the sheet (receive, check, review)'],
  receiveFirst: ['请先接收该分析单，再录入原始记录', 'Receive this sheet first, then enter its raw record'],
  otherDetail: ['分析单 %{no} 使用模板“%{name}”，不是本页的模板', "Sheet %{no} uses the template “%{name}”, not this page's"],
  openOwn: ['按其模板打开', 'Open it with its template'],
  detail: {
    title: ['原始记录（只读）', 'Raw record (read-only)'],
    versions: ['版本历史', 'Version history'],
    version: ['第 %{n} 版', 'Version %{n}'],
    draft: ['草稿', 'Draft'],
    final: ['已提交', 'Submitted'],
    current: ['当前', 'current'],
    signatures: ['签名', 'Signatures'],
    noSignature: ['尚无签名', 'Not signed yet'],
    noRecord: ['该分析单尚无原始记录', 'This sheet has no raw record yet'],
    signOff: ['检验 / 校核 / 审核', 'Analysed / Checked / Reviewed'],
    meaning: { submit: ['检验', 'Analysed'], check: ['校核', 'Checked'], review: ['审核', 'Reviewed'] },
  },
};

/** calc.* keys use polyglot's %{name} already; our locale names are lower-case. */
const calc = { 'zh-cn': calcMessages['zh-CN'], en: calcMessages.en } as const;

function titles(i: 2 | 3): Tree {
  const out: Tree = {};
  for (const row of ROUTE_INDEX) {
    out[`menu.analyse.${row[0]}`] = row[i];
    if (row[1]) out[`menu.analyse.${row[1]}`] = `${row[i]}${i === 2 ? '（只读）' : ' (read-only)'}`;
  }
  return out;
}

const [zh, en] = split(rr);
export const rawRecordMessages: { 'zh-cn': Tree; en: Tree } = {
  'zh-cn': { ...calc['zh-cn'], ...titles(2), rr: zh },
  en: { ...calc.en, ...titles(3), rr: en },
};
