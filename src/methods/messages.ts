// The method capability's screen texts (issue 32) as [中文, English] pairs under `cap`: the method standard's history,
// a person's authorisations and PT record, the detection-limit study computed live, the studies' results, the PT
// close and the dashboard's expiring section. Field and state labels come from the declarations (schemas/methods).
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';

const cap: PairTree = {
  standard: {
    verifications: ['方法验证记录', 'Verification history'],
    scopeLines: ['能力范围条目', 'Scope lines'],
  },
  person: {
    authorisations: ['上岗授权', 'Authorisations'],
    proficiency: ['能力验证记录', 'Proficiency-testing record'],
  },
  mdl: {
    values: ['平行测定值', 'Replicates'],
    valuesHint: ['逐个输入或从表格粘贴，以空格、逗号或换行分隔（至少 7 个）', 'Type or paste them, separated by spaces, commas or new lines (at least 7)'],
    spikeLevel: ['加标浓度', 'Spike level'],
    spikeHint: ['空白试验不填', 'Leave empty for a blank'],
    n: ['测定次数 n', 'n'],
    mean: ['平均值', 'Mean'],
    s: ['标准偏差 S', 'Std. dev. S'],
    t: ['t(n−1, 0.99)', 't(n−1, 0.99)'],
    mdl: ['检出限 MDL', 'MDL'],
    loq: ['测定下限（4×MDL）', 'LOQ (4 × MDL)'],
    ratio: ['均值/MDL', 'Mean / MDL'],
    reason: {
      meanAboveTenMdl: ['测定均值高于 10 倍检出限：样品浓度过高，须降低浓度后重新测定', 'The mean is above 10 × the MDL: lower the level and repeat the study'],
      meanBelowMdl: ['测定均值低于检出限：样品浓度过低，须提高浓度后重新测定', 'The mean is below the MDL: raise the level and repeat the study'],
      mdlAboveStandard: ['实验室检出限高于标准方法的检出限', "The lab's MDL is above the standard method's"],
      notCompared: ['未给出标准方法的检出限，未作比较', 'No standard MDL given: not compared'],
    },
    issue: {
      tooFew: ['检出限测定至少需要 7 个平行测定值（HJ 168-2020）', 'A detection-limit study needs at least 7 replicates (HJ 168-2020)'],
      notNumber: ['第 %{n} 个测定值不是数字', 'Replicate %{n} is not a number'],
      notPositive: ['标准方法检出限须大于 0', "The standard's MDL must be greater than 0"],
      noSpread: ['平行测定值全部相同，标准偏差为 0，无法计算检出限', 'All replicates are equal: S is 0 and no MDL can be computed'],
    },
  },
  study: {
    notComputed: ['保存后由服务器计算', 'Computed by the server when saved'],
    level: ['浓度水平', 'Level'],
    values: ['测定值', 'Values'],
    n: ['n', 'n'],
    mean: ['平均值', 'Mean'],
    s: ['标准偏差', 'Std. dev.'],
    rsd: ['相对标准偏差 %', 'RSD %'],
    kind: { crm: ['有证标准物质', 'Certified reference material'], spike: ['加标回收', 'Spike recovery'] },
    value: { crm: ['相对误差 %', 'Relative error %'], spike: ['平均回收率 %', 'Mean recovery %'] },
    pass: ['满足方法要求', 'Within the method’s range'],
    fail: ['不满足方法要求', 'Outside the method’s range'],
    levelHint: ['如 0.050 mg/L，或低、中、高', 'e.g. 0.050 mg/L, or low, middle, high'],
    recoveries: ['各次回收率 %', 'Recoveries %'],
    noRange: ['未给出方法要求的回收率范围，不作判定', 'No recovery range of the method given: not judged'],
    issue: {
      notNumber: ['应为数值', 'must be a number'],
      notPositive: ['应为大于 0 的数值', 'must be greater than 0'],
      tooFew: ['测定值不足（精密度每个水平至少 2 个）', 'too few values (precision: at least 2 a level)'],
      zeroMean: ['平均值为 0，无法计算相对标准偏差', 'the mean is 0: no RSD can be computed'],
      rangeOrder: ['下限应小于上限', 'the lower end must be below the upper end'],
    },
  },
  verification: {
    pdf: ['下载验证报告', 'Download the report'],
  },
  scope: {
    assessorXlsx: ['导出能力附表', 'Export the scope schedule'],
  },
  pt: {
    noGrant: ['纠正措施由具有授权权限的人员（质量负责人）签署', 'The corrective action is signed by one who may grant authorisations (QA)'],
    closeNote: ['签署后，因本次结果暂停的上岗授权随即恢复', 'Signing reinstates the authorisations this result suspended'],
  },
  dashboard: {
    expiring: ['即将到期的授权与方法验证', 'Authorisations and verifications about to expire'],
  },
};

const [zh, en] = split({ cap });
export const methodMessages: { 'zh-cn': Tree; en: Tree } = { 'zh-cn': zh, en };
