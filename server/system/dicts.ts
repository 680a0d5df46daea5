import { resources } from '../../schemas/resources/index.ts';
import type { HookArgs, ResourceHooks } from '../crud/hooks.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { Tx } from '../db/index.ts';
import { badRequest, conflict } from '../http/errors.ts';

const dictItems = resourceByName.get('dictItems')!;

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
 * The items of a renamed dict move with it, a deleted dict's items go with it, each through the one write path in
 * system mode (versioned, audited): the audit trail shows every item a dict change touched.
 */
async function moveItems({ tx, ctx }: HookArgs, from: string, to: string | null) {
  const items = await tx.selectFrom('dictItems').select('id').where('dictCode', '=', from).orderBy('id').execute();
  for (const { id } of items) {
    if (to === null) await ctx.app.crud.removeIn(tx, dictItems, id as number, ctx, 'system');
    else await ctx.app.crud.patchIn(tx, dictItems, id as number, { dictCode: to }, ctx, { action: 'update' });
  }
}

/**
 * A dict and its items stay consistent: renaming a dict code moves its items, deleting a dict deletes its items,
 * a dict the schemas use is protected, and an item value is unique within its dict. (The generic write path
 * announces every change on /topic/dict so clients reload their cache.)
 */
export const dictRules = {
  async beforeUpdate(data, args) {
    const { before } = args;
    if (data.dictCode !== undefined && data.dictCode !== before!.dictCode) {
      const used = fieldsUsing(String(before!.dictCode));
      if (used.length) throw conflict('dict.inUse', { dict: String(before!.dictCode), field: used.join(', ') });
      await moveItems(args, String(before!.dictCode), String(data.dictCode));
    }
    return data;
  },
  async beforeDelete(args) {
    const { before } = args;
    const used = fieldsUsing(String(before!.dictCode));
    if (used.length) throw conflict('dict.inUse', { dict: String(before!.dictCode), field: used.join(', ') });
    await moveItems(args, String(before!.dictCode), null);
  },
} satisfies ResourceHooks;

/** An item's dict exists and its value is unique within the dict. */
export const dictItemRules = {
  async beforeCreate(data, { tx }) {
    await assertDictExists(tx, data.dictCode);
    await assertItemFree(tx, String(data.dictCode), String(data.value));
    return data;
  },
  async beforeUpdate(data, { tx, before, mode }) {
    const dictCode = String(data.dictCode ?? before!.dictCode);
    // a system move is the dict's own rename: its new code exists once the rename is written
    if (data.dictCode !== undefined && mode === 'client') await assertDictExists(tx, dictCode);
    await assertItemFree(tx, dictCode, String(data.value ?? before!.value), before!.id as number);
    return data;
  },
} satisfies ResourceHooks;
