// Clients (委托单位): who orders the tests; referred to by orders and printed on reports.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, creditCode, phone } from '../core/fields.ts';

export const clients = defineResource({
  name: 'clients',
  menu: [{ route: 'business/client-list', icon: 'client', title: ['委托单位', 'Clients'] }],
  table: 'clients',
  labels: {
    name: ['委托单位 |||| 委托单位', 'Client |||| Clients'],
    fields: {
      name: ['单位名称', 'Name'],
      creditCode: ['统一社会信用代码', 'Credit code'],
      address: ['地址', 'Address'],
      contact: ['联系人', 'Contact'],
      phone: ['电话', 'Phone'],
      email: ['邮箱', 'Email'],
    },
  },
  title: 'name',
  fields: {
    name: text(200).min(1).meta({ list: true, filter: 'q', unique: true }),
    creditCode: creditCode().optional().meta({ list: true, filter: 'q' }),
    address: text(255).optional(),
    contact: text(64).optional().meta({ list: true }),
    phone: phone().optional().meta({ list: true }),
    email: z
      .union([z.literal(''), z.email({ error: 'validation.email' })])
      .optional()
      .meta({ kind: 'text' }),
  },
  access: { list: 'client:query', create: 'client:add', update: 'client:edit', delete: 'client:delete' },
});
