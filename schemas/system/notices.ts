// Notices (通知公告) published to the lab's users.
import { defineResource } from '../core/resource.ts';
import { text, enumOf, refs, datetime, json, richText } from '../core/fields.ts';

export const notices = defineResource({
  name: 'notices',
  menu: [
    { route: 'system/notice', icon: 'message', title: ['通知公告', 'Notices'], sort: 5, api: ['/admin/api/v1/outbox/'] },
    { route: 'system/notice-detail', title: ['通知详情', 'Notice details'], hidden: true, params: ':id', view: 'show' },
  ],
  table: 'notices',
  labels: {
    name: ['通知公告 |||| 通知公告', 'Notice |||| Notices'],
    fields: {
      title: ['标题', 'Title'],
      content: ['内容', 'Content'],
      level: ['级别', 'Level'],
      targetType: ['通知对象', 'Audience'],
      targetUserIds: ['指定用户', 'Users'],
      publishStatus: ['发布状态', 'Publication'],
      publishedAt: ['发布时间', 'Published at'],
      message: ['消息模板', 'Message template'],
    },
    enums: {
      level: { low: ['一般', 'Low'], medium: ['重要', 'Medium'], high: ['紧急', 'High'] },
      targetType: { all: ['全体', 'Everyone'], users: ['指定用户', 'Chosen users'] },
      publishStatus: { draft: ['草稿', 'Draft'], published: ['已发布', 'Published'], revoked: ['已撤回', 'Revoked'] },
    },
  },
  dicts: {
    notice_level: {
      name: ['通知级别', 'Notice level'],
      items: [
        ['low', '一般', 'Low', 'info'],
        ['medium', '重要', 'Medium', 'warning'],
        ['high', '紧急', 'High', 'error'],
      ],
    },
  },
  title: 'title',
  fields: {
    title: text(200).min(1).meta({ list: true, filter: 'q' }),
    content: richText(),
    level: enumOf(['low', 'medium', 'high']).default('low').meta({ list: true, filter: true }),
    targetType: enumOf(['all', 'users']).default('all').meta({ list: true }),
    targetUserIds: refs('users').default([]),
    publishStatus: enumOf(['draft', 'published', 'revoked']).default('draft').meta({ list: true, filter: true, readOnly: true }),
    publishedAt: datetime().optional().meta({ readOnly: true, list: true }),
    /** a notice the system writes (an assignment): its message key and params, rendered in the reader's language */
    message: json().nullable().optional().meta({ readOnly: true, hidden: true }),
  },
  access: { list: 'notice:query', create: 'notice:add', update: 'notice:edit', delete: 'notice:delete' },
  // server/system/notices/routes.ts: a notice to chosen users names them
  createRule: {
    if: { required: ['targetType'], properties: { targetType: { const: 'users' } } },
    then: { required: ['targetUserIds'], properties: { targetUserIds: { minItems: 1 } } },
  },
});
