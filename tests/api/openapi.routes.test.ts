import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

type Operation = { parameters?: { in: string; name: string }[] };
type Doc = { paths: Record<string, Record<string, Operation>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

// Issue 36: a generated client calls the URLs the document publishes; each must be a route Fastify serves, with the
// same path parameters (the document once published `/instrument-files/{sha}256/download`, a parameter `sha`).
// The route table does not depend on the database, so SQLite alone answers.
describe('every documented path is a route the server serves', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds each documented method and path in the route table, and documents exactly its path parameters', () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      const named = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const method of METHODS.filter((m) => item[m])) {
        if (!t.app.hasRoute({ method: method.toUpperCase() as 'GET', url })) wrong.push(`${method} ${path}: no such route`);
        const documented = (item[method].parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        if (documented.join() !== named.join()) wrong.push(`${method} ${path}: path parameters ${documented.join()} ≠ ${named.join()}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/admin/analysis/instrument-files/{sha256}/download']).toBeDefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });
});
