// The prepared solutions' screen texts (issue 34 item 2) as [中文, English] pairs under `prep`: the parents' pickers, the
// recipe filling the form, the computation on the page and its contributions chart. Field labels come from the
// declaration (schemas/reagents/solutions.ts).
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';

const prep: PairTree = {
  source: {
    certified: ['证书值', 'Certified value'],
    parentSolution: ['母液', 'Parent solution'],
    purity: ['纯度', 'Purity'],
    mass: ['称量', 'Mass weighed'],
    pipette: ['移取体积', 'Volume taken'],
    flask: ['定容体积', 'Made-up volume'],
  },
  distribution: {
    certified: ['证书 U/k（正态）', 'Certificate U/k (normal)'],
    parentSolution: ['母液的标准不确定度', "The parent's standard uncertainty"],
    purity: ['纯度允差，矩形分布 ÷√3', 'Purity ±, rectangular ÷√3'],
    mass: ['天平允差，矩形分布 ÷√3', 'Balance ±, rectangular ÷√3'],
    pipette: ['移液管允差，三角分布 ÷√6', 'Pipette ±, triangular ÷√6'],
    flask: ['容量瓶允差，三角分布 ÷√6', 'Flask ±, triangular ÷√6'],
  },
  chart: ['各来源对 u² 的贡献', "Each source's share of u²"],
  expired: ['已过期', 'Expired'],
  table: {
    source: ['来源', 'Source'],
    quantity: ['量值', 'Value'],
    basis: ['标准不确定度来源', 'How u was had'],
    uRelative: ['相对标准不确定度', 'Relative standard uncertainty'],
    exact: ['未给允差，按准确值计', 'No tolerance given: taken as exact'],
  },
  result: {
    title: ['计算过程', 'Computation'],
    steps: ['计算步骤', 'Steps'],
    concentration: ['浓度', 'Concentration'],
    u: ['标准不确定度 u', 'Standard uncertainty u'],
    uRelative: ['相对标准不确定度 u/c', 'Relative standard uncertainty u/c'],
    rounding: [
      'u 修约到两位有效数字，浓度修约到与 u 相同的位数（GB/T 8170-2008 数值修约规则）；悬停可见完整值',
      'u rounded to two significant figures and the concentration to the same place (GB/T 8170-2008); hover for the full value',
    ],
    model: [
      '按 EURACHEM/CITAC QUAM 示例 A1 的方法：c = m·P/V 或 c = c₀·v/V，各来源的相对标准不确定度按方和根合成',
      "In the manner of EURACHEM/CITAC QUAM Example A1: c = m·P/V or c = c₀·v/V, the sources' relative standard uncertainties combined in quadrature",
    ],
    none: ['尚未计算', 'Not computed yet'],
  },
  parents: {
    title: ['来源', 'Made from'],
    lotOption: ['%{no} · %{value} · 有效期至 %{expires} · %{status}', '%{no} · %{value} · expires %{expires} · %{status}'],
    solutionOption: ['%{no} %{name} · %{value} · 有效期至 %{expires} · %{status}', '%{no} %{name} · %{value} · expires %{expires} · %{status}'],
    noValue: ['无标准值', 'no certified value'],
    purity: ['纯度 %{purity}', 'purity %{purity}'],
    pickHint: ['配方要求：%{what}；请选择实际使用的批次或母液', 'The recipe asks for %{what}: pick the lot or solution actually used'],
  },
  recipe: {
    fill: ['按配方填写', 'Fill from the recipe'],
    filled: [
      '已按配方“%{name}”填写；请为每个来源选择实际使用的批次或母液后保存',
      'Filled from recipe "%{name}": pick the lot or solution actually used for each parent, then save',
    ],
    save: ['另存为配方', 'Save as recipe'],
    noRecipe: ['母液 %{no} 不是按配方配制的，无法写入配方；请先为它保存配方', 'Parent solution %{no} was not made by a recipe: save a recipe for it first'],
    list: ['配方', 'Recipes'],
  },
};

const [zh, en] = split({ prep });
export const solutionMessages: { 'zh-cn': Tree; en: Tree } = { 'zh-cn': zh, en };
