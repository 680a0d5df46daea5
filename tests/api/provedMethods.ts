// The shared fixture for a test that creates its own test items and issues sheets of them: an analysis sheet is issued
// only for a method the lab has proved (server/methods/gate.ts, issue 32 item 4), so the items get what a lab would
// enter — a scope line per method standard × matrix (the standard added to the catalogue if the lab has none), taken to
// "verified" by a person with method:decide. Through the HTTP API, so it serves the API tests and the browser tests.
import { normStandard } from '../../schemas/catalogue/fit.ts';

type Call = (method: string, url: string, o?: { token?: string; body?: unknown }) => Promise<{ status: number; body: any }>; // any: envelopes

const ok = async (what: string, p: Promise<{ status: number; body: any }>) => {
  const r = await p;
  if (r.status >= 300 || r.body?.code !== '00000') throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.data;
};

/** Puts the test items' methods in the scope as verified; `token` is a user with method:add and method:decide (admin). */
export async function proveMethods(call: Call, token: string, parameterIds: number[]): Promise<void> {
  const groups = new Map<string, { methodNo: string; matrix: string; ids: number[] }>();
  for (const id of parameterIds) {
    const p = await ok(`parameter ${id}`, call('GET', `/admin/api/v1/parameters/${id}/form`, { token }));
    const key = `${normStandard(p.methodNo)}|${p.matrix}`;
    groups.set(key, { methodNo: p.methodNo, matrix: p.matrix, ids: [...(groups.get(key)?.ids ?? []), id] });
  }
  const standards = (await ok('standards', call('GET', '/admin/api/v1/methodStandards/page?pageSize=500', { token }))).list as Array<{
    id: number;
    standardNo: string;
  }>;
  for (const g of groups.values()) {
    let standard = standards.find((s) => normStandard(s.standardNo) === normStandard(g.methodNo));
    if (!standard) {
      // two matrices of a method the lab had no standard for share the one standard made for the first
      standard = await ok(
        `standard ${g.methodNo}`,
        call('POST', '/admin/api/v1/methodStandards', { token, body: { standardNo: g.methodNo, title: g.methodNo } }),
      );
      standards.push(standard!);
    }
    const line = await ok(
      `scope line ${g.methodNo}`,
      call('POST', '/admin/api/v1/scopeLines', {
        token,
        body: { lineNo: 9000 + g.ids[0], methodStandardId: standard!.id, matrix: g.matrix, parameterIds: g.ids },
      }),
    );
    await ok(
      `verify ${g.methodNo}`,
      call('POST', `/admin/api/v1/scopeLines/${line.id}/transitions/verify`, { token, body: { version: line.version, reason: '方法验证已完成（测试夹具）' } }),
    );
  }
}
