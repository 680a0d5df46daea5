// The traceability screens' texts (issue 34 item 4) as [中文, English] pairs under `trace`. Field and state labels
// come from the declarations (schemas/reagents/*). Merged into the i18nProvider by src/i18n/index.ts.
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';

const trace: PairTree = {
  link: ['溯源', 'Traceability'],
  results: ['检测结果与溯源', 'Results and traceability'],
  resultTitle: ['结果溯源：%{sample} %{parameter}', 'Traceability of %{sample} %{parameter}'],
  sheet: ['分析单 %{no}', 'Sheet %{no}'],
  recordVersion: ['原始记录第 %{n} 版', 'Raw record version %{n}'],
  noRecord: ['该结果没有原始记录', 'This result has no raw record'],
  noUses: ['该版本原始记录未记录使用的溶液', 'This raw record version names no solution it used'],
  madeFrom: ['配制自', 'Made from'],
  amount: ['取 %{amount} %{unit}', '%{amount} %{unit} taken'],
  certified: ['标准值 %{value} %{unit}，U = %{u}（k = %{k}）', 'Certified %{value} %{unit}, U = %{u} (k = %{k})'],
  certificate: ['下载证书 %{no}', 'Download certificate %{no}'],
  noCertificate: ['未上传证书文件', 'No certificate file'],
  expires: ['有效期至 %{date}', 'expires %{date}'],
  openLot: ['查看批次', 'Open the lot'],
  recallView: ['召回追溯', 'Recall view'],
  lotTitle: ['批次追溯：%{material} 批号 %{lot}', 'Recall view: %{material} lot %{lot}'],
  export: ['导出 Excel', 'Export Excel'],
  solutions: ['由该批次配制的溶液（%{n}）', 'Solutions made from the lot (%{n})'],
  records: ['使用这些溶液的原始记录（%{n}）', 'Raw records that used them (%{n})'],
  sheets: ['分析单（%{n}）', 'Analysis sheets (%{n})'],
  resultsUsed: ['检测结果（%{n}）', 'Results (%{n})'],
  reports: ['已签发报告（%{n}）', 'Issued reports (%{n})'],
  none: ['无', 'None'],
  loadFailed: ['加载失败：%{message}', 'Could not load: %{message}'],
};

const [zh, en] = split({ trace });
export const traceMessages: { 'zh-cn': Tree; en: Tree } = { 'zh-cn': zh, en };
