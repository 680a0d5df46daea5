// The statistical QC screens' texts (issue 31) as [中文, English] pairs under `spc`: the chart view, its limits and
// steps, the corrective action's close, the QC sheet's chart verdicts and the held sheet's notice. Field and state labels
// come from the declarations (schemas/controlCharts/charts.ts). Merged into the i18nProvider by src/i18n/index.ts.
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';

const spc: PairTree = {
  chart: {
    title: ['%{chartNo} %{name}', '%{chartNo} %{name}'],
    about: ['%{parameter} · %{kind}', '%{parameter} · %{kind}'],
    noPoints: [
      '尚无控制点：质控单评价后（校准核查：原始记录提交后），其质控值落在此图上',
      'No points yet: QC values land here when their QC sheet is evaluated (calibration checks: when their raw record is submitted)',
    ],
    showSuperseded: ['显示被替代的点（%{n}）', 'Show superseded points (%{n})'],
    centre: ['中心线', 'Centre line'],
    warnHigh: ['上警告限', 'Upper warning'],
    warnLow: ['下警告限', 'Lower warning'],
    actionHigh: ['上控制限', 'Upper action'],
    actionLow: ['下控制限', 'Lower action'],
    run: ['批次序号', 'Run'],
    superseded: ['已被替代', 'Superseded'],
    tip: ['%{value} · %{date} · %{analyst} · %{source}%{sample}', '%{value} · %{date} · %{analyst} · %{source}%{sample}'],
    openHint: ['点击一个点打开其质控单或原始记录', 'Click a point to open its QC sheet or raw record'],
    points: ['%{n} / %{min} 个点', '%{n} of %{min} points'],
    pdf: ['下载 PDF', 'Download PDF'],
    xlsx: ['导出 Excel', 'Export Excel'],
  },
  limits: {
    title: ['现行控制限', 'Limits in force'],
    none: ['尚未建立控制限：建立期内的点以灰色显示', 'No limits yet: points of the establishing phase are grey'],
    version: ['第 %{n} 版', 'Version %{n}'],
    by: ['%{who}，%{when}', '%{who}, %{when}'],
    earlier: ['历史版本', 'Earlier versions'],
    rules: ['控制规则', 'Control rules'],
  },
  actions: {
    title: ['违规与纠正措施', 'Violations and corrective actions'],
    none: ['没有失控批次', 'No out-of-control run'],
  },
  step: {
    needPoints: ['控制点不足：%{n} / %{min} 个点（可改用证书值建立）', 'Too few points: %{n} of %{min} (limits can come from a certificate instead)'],
    noEdit: ['控制限由有质控图编辑权限的人员（通常为质量负责人）建立', 'Limits are set by someone allowed to edit control charts (usually QA)'],
    noDecide: ['纠正措施由有质控决定权限的人员（通常为质量负责人）签署', 'Corrective actions are signed by someone allowed to decide on QC (usually QA)'],
    source: ['控制限来源', 'Source of the limits'],
    since: ['仅用此日期及以后的点', 'Only points measured on or after'],
    sinceHint: ['留空：使用全部现行点', 'Empty: all current points'],
    certificateHint: [
      '中心线 = 标准值，s = U / k（JJF 1059.1-2012），警告限与控制限为 ±2s、±3s',
      'Centre = certified value, s = U / k (JJF 1059.1-2012); warning and action lines at ±2s and ±3s',
    ],
    closeNote: [
      '签署后：选择“重新分析”则分析单退回分析人；选择“说明理由后放行”则分析单可继续校核。',
      'Once signed: re-analysis returns the sheets to their analysts; a justified release lets their check proceed.',
    ],
  },
  ca: {
    rules: ['违反的规则', 'Rules broken'],
    rulePoints: ['%{rule}：批次 %{runs}', '%{rule}: runs %{runs}'],
    held: ['暂停放行的分析单', 'Analysis sheets held'],
    chart: ['质控图', 'Control chart'],
    openChart: ['打开质控图', 'Open the chart'],
    open: ['查看纠正措施', 'Open the corrective action'],
    heldBanner: [
      '本分析单所在批次失控，纠正措施 %{actionNo} 签署前不能校核、审核或出具报告',
      'This sheet’s run is out of control: it cannot be checked, reviewed or reported until corrective action %{actionNo} is signed',
    ],
  },
  verdict: {
    on: ['质控图 %{chartNo}：%{verdict}', 'Chart %{chartNo}: %{verdict}'],
    rules: ['（%{rules}）', ' (%{rules})'],
  },
};

const [zh, en] = split({ spc });
export const controlChartMessages: { 'zh-cn': Tree; en: Tree } = { 'zh-cn': zh, en };
