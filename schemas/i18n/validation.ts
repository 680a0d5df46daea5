// The validation messages (schemas' `error:` keys, 'validation.<key>'), declared once as [中文, English] pairs: the
// server answers its 4xx field errors with them (server/http/messages.ts) and the UI's catalogue holds the same texts
// for what a form judges before sending (src/i18n). Parameters are written {name}; the UI's catalogue turns them into
// polyglot's %{name}.
import type { PairTree } from './pairs.ts';

/** What both sides say: a form judging a field before sending, and the server refusing it. */
export const validationMessages = {
  invalid: ['格式不正确', 'Invalid format'],
  // a field a step's data needs in its case (a certificate's value, U and k): schemas/controlCharts/charts.ts
  required: ['必填', 'Required'],
  decimal: ['应为数值（如 12.5）', 'Must be a number (e.g. 12.5)'],
  decimalText: ['须为文本形式的数字，如 "12.5"', 'Must be a number written as text, e.g. "12.5"'],
  date: ['应为有效日期 YYYY-MM-DD', 'Must be a real date YYYY-MM-DD'],
  datetime: ['应为带时区的日期时间（ISO 8601，如 2026-01-15T08:00:00Z）', 'Must be a date-time with its time zone (ISO 8601, e.g. 2026-01-15T08:00:00Z)'],
  bool: ['应为 true 或 false', 'Must be true or false'],
  int: ['应为整数', 'Must be a whole number'],
  email: ['邮箱格式不正确', 'Invalid e-mail address'],
  mobile: ['手机号格式不正确', 'Invalid mobile number'],
  creditCode: [
    '统一社会信用代码应为 18 位（数字和大写字母，不含 I、O、Z、S、V）且校验位正确（GB 32100-2015）',
    'A unified social credit code has 18 digits and capital letters (no I, O, Z, S, V) and a valid check character (GB 32100-2015)',
  ],
  phone: [
    '电话格式不正确：手机号（如 13812345678）、带区号的座机（如 025-5555 0101，分机写“转 123”）或 400/800 号码',
    'Invalid phone: a mobile (e.g. 13812345678), a landline with its area code (e.g. 025-5555 0101, extension as "ext 123") or a 400/800 number',
  ],
  username: ['用户名只能包含字母、数字和 _ . @ -', 'Only letters, digits and _ . @ -'],
  roleCode: ['角色编码只能包含大写字母、数字和下划线', 'Only capital letters, digits and underscores'],
  dictCode: ['字典编码只能包含小写字母、数字和下划线', 'Only lower-case letters, digits and underscores'],
  discount: ['折扣应在 0 到 1 之间（如 0.8 即八折）', 'The discount must be between 0 and 1 (0.8 = 20 % off)'],
  row: ['第{n}行', 'row {n}'],
  dueDatePast: ['要求完成日期不能早于今天', 'The requested due date cannot be in the past'],
  noItems: ['至少选择一个检测项目', 'Choose at least one test item'],
  limit: ['应为限值，如 ≤50、<0.5、≥6、6~9 或 2.0<pH<12.5', 'Must be a limit such as ≤50, <0.5, ≥6, 6~9 or 2.0<pH<12.5'],
  standardLimit: [
    '应为限值，如 ≤50、<0.5、≥6、6~9、2.0<pH<12.5（不含端点），或 ND（不得检出）',
    'Must be a limit such as ≤50, <0.5, ≥6, 6~9, 2.0<pH<12.5 (ends excluded), or ND (not detected)',
  ],
  standardLimitOrder: ['区间的下限应小于上限', "A range's lower end must be below its upper end"],
  standardClass: ['该类别不是本标准定义的类别', 'This class is not one the standard defines'],
  standardUnit: ['该单位不适用于本标准的介质', "This unit does not fit the standard's matrix"],
  standardTwice: ['同一项目在同一类别、同一适用条件下只能有一个限值', 'A parameter has one limit per class and condition'],
  standardDates: ['废止日期不能早于实施日期', 'The end date cannot be before the effective date'],
  standardRuleClause: ['采用修约值比较法时须注明标准中规定该方法的条款', 'Rounded-value comparison needs the clause of the standard that states it'],
  standardEditionOverlap: [
    '与本标准的 {edition} 版实施期重叠：同一天只能适用一个版本',
    'Overlaps the effective period of edition {edition} of this standard: one edition applies on a given day',
  ],
  positive: ['应为大于 0 的数值', 'Must be a number greater than 0'],
  qcNotThisType: ['只有加标样填加标量，只有标准物质填标准值', 'Only a matrix spike takes spike amounts, only a CRM takes certified values'],
  qcParameterNotCovered: ['该项目不在此质控样的检测项目中', "This parameter is not one of the QC sample's parameters"],
  qcParameterTwice: ['同一项目只能填写一次', 'A parameter may be given only once'],
  qcPairRequired: ['平行样和加标样须指定对应样品', 'A duplicate or spike needs its paired sample'],
  controlRule: [
    '未知的控制规则，可选：1-2s、1-3s、2-2s、R-4s、4-1s、8-x、10-x、7-T',
    'Unknown control rule; one of 1-2s, 1-3s, 2-2s, R-4s, 4-1s, 8-x, 10-x, 7-T',
  ],
  controlRulesEmpty: ['至少选择一条控制规则', 'Choose at least one control rule'],
  releaseJustification: ['说明理由后放行须填写放行理由', 'A justified release needs its justification'],
  controlLevel: ['本批次的值多于质控水平数（{n} 个）', 'More values in this run than control levels ({n})'],
  limitsSource: ['请选择控制限来源：控制点统计或证书', 'Choose where the limits come from: the points or a certificate'],
  mdlReplicates: ['检出限测定至少需要 7 个平行测定值（HJ 168-2020）', 'A detection-limit study needs at least 7 replicates (HJ 168-2020)'],
} satisfies PairTree;

/** What only the API says: its checks of a request's shape and text, which a form's inputs never send wrong. */
export const apiValidationMessages = {
  encoding: [
    '不是有效的 UTF-8 文本（含无法识别的字节或孤立的代理码元），未保存',
    'Not valid UTF-8 text (bytes that are not text, or a lone surrogate); nothing was saved',
  ],
  tooShort: ['长度不能少于 {min}', 'At least {min} characters'],
  tooLong: ['长度不能超过 {max}', 'At most {max} characters'],
  tooSmall: ['不能小于 {min}', 'Must be at least {min}'],
  tooBig: ['不能大于 {max}', 'Must be at most {max}'],
  unknownField: ['不允许的字段', 'Field not allowed'],
  ids: ['应为以逗号分隔的记录编号（数字），最多 500 个', 'Must be record ids (digits) separated by commas, at most 500'],
  readOnly: ['只读字段，不能修改', 'Read-only: cannot be changed'],
  enum: ['应为以下之一：{options}', 'Must be one of: {options}'],
  type: ['类型不正确（应为 {expected}）', 'Wrong type (expected {expected})'],
  expected: {
    number: ['数值', 'a number'],
    string: ['文本', 'text'],
    boolean: ['true 或 false', 'true or false'],
    array: ['列表', 'a list'],
    object: ['对象', 'an object'],
    record: ['对象', 'an object'],
    int: ['整数', 'a whole number'],
    date: ['日期', 'a date'],
  },
  qcUnit: ['{unit} 不能换算为该项目的单位 {target}', "{unit} cannot be converted to the parameter's unit {target}"],
  mdlNoSpread: [
    '平行测定值全部相同，标准偏差为 0，无法计算检出限',
    'All replicates are equal: the standard deviation is 0 and no detection limit can be computed',
  ],
  // measurement uncertainty (issue 33, schemas/uncertainty/evaluate.ts)
  uncertaintyComponent: [
    '每个分量须有名称，并给出相对标准不确定度 relative，或标准不确定度 u（乘除关系中另给输入量的值 of）',
    'Each component needs a name and either a relative standard uncertainty (relative) or a standard uncertainty u (with the input value `of` for a product or quotient)',
  ],
  uncertaintyMissing: ['请给出不确定度分量或扩展不确定度 U', 'Give the uncertainty components or the expanded uncertainty U'],
  uncertaintyBoth: ['不确定度分量和扩展不确定度 U 只能给出其一', 'Give either the uncertainty components or the expanded uncertainty U, not both'],
  coverageFactor: ['包含因子 k 不能小于 1', 'The coverage factor k must be at least 1'],
  nonZeroResult: ['结果为 0 时无法计算相对不确定度', 'A result of 0 has no relative uncertainty'],
  chartKindUnit: ['该类质控图绘制的是{what}，单位须为 {unit}', 'This kind of chart plots {what}: its unit must be {unit}'],
  limitsSource: ['请选择控制限来源：控制点统计或证书', 'Choose where the limits come from: the points or a certificate'],
  chartMeaningFixed: [
    '质控图已有控制点，不能更改“{field}”：已有的点按它落点和判定；请另建质控图',
    'The control chart has points, so “{field}” cannot change: its points were landed and judged by it; make a new chart instead',
  ],
  qcChangeReason: ['修改已计划的加标量或标准物质值须说明理由', 'Changing a planned spike amount or reference value needs a reason'],
} satisfies PairTree;

/**
 * Where a form words it for its input: a date-time picker and a yes/no switch send the value's shape themselves, so
 * the form names the value and not its wire format; a limit's edition overlap is judged on the form without the other
 * edition's name at hand.
 */
export const formValidationWording = {
  datetime: ['应为日期时间', 'Must be a date and time'],
  bool: ['应为是或否', 'Must be yes or no'],
  standardEditionOverlap: ['与本标准的另一版本实施期重叠：同一天只能适用一个版本', 'Overlaps the effective period of another edition of this standard'],
} satisfies PairTree;
