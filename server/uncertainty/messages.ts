// The uncertainty records' server messages in both languages (issue 33 item 1), merged into the one catalogue like
// server/standards/messages.ts.
import { serverMessages } from '../http/messages.ts';

const zh: Record<string, string> = {
  'uncertainty.superseded': '已由测量不确定度评定 {no} 替代',
  'uncertainty.source.noLimits': '质控图尚未建立控制限，没有标准偏差可用',
  'uncertainty.source.certificate': '控制限取自证书（s = U/k 是标准值的不确定度），不是本实验室结果的离散程度',
  'uncertainty.source.duplicate': '平行样相对偏差只反映批内重复性，不含批间变化，不能作为实验室内复现性 u(Rw)',
  'uncertainty.source.blank': '空白值不是相对量，不能用于相对不确定度',
  'uncertainty.source.calibration': '校准核查标准不经过样品前处理，只反映仪器校准的变化，不能代表全过程的复现性',
  'uncertainty.source.zeroCentre': '中心线为 0，无法换算为相对标准偏差',
  'uncertainty.source.ptNoU': '未记录指定值的不确定度，请按能力验证报告填写 u(Cref)',
};

const en: Record<string, string> = {
  'uncertainty.superseded': 'Superseded by uncertainty evaluation {no}',
  'uncertainty.source.noLimits': 'The chart has no limits yet: there is no standard deviation to use',
  'uncertainty.source.certificate': "The limits come from a certificate (s = U/k is the certified value's uncertainty), not the spread of the lab's results",
  'uncertainty.source.duplicate': 'A duplicates relative-deviation chart shows within-run repeatability only, not the between-run spread u(Rw) needs',
  'uncertainty.source.blank': 'A blank is not a relative quantity and gives no relative uncertainty',
  'uncertainty.source.calibration':
    "A calibration check standard skips the sample preparation: it shows the calibration's drift, not the whole procedure's reproducibility",
  'uncertainty.source.zeroCentre': 'The centre line is 0: no relative standard deviation can be formed',
  'uncertainty.source.ptNoU': "The assigned value's uncertainty is not recorded: enter u(Cref) from the scheme's report",
};

Object.assign(serverMessages['zh-CN'], zh);
Object.assign(serverMessages.en, en);
