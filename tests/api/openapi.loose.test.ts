// The loose-schema finder the contract test relies on (server/openapi/loose.ts): on a small document, it finds each
// kind of open schema wherever it sits (parameter, body, answer, component; nested in properties, items, unions,
// records) and passes closed ones, so a loose schema added to the served document cannot go unseen.
import { describe, it, expect } from 'vitest';
import { describeLoose, looseSchemas } from '../../server/openapi/loose.ts';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const closed = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false };

describe('looseSchemas', () => {
  it('finds every kind of open schema at any depth, and nothing in a closed document', () => {
    const doc = {
      paths: {
        '/x/{id}': {
          get: {
            parameters: [{ name: 'q', in: 'query', schema: {} }],
            responses: {
              200: json({ type: 'object', properties: { list: { type: 'array', items: { anyOf: [closed, { type: 'object' }] } } } }),
              404: { $ref: '#/components/responses/Missing' },
            },
          },
          post: {
            requestBody: json({ type: 'object', properties: { rows: { type: 'array' } }, additionalProperties: true }),
            responses: { 200: { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
          },
        },
      },
      components: {
        schemas: {
          Closed: closed,
          Cells: { type: 'object', additionalProperties: { type: 'string' } },
          Open: { type: 'object', additionalProperties: { type: 'object', additionalProperties: {} } },
          Ref: { $ref: '#/components/schemas/Closed' },
        },
        responses: { Missing: json({ oneOf: [{ type: 'null' }, { type: ['object', 'null'] }] }) },
      },
    };
    expect(looseSchemas(doc).map(describeLoose)).toEqual([
      'GET /x/{id}  /paths/~1x~1{id}/get/parameters/0/schema  (any value)',
      'GET /x/{id}  /paths/~1x~1{id}/get/responses/200/content/application~1json/schema/properties/list/items/anyOf/1  (free-form object)',
      'POST /x/{id}  /paths/~1x~1{id}/post/requestBody/content/application~1json/schema  (extra keys of any value)',
      'POST /x/{id}  /paths/~1x~1{id}/post/requestBody/content/application~1json/schema/properties/rows  (array of anything)',
      'components.schemas Open  /components/schemas/Open/additionalProperties  (free-form object)',
      'components.responses Missing  /components/responses/Missing/content/application~1json/schema/oneOf/1  (free-form object)',
    ]);
    const tight = { paths: { '/y': { get: { responses: { 200: json(closed) } } } }, components: { schemas: { Closed: closed } } };
    expect(looseSchemas(tight)).toEqual([]);
  });
});
