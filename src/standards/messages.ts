// The limit standards' screen texts (issue 33 item 4) as [中文, English] pairs under `lstd`: the limit table to and
// from Excel on an edition's form. Field labels come from the declaration (schemas/standards/limitStandards.ts).
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';

const lstd: PairTree = {
  sheet: {
    template: ['下载限值表（Excel）', 'Download the limit table (Excel)'],
    read: ['从 Excel 读取限值', 'Read limits from Excel'],
    reading: ['正在读取…', 'Reading…'],
    title: ['读取的限值表：%{name}', 'Limit table read: %{name}'],
    counts: [
      '读到 %{rows} 行：新增 %{added} 行，替换表单中同表号、项目、类别和适用条件的 %{replaced} 行',
      '%{rows} rows read: %{added} new, %{replaced} replacing the form’s rows of the same table, analyte, class and condition',
    ],
    errors: ['%{count} 处内容不能读入，请在表格中改正后重新读取：', '%{count} cells cannot be read; correct them in the sheet and read it again:'],
    merge: ['并入表单', 'Merge into the form'],
    mergeBlocked: ['表格有错误时不并入任何一行', 'Nothing is merged while the sheet has errors'],
    merged: ['已并入 %{rows} 行；保存时用电子签名确认', '%{rows} rows merged; save with your e-signature to keep them'],
    noRows: ['表格中没有限值行', 'The sheet holds no limit rows'],
    hint: [
      '可下载本版本的限值表，在 Excel 中补充或改正后读回；读回只改表单，保存时签名才生效',
      'Download this edition’s table, add or correct rows in Excel and read it back; reading changes only the form, saving (signed) keeps it',
    ],
  },
};

const [zh, en] = split({ lstd });
export const standardMessages: { 'zh-cn': Tree; en: Tree } = { 'zh-cn': zh, en };
