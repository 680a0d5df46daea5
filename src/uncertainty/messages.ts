// The uncertainty records' screen texts (issue 33 items 1 and 5) as [中文, English] pairs under `unc`: the live result
// on the form, the arithmetic and the contributions chart on the page, the top-down entries filled from QC data.
// Field labels come from the declaration (schemas/uncertainty/records.ts).
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';

const unc: PairTree = {
  result: {
    title: ['评定结果（按当前输入计算）', 'Result (from the entries as typed)'],
    stored: ['评定结果', 'Result'],
    uc: ['合成标准不确定度 uc', 'Combined standard uncertainty uc'],
    ucRelative: ['相对合成标准不确定度 uc,rel', 'Relative combined standard uncertainty uc,rel'],
    U: ['扩展不确定度 U = k·uc', 'Expanded uncertainty U = k·uc'],
    URelative: ['相对扩展不确定度 Urel = U / 水平', 'Relative expanded uncertainty Urel = U / level'],
    k: ['包含因子 k', 'Coverage factor k'],
    printed: ['报告写法（CNAS-CL01-G003）', 'As a report prints it (CNAS-CL01-G003)'],
    formula: ['uc = √(Σ uᵢ²)，U = k·uc；结果在适用范围内时 U = Urel × |结果|', 'uc = √(Σ uᵢ²), U = k·uc; a result in the range is given U = Urel × |result|'],
    incomplete: ['输入不完整，暂不能计算：', 'The entries do not give a result yet:'],
    none: ['尚无评定结果', 'No result yet'],
  },
  issue: {
    notPositive: ['应为大于 0 的数值', 'must be a number greater than 0'],
    kBelowOne: ['包含因子 k 不能小于 1', 'k must be at least 1'],
    missing: ['必填', 'required'],
    notNumber: ['应为数值', 'must be a number'],
  },
  chart: {
    title: ['各分量对 uc² 的贡献', "Each component's share of uc²"],
    share: ['贡献（%）', 'Share (%)'],
    u: ['相对标准不确定度', 'Relative standard uncertainty'],
  },
  topDown: {
    charts: ['实验室内复现性 u(Rw)：质控图', 'Within-lab reproducibility u(Rw): control charts'],
    biases: ['偏倚 u(bias)：有证标准物质、能力验证', 'Bias u(bias): CRMs and proficiency testing'],
    label: ['名称', 'Name'],
    s: ['相对标准偏差（小数，如 0.025）', 'Relative standard deviation (fraction, e.g. 0.025)'],
    n: ['点数 n', 'Points n'],
    kind: ['来源', 'Source'],
    bias: ['相对偏倚（小数）', 'Relative bias (fraction)'],
    uCref: ['参考值相对标准不确定度（小数）', "Reference value's relative standard uncertainty (fraction)"],
    fill: ['从本实验室质控数据读取', "Read from the lab's QC data"],
    filling: ['正在读取…', 'Reading…'],
    pickItem: ['请先选择检测项目', 'Choose the test item first'],
    noSources: ['该检测项目没有可用的质控图或能力验证结果', 'The test item has no usable control chart or PT result'],
    filled: ['已读入 %{charts} 张质控图、%{pt} 个能力验证偏倚；请核对后保存', '%{charts} control charts and %{pt} PT biases read; check them, then save'],
    skipped: ['未读入：%{label}（%{reason}）', 'Not read: %{label} (%{reason})'],
  },
};

const [zh, en] = split({ unc });
export const uncertaintyMessages: { 'zh-cn': Tree; en: Tree } = { 'zh-cn': zh, en };
