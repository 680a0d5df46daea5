// Staff authorisation's and the method gate's server messages in both languages (issue 32 item 3), merged into the one catalogue like
// server/instruments/messages.ts.
import { serverMessages } from '../http/messages.ts';

const zh: Record<string, string> = {
  'staffauth.notAuthorised': '{message}',
  'staffauth.refused': '{name} 不具备 {parameter}（{method}）的有效“{role}”上岗授权：{reason}',
  'staffauth.role.analyst': '检测',
  'staffauth.role.checker': '校核',
  'staffauth.role.reviewer': '审核',
  'staffauth.role.signatory': '授权签字',
  'staffauth.state.noEmployee': '账号未关联员工',
  'staffauth.state.inactive': '员工已离职',
  'staffauth.state.none': '未授权该方法',
  'staffauth.state.expired': '授权已于 {date} 到期',
  'staffauth.state.notYet': '授权自 {date} 起生效',
  'staffauth.state.suspended': '授权已暂停',
  'staffauth.state.revoked': '授权已撤销',
  'staffauth.state.ptOpen': '能力验证结果不满意，纠正措施尚未签署，授权暂停',
  'staffauth.validUntilBeforeFrom': '有效期至不能早于授权日期',
  'staffauth.parameterNotOfMethod': '检测项目 {parameter} 的方法是 {methodNo}，不是 {standardNo}',
  'staffauth.sdpaPositive': '能力评定标准差必须大于 0',
  // the method-not-verified gate of a sheet's issue step (./gate.ts)
  'error.methodNotVerified': '以下检测项目的方法尚未验证且不在资质能力范围内，不能下达分析单：{items}。有方法决定权限的人员可填写理由后下达',
  'error.methodOverrideNotPermitted':
    '以下检测项目的方法尚未验证且不在资质能力范围内：{items}。只有具备“方法决定”权限（method:decide）的人员可以填写理由后下达',
};

const en: Record<string, string> = {
  'staffauth.notAuthorised': '{message}',
  'staffauth.refused': '{name} holds no valid qualification ("{role}" authorisation) for {parameter} ({method}): {reason}',
  'staffauth.role.analyst': 'Analysis',
  'staffauth.role.checker': 'Check',
  'staffauth.role.reviewer': 'Review',
  'staffauth.role.signatory': 'Signing',
  'staffauth.state.noEmployee': 'the account is not linked to an employee',
  'staffauth.state.inactive': 'the employee has left',
  'staffauth.state.none': 'not authorised for this method',
  'staffauth.state.expired': 'the authorisation expired on {date}',
  'staffauth.state.notYet': 'the authorisation starts on {date}',
  'staffauth.state.suspended': 'the authorisation is suspended',
  'staffauth.state.revoked': 'the authorisation was revoked',
  'staffauth.state.ptOpen': 'suspended by an unsatisfactory proficiency-testing result whose corrective action is not signed yet',
  'staffauth.validUntilBeforeFrom': 'Valid until may not be before valid from',
  'staffauth.parameterNotOfMethod': 'Test item {parameter} is measured by {methodNo}, not {standardNo}',
  'staffauth.sdpaPositive': 'The SD for proficiency assessment must be greater than 0',
  'error.methodNotVerified':
    'The method of these test items is neither verified nor in the accredited scope, so the sheet cannot be issued: {items}. A person who may decide on methods may issue it giving a reason',
  'error.methodOverrideNotPermitted':
    'The method of these test items is neither verified nor in the accredited scope: {items}. Only a person who may decide on methods (method:decide) may issue the sheet giving a reason',
};

Object.assign(serverMessages['zh-CN'], zh);
Object.assign(serverMessages.en, en);
export const staffAuthMessages = { zh, en };
