// The limit table sheet's server messages in both languages (issue 33 item 4), merged into the one catalogue like
// server/methods/messages.ts.
import { serverMessages } from '../http/messages.ts';

const zh: Record<string, string> = {
  'standards.sheet.rows': '限值表',
  'standards.sheet.classes': '类别',
  'standards.sheet.classCode': '代码',
  'standards.sheet.className': '名称',
  'standards.sheet.missingColumns': '表格缺少必填列：{columns}',
  'standards.sheet.unknownClass': '本版本没有类别“{name}”',
};

const en: Record<string, string> = {
  'standards.sheet.rows': 'Limits',
  'standards.sheet.classes': 'Classes',
  'standards.sheet.classCode': 'Code',
  'standards.sheet.className': 'Name',
  'standards.sheet.missingColumns': 'The sheet lacks required columns: {columns}',
  'standards.sheet.unknownClass': 'This edition has no class "{name}"',
};

Object.assign(serverMessages['zh-CN'], zh);
Object.assign(serverMessages.en, en);
