// The operation log (操作日志): every write's audit entry, hash-chained, read-only.
import { defineResource } from '../core/resource.ts';
import { text, ref, datetime, json } from '../core/fields.ts';

/** Append-only, hash-chained; written only by the server in the same transaction as each change. */
export const adminLogs = defineResource({
  name: 'adminLogs',
  menu: [{ route: 'permissions/logs', icon: 'document', title: ['管理员日志', 'Administrator logs'], sort: 1, api: ['/admin/api/v1/adminLogs/'] }],
  table: 'admin_logs',
  labels: {
    name: ['管理员日志 |||| 管理员日志', 'Administrator log |||| Administrator logs'],
    fields: {
      userId: ['用户', 'User'],
      username: ['用户名', 'Username'],
      at: ['时间', 'Time'],
      ip: ['IP 地址', 'IP address'],
      userAgent: ['浏览器', 'User agent'],
      method: ['请求方法', 'Method'],
      url: ['请求地址', 'URL'],
      entity: ['对象', 'Entity'],
      entityId: ['对象编号', 'Entity ID'],
      action: ['操作', 'Action'],
      reason: ['原因', 'Reason'],
      before: ['变更前', 'Before'],
      after: ['变更后', 'After'],
      prevHash: ['前一哈希', 'Previous hash'],
      hash: ['哈希', 'Hash'],
    },
  },
  title: 'action',
  fields: {
    userId: ref('users').nullable().optional().meta({ list: true, filter: true, readOnly: true }),
    username: text(64).optional().meta({ list: true, filter: 'q', readOnly: true }),
    at: datetime().meta({ list: true, filter: 'range', readOnly: true, sortable: true }),
    ip: text(64).optional().meta({ list: true, readOnly: true }),
    userAgent: text(500).optional().meta({ readOnly: true }),
    method: text(10).meta({ list: true, filter: true, readOnly: true }),
    url: text(500).meta({ list: true, filter: 'q', readOnly: true }),
    entity: text(64).meta({ list: true, filter: true, readOnly: true }),
    entityId: text(64).optional().meta({ list: true, filter: true, readOnly: true }),
    action: text(64).meta({ list: true, filter: true, readOnly: true }),
    reason: text(500).optional().meta({ readOnly: true }),
    before: json().nullable().optional().meta({ readOnly: true }),
    after: json().nullable().optional().meta({ readOnly: true }),
    prevHash: text(64).meta({ readOnly: true }),
    hash: text(64).meta({ readOnly: true }),
  },
  access: { list: 'log:query', create: false, update: false, delete: false },
  defaultSort: { field: 'id', order: 'desc' },
  retention: 'archive',
});
