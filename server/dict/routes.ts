import type { FastifyInstance } from 'fastify';
import type { LimsDatabase } from '../db/index.ts';
import { envelope } from '../http/errors.ts';
import { object, listOf, text, nullable } from '../openapi/shapes.ts';

const optText = nullable(text);
const dictList = listOf(object({ dictCode: text, name: text, dictDataList: listOf(object({ value: text, label: text, labelEn: optText, tagType: optText })) }));

/** Every signed-in user needs the dictionaries to render selects and tags. */
export function registerDictRoutes(app: FastifyInstance, database: LimsDatabase) {
  app.get(
    '/admin/api/v1/dict/list',
    { config: { access: 'login' }, schema: { tags: ['dict'], summary: 'All dicts with their items (dictCode, dictDataList)', 'x-data': dictList } as never },
    async () => {
      const dicts = await database.db.selectFrom('dicts').select(['dictCode', 'name']).where('status', '=', 'enabled').orderBy('id').execute();
      const items = await database.db
        .selectFrom('dictItems')
        .select(['dictCode', 'value', 'label', 'labelEn', 'tagType', 'sort'])
        .where('status', '=', 'enabled')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return envelope(
        dicts.map((d) => ({
          dictCode: d.dictCode,
          name: d.name,
          dictDataList: items.filter((i) => i.dictCode === d.dictCode).map(({ value, label, labelEn, tagType }) => ({ value, label, labelEn, tagType })),
        })),
      );
    },
  );
}
