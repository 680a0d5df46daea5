// The system area's hand-written pages (src/system): the log viewer and the code generator.
import { definePage } from '../core/page.ts';

// The system area's own screens (src/system).
export const systemPages = [
  definePage({
    name: 'log-viewer',
    group: 'system',
    icon: 'document',
    sort: 6,
    perms: ['log:server'],
    perm: 'log:server',
    title: ['日志查看', 'Log viewer'],
    screen: 'system/logs/LogViewer',
    api: ['/admin/api/v1/logs/'],
  }),
  definePage({
    name: 'codegen',
    group: 'system',
    icon: 'code',
    sort: 7,
    perms: ['codegen:use'],
    perm: 'codegen:use',
    title: ['代码生成', 'Code generator'],
    screen: 'system/Codegen',
    api: ['/admin/api/v1/codegen/'],
  }),
];
