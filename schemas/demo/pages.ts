// The demo pages of the legacy 功能示例 group (src/demo): screens only, no resource.
import type { Pair } from '../core/resource.ts';
import { definePage } from '../core/page.ts';

const demo = (name: string, icon: string, title: Pair, screen: string, more: { params?: string; api?: string[] } = {}) =>
  definePage({ name, group: 'demo', icon, title, screen: `demo/${screen}`, ...more });

export const demoPages = [
  demo('api-docs', 'api', ['接口文档', 'API docs'], 'ApiDocs', { api: ['/admin/api/v1/demo/'] }),
  demo('crud', 'table', ['增删改查', 'CRUD'], 'Crud'),
  demo('dictionary', 'dict', ['字典组件', 'Dictionary'], 'DictDemo'),
  demo('icons', 'pv', ['图标', 'Icons'], 'Icons'),
  demo('upload', 'file', ['文件上传', 'Upload'], 'Upload'),
  demo('editor', 'document', ['富文本编辑器', 'Rich-text editor'], 'Editor'),
  demo('websocket', 'ip', ['WebSocket', 'WebSocket'], 'Websocket'),
  demo('signature', 'uv', ['电子签名', 'Signature'], 'Signature'),
  demo('multi-level', 'menu', ['多级菜单', 'Multi-level menu'], 'Levels#MultiLevel'),
  demo('route-param', 'tree', ['路由参数', 'Route params'], 'Levels#RouteParam', { params: ':id?' }),
];
