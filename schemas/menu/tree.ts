/**
 * The menu tree of the seed's routes: top-level groups and their children, by permitted-menu name.
 * The server seeds menu rules from it; the UI builds routes from it filtered by the stored menu list.
 */
export interface MenuNode {
  name: string;
  icon?: string;
  hidden?: boolean;
  /** route parameters, e.g. ':id?' */
  params?: string;
  keepAlive?: boolean;
  children?: MenuNode[];
}

const hidden = (name: string, params?: string): MenuNode => ({ name, hidden: true, params });

export const menuTree: MenuNode[] = [
  { name: 'business', icon: 'project', children: [
    { name: 'trust-list', icon: 'document' }, { name: 'task-list', icon: 'todo' }, { name: 'qc-list', icon: 'monitor' }, { name: 'client-list', icon: 'client' },
    hidden('trust-add-one', ':id?'), hidden('trust-add-two', ':id?'), hidden('trust-add-three', ':id?'), hidden('trust-detail', ':id?'),
    hidden('trust-edit', ':id'), hidden('trust-edit-two', ':id'),
    hidden('task-create', ':orderId?'), hidden('task-edit', ':id'), hidden('task-detail', ':id'),
    hidden('qc-create', ':taskId/:orderId'), hidden('qc-detail', ':id'), hidden('qc-edit', ':id/:taskId/:orderId'),
  ] },
  { name: 'analyse', icon: 'table', children: [
    { name: 'analyseIndex', icon: 'table' }, { name: 'sample', icon: 'client' },
    hidden('analyse-details', ':id'), hidden('analyse-apportion', ':id'), hidden('sample-analysis', ':id'), hidden('sample-taskReceiving', ':id'),
  ] },
  { name: 'lecture', icon: 'document', children: [
    { name: 'lectureIndex', icon: 'document' },
    ...['edit', 'detail', 'detect', 'detectDetail', 'wastewater', 'wastewaterDetail', 'exhaust', 'exhaustDetail', 'field', 'fieldDetail',
      'quality', 'qualityDetail', 'time'].map((n) => hidden(`lecture-${n}`, ':id')),
  ] },
  { name: 'management', icon: 'setting', children: [
    { name: 'equipment', icon: 'monitor' }, { name: 'analform', icon: 'table' }, { name: 'sampling', icon: 'tree' }, { name: 'detect', icon: 'dict' },
  ] },
  { name: 'employee', icon: 'user', children: [{ name: 'index', icon: 'user' }, { name: 'grouping', icon: 'tree' }] },
  { name: 'permissions', icon: 'role', children: [
    { name: 'caretakers', icon: 'user' }, { name: 'logs', icon: 'document' }, { name: 'role', icon: 'role' }, { name: 'rule', icon: 'menu' },
  ] },
  { name: 'system', icon: 'system', children: [
    { name: 'user', icon: 'user' }, { name: 'dept', icon: 'tree' }, { name: 'dict', icon: 'dict' }, { name: 'config', icon: 'setting' },
    { name: 'menu', icon: 'menu' }, { name: 'notice', icon: 'message' }, { name: 'log-viewer', icon: 'document' }, { name: 'codegen', icon: 'code' },
    hidden('notice-detail', ':id'),
  ] },
  { name: 'demo', icon: 'api', children: [
    { name: 'api-docs', icon: 'api' }, { name: 'crud', icon: 'table' }, { name: 'dictionary', icon: 'dict' }, { name: 'icons', icon: 'pv' },
    { name: 'upload', icon: 'file' }, { name: 'editor', icon: 'document' }, { name: 'websocket', icon: 'ip' }, { name: 'signature', icon: 'uv' },
    { name: 'multi-level', icon: 'menu' }, { name: 'route-param', icon: 'tree', params: ':id?' },
  ] },
];

/** 'group/child' names of every node, in tree order. */
export function menuNames(tree: MenuNode[] = menuTree): string[] {
  return tree.flatMap((g) => [g.name, ...(g.children ?? []).map((c) => `${g.name}/${c.name}`)]);
}
