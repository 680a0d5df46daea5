// The action words of a permission (app.perm.{action}): the role screen shows them and the server names a missing
// permission with them, so they live here, shared by both sides.
import type { PairTree } from './pairs.ts';

export const permMessages: PairTree = {
  query: ['查询', 'Query'],
  create: ['新增', 'Add'],
  update: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
};
