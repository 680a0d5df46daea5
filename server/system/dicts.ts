import { resources } from '../../schemas/resources/index.ts';
import { registerHooks } from '../crud/hooks.ts';
import type { Tx } from '../db/index.ts';
import { badRequest, conflict } from '../http/errors.ts';

/** Fields of the schemas that take their values from a dict: such a dict keeps its code and cannot go. */
function fieldsUsing(dictCode: string): string[] {
  return resources.flatMap((r) => r.fieldList.filter((f) => f.kind === 'dict' && f.dictCode === dictCode).map((f) => `${r.name}.${f.name}`));
}

async function assertDictExists(tx: Tx, dictCode: unknown) {
  if (!(await tx.selectFrom('dicts').select('id').where('dictCode', '=', String(dictCode)).executeTakeFirst())) {
    throw badRequest('dict.missing', { dict: String(dictCode) });
  }
}

async function assertItemFree(tx: Tx, dictCode: string, value: string, selfId?: number) {
  let q = tx.selectFrom('dictItems').select('id').where('dictCode', '=', dictCode).where('value', '=', value);
  if (selfId) q = q.where('id', '!=', selfId);
  if (await q.executeTakeFirst()) throw conflict('dict.itemDuplicate', { dict: dictCode, value });
}

/**
 * A dict and its items stay consistent: renaming a dict code moves its items, deleting a dict deletes its items,
 * a dict the schemas use is protected, and an item value is unique within its dict. (The generic write path
 * announces every change on /topic/dict so clients reload their cache.)
 */
export function installDictHooks() {
  registerHooks('dict', {
    async beforeUpdate(data, { tx, before }) {
      if (data.dictCode !== undefined && data.dictCode !== before!.dictCode) {
        const used = fieldsUsing(String(before!.dictCode));
        if (used.length) throw conflict('dict.inUse', { dict: String(before!.dictCode), field: used.join(', ') });
        await tx.updateTable('dictItems').set({ dictCode: data.dictCode }).where('dictCode', '=', String(before!.dictCode)).execute();
      }
      return data;
    },
    async beforeDelete({ tx, before }) {
      const used = fieldsUsing(String(before!.dictCode));
      if (used.length) throw conflict('dict.inUse', { dict: String(before!.dictCode), field: used.join(', ') });
      await tx.deleteFrom('dictItems').where('dictCode', '=', String(before!.dictCode)).execute();
    },
  });
  registerHooks('dictItems', {
    async beforeCreate(data, { tx }) {
      await assertDictExists(tx, data.dictCode);
      await assertItemFree(tx, String(data.dictCode), String(data.value));
      return data;
    },
    async beforeUpdate(data, { tx, before }) {
      const dictCode = String(data.dictCode ?? before!.dictCode);
      if (data.dictCode !== undefined) await assertDictExists(tx, dictCode);
      await assertItemFree(tx, dictCode, String(data.value ?? before!.value), before!.id as number);
      return data;
    },
  });
}
