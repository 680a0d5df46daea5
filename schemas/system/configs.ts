// Lab settings (系统参数): key/value configuration the lab edits, with declared names.
import { defineResource } from '../core/resource.ts';
import { text, longText } from '../core/fields.ts';

export const configs = defineResource({
  name: 'configs',
  menu: [{ route: 'system/config', icon: 'setting', title: ['系统配置', 'System settings'], sort: 3 }],
  table: 'configs',
  labels: {
    name: ['系统配置 |||| 系统配置', 'Setting |||| Settings'],
    fields: { configKey: ['配置键', 'Key'], configName: ['配置名称', 'Name'], configValue: ['配置值', 'Value'], remark: ['备注', 'Remark'] },
  },
  title: 'configKey',
  fields: {
    configKey: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    configName: text(64).min(1).meta({ list: true, filter: 'q', labelOf: 'settingName' }),
    configValue: longText(4000).meta({ list: true }),
    remark: text(255).optional(),
  },
  access: { list: 'config:query', create: 'config:add', update: 'config:edit', delete: 'config:delete' },
});
