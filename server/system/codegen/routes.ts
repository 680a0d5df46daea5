import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import { badRequest, envelope } from '../../http/errors.ts';
import { contextOf } from '../../crud/context.ts';
import { writeZip } from '../excel/zip.ts';
import { listTables, tableColumns } from './introspect.ts';
import { menuGroups } from '../../../schemas/menu/tree.ts';
import { object, listOf, text, bool, fromZod } from '../../openapi/shapes.ts';
import { codegenBody, fieldSpec, fieldsFromColumns, generate, type CodegenInput, type FieldSpec } from './generate.ts';

const C = '/admin/api/v1/codegen';
const column = object({ column: text, field: text, type: text, nullable: bool, primaryKey: bool, unique: bool, references: text }, ['references']);
const columnsAnswer = object({ table: text, columns: listOf(column), fields: listOf(fromZod(fieldSpec)) });
const generated = listOf(object({ path: text, language: text, content: text }));
const tags = ['codegen'];

/** The code generator: introspect a table (SQLite or PostgreSQL) or take field descriptions; preview or download. */
export function registerCodegenRoutes(app: FastifyInstance, { crud, database }: AppServices) {
  app.get(
    `${C}/tables`,
    { config: { access: 'codegen:use' }, schema: { tags, summary: 'Tables of the database', 'x-data': listOf(text) } as never },
    async () => envelope(await listTables(database)),
  );

  app.get(
    `${C}/tables/:table/columns`,
    {
      config: { access: 'codegen:use' },
      schema: { tags, summary: 'Columns of a table with keys, and the fields the generator would derive', 'x-data': columnsAnswer } as never,
    },
    async (req) => {
      const table = (req.params as { table: string }).table;
      const columns = await tableColumns(database, table);
      if (!columns) throw badRequest('codegen.badTable', { table: table.slice(0, 64) });
      return envelope({ table, columns, fields: fieldsFromColumns(columns) });
    },
  );

  async function files(body: unknown, req: Parameters<typeof contextOf>[0]) {
    const input = crud.validate(codegenBody as never, body, contextOf(req)) as CodegenInput;
    let fields: FieldSpec[] | undefined = input.fields;
    if (!fields) {
      const columns = input.table ? await tableColumns(database, input.table) : null;
      if (!columns) throw badRequest('codegen.badTable', { table: input.table ?? '' });
      fields = fieldsFromColumns(columns);
    }
    // the menu entry goes under an existing group (a new group is a hand-written node of schemas/menu/tree.ts)
    const group = (input.route ?? 'system/x').split('/')[0];
    if (!menuGroups.some((g) => g.name === group))
      throw badRequest('codegen.badGroup', { group: group.slice(0, 64), groups: menuGroups.map((g) => g.name).join(', ') });
    return generate({ ...input, fields });
  }

  app.post(
    `${C}/preview`,
    {
      config: { access: 'codegen:use' },
      schema: {
        tags,
        summary: 'Preview the two files of a new resource: its declaration (schema, labels, menu entry, dictionaries) and its migration',
        body: codegenBody,
        'x-data': generated,
      } as never,
    },
    async (req) => envelope(await files(req.body, req)),
  );

  app.post(
    `${C}/download`,
    { config: { access: 'codegen:use' }, schema: { tags, summary: 'The generated files as a .zip', body: codegenBody } },
    async (req, reply) => {
      const out = await files(req.body, req);
      const name = `${(req.body as { name: string }).name}-generated.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(writeZip(out.map((f) => ({ name: f.path, content: f.content }))));
    },
  );
}
