// zh-CN and English have exactly the same keys; our zh-CN react-admin set mirrors ra-language-english; every
// resource field, array row field, enum option and workflow transition, and every route, has a label in both.
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import raZhCn from '../../src/i18n/ra-zh-cn.ts';
import { baseMessages, messages } from '../../src/i18n/index.ts';
import { flatten, type Tree } from '../../schemas/i18n/pairs.ts';
import { resources } from '../../schemas/resources/index.ts';
import { menuTree } from '../../schemas/menu/tree.ts';
import { subFields } from '../../src/resources/schema.ts';

const zh = flatten(baseMessages()['zh-cn']);
const en = flatten(baseMessages().en);
const keys = (t: object) => Object.keys(flatten(t as Tree)).sort();

describe('i18n', () => {
  it('zh-CN and en have identical key sets and no empty value', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of [...Object.entries(zh), ...Object.entries(en)]) expect(v.trim() || k === 'ra.boolean.null', k).toBeTruthy();
  });

  it('our react-admin zh-CN set has every key of ra-language-english, translated', () => {
    expect(keys(raZhCn)).toEqual(keys(englishMessages));
    const ra = flatten(raZhCn as Tree);
    const same = Object.entries(flatten(englishMessages as Tree)).filter(([k, v]) => ra[k] === v && v.trim() && !/^%\{\w+\}$/.test(v));
    expect(same.map(([k]) => k)).toEqual(['ra.page.edit', 'ra.page.show']); // both are just '%{name} %{recordRepresentation}'
  });

  it('every resource, field, row field, enum option and transition has a label in both languages', () => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!zh[key]) missing.push(`zh ${key}`);
      if (!en[key]) missing.push(`en ${key}`);
    };
    for (const r of resources) {
      need(`resources.${r.name}.name`);
      for (const f of r.fieldList) {
        need(`resources.${r.name}.fields.${f.name}`);
        for (const o of f.kind === 'enum' ? (f.options ?? []) : []) need(`resources.${r.name}.enums.${f.name}.${o}`);
        for (const s of f.kind === 'array' ? subFields(f) : []) {
          need(`resources.${r.name}.subfields.${f.name}.${s.name}`);
          for (const o of s.options ?? []) need(`resources.${r.name}.enums.${f.name}.${s.name}.${o}`);
        }
      }
      for (const t of Object.keys(r.workflow?.transitions ?? {})) need(`resources.${r.name}.transitions.${t}`);
      for (const c of ['id', 'createdAt', 'updatedAt']) need(`resources.${r.name}.fields.${c}`);
    }
    for (const g of menuTree) {
      need(`menu.${g.name}`);
      for (const c of g.children ?? []) need(`menu.${g.name}.${c.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('a resource mounted on a menu route has its schema labels under the route name too', () => {
    const z = flatten(messages['zh-cn'] as unknown as Tree);
    expect(z['resources.management/equipment.fields.assetNo']).toBe('资产编号');
    expect(flatten(messages.en as unknown as Tree)['resources.business/trust-list.name']).toBe('Order |||| Orders');
  });

  it('keeps the seed texts word for word', () => {
    expect(en['app.login.usernameRequired']).toBe('Please enter Username');
    expect(en['app.login.passwordRequired']).toBe('Please enter Password');
    expect(en['app.login.passwordMin']).toBe('The password can not be less than 6 digits');
    expect(en['app.login.captchaRequired']).toBe('Please enter Verify Code');
    expect(en['app.switchSizeSuccess']).toBe('Switch Layout Size Successful!');
    expect(en['app.switchLanguageSuccess']).toBe('Switch Language Successful!');
    expect(en['app.sessionExpired']).toBe('Your session has expired, please log in again');
    expect(en['app.tip']).toBe('Tip');
    expect(en['app.error.system']).toBe('system error');
    expect(en['app.auth.verifyFailed']).toBe('Verification failed, please Login again.');
  });
});
