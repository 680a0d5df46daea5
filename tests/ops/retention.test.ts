import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { resources } from '../../schemas/resources/index.ts';
import { databaseTargets, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from './isolatedApp.ts';
import { verifyChain } from '../../server/audit/chain.ts';
import { adminRoutes, concreteUrl } from '../security/routeTable.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

vi.mock('fastify', () => import('../security/routeTable.ts').then((m) => m.fastifyWithRouteTable()));

// Records kept for accreditation — issued reports, raw records, results, signatures, the audit log — cannot be
// deleted (or rewritten) through any route; master data that records point at cannot be deleted, with a message
// that says why. Everything is tried as ROOT, whom no perm stops.

const RETAINED = resources.filter((r) => r.retention === 'archive').map((r) => r.name);

describe.each(databaseTargets())('retention on %s', (target) => {
  let t: TestApp & { dataDir: string };
  let admin: string;
  const count = async (table: string) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const call = (method: string, url: string, body?: unknown) => t.call(method, url, { token: admin, lang: 'en', body });
  beforeAll(async () => {
    t = await startIsolatedApp(target);
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('offers no route that deletes or rewrites a retained record, and refuses the generic delete', async () => {
    expect(RETAINED.sort()).toEqual([
      'adminLogs',
      'controlChartLimits',
      'controlCharts',
      'controlPoints',
      'correctiveActions',
      'equipmentCalibrations',
      'instrumentImports',
      'materialContainers',
      'materialLots',
      'materials',
      'methodStandards',
      'methodVerifications',
      'ptResults',
      'rawRecords',
      'reports',
      'results',
      'scopeLines',
      'signatures',
      'solutions',
      'staffAuthorisations',
      'subcontractors',
      'uncertaintyRecords',
    ]);
    const writes = adminRoutes().filter(
      (r) => r.method !== 'GET' && RETAINED.some((name) => r.url.startsWith(`/admin/api/v1/${name}/`) || r.url === `/admin/api/v1/${name}`),
    );
    // the only generic writes left on retained resources: report drafting (guarded by state, below), recording a
    // calibration and attaching its certificate once (tests/api/calibrationCertificate.test.ts), a control chart's
    // creation, its rules' edit and its steps, a corrective action's signed close (tests/api/controlCharts.flow.test.ts),
    // the method capability's records (issue 32: standards, scope lines, verifications, authorisations, PT results,
    // subcontractors), issue 33's uncertainty records and issue 34's reagent catalogue, lots (a certificate attached once) and containers, created and edited only in the states their workflows leave editable and changed by their signed
    // or reasoned steps (tests/api/methods.*.test.ts), and delete (refused)
    expect(writes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /admin/api/v1/adminLogs/:ids',
      'DELETE /admin/api/v1/controlChartLimits/:ids',
      'DELETE /admin/api/v1/controlCharts/:ids',
      'DELETE /admin/api/v1/controlPoints/:ids',
      'DELETE /admin/api/v1/correctiveActions/:ids',
      'DELETE /admin/api/v1/equipmentCalibrations/:ids',
      'DELETE /admin/api/v1/instrumentImports/:ids',
      'DELETE /admin/api/v1/materialContainers/:ids',
      'DELETE /admin/api/v1/materialLots/:ids',
      'DELETE /admin/api/v1/materials/:ids',
      'DELETE /admin/api/v1/methodStandards/:ids',
      'DELETE /admin/api/v1/methodVerifications/:ids',
      'DELETE /admin/api/v1/ptResults/:ids',
      'DELETE /admin/api/v1/rawRecords/:ids',
      'DELETE /admin/api/v1/reports/:ids',
      'DELETE /admin/api/v1/results/:ids',
      'DELETE /admin/api/v1/scopeLines/:ids',
      'DELETE /admin/api/v1/signatures/:ids',
      'DELETE /admin/api/v1/solutions/:ids',
      'DELETE /admin/api/v1/staffAuthorisations/:ids',
      'DELETE /admin/api/v1/subcontractors/:ids',
      'DELETE /admin/api/v1/uncertaintyRecords/:ids',
      'POST /admin/api/v1/controlCharts',
      'POST /admin/api/v1/controlCharts/:id/transitions/:name',
      'POST /admin/api/v1/correctiveActions/:id/transitions/:name',
      'POST /admin/api/v1/equipmentCalibrations',
      'POST /admin/api/v1/equipmentCalibrations/:id/certificate',
      'POST /admin/api/v1/materialContainers',
      'POST /admin/api/v1/materialContainers/:id/transitions/:name',
      'POST /admin/api/v1/materialLots',
      'POST /admin/api/v1/materialLots/:id/certificate',
      'POST /admin/api/v1/materialLots/:id/transitions/:name',
      'POST /admin/api/v1/materials',
      'POST /admin/api/v1/materials/import',
      'POST /admin/api/v1/methodStandards',
      'POST /admin/api/v1/methodStandards/:id/transitions/:name',
      'POST /admin/api/v1/methodVerifications',
      'POST /admin/api/v1/methodVerifications/:id/transitions/:name',
      'POST /admin/api/v1/ptResults',
      'POST /admin/api/v1/ptResults/:id/transitions/:name',
      'POST /admin/api/v1/reports',
      'POST /admin/api/v1/reports/:id/transitions/:name',
      'POST /admin/api/v1/scopeLines',
      'POST /admin/api/v1/scopeLines/:id/transitions/:name',
      'POST /admin/api/v1/solutions',
      'POST /admin/api/v1/solutions/:id/transitions/:name',
      'POST /admin/api/v1/staffAuthorisations',
      'POST /admin/api/v1/staffAuthorisations/:id/transitions/:name',
      'POST /admin/api/v1/subcontractors',
      'POST /admin/api/v1/uncertaintyRecords',
      'POST /admin/api/v1/uncertaintyRecords/:id/transitions/:name',
      'PUT /admin/api/v1/controlCharts/:id',
      'PUT /admin/api/v1/materialContainers/:id',
      'PUT /admin/api/v1/materialLots/:id',
      'PUT /admin/api/v1/materials/:id',
      'PUT /admin/api/v1/methodStandards/:id',
      'PUT /admin/api/v1/methodVerifications/:id',
      'PUT /admin/api/v1/ptResults/:id',
      'PUT /admin/api/v1/reports/:id',
      'PUT /admin/api/v1/scopeLines/:id',
      'PUT /admin/api/v1/solutions/:id',
      'PUT /admin/api/v1/staffAuthorisations/:id',
      'PUT /admin/api/v1/subcontractors/:id',
      'PUT /admin/api/v1/uncertaintyRecords/:id',
    ]);
    for (const name of RETAINED) {
      const table = resources.find((r) => r.name === name)!.table;
      const before = await count(table);
      const ids = (await t.database.db.selectFrom(table).select('id').orderBy('id').limit(3).execute()).map((r) => r.id).join(',');
      // the demo lab has imported no instrument file: its retention is checked in tests/api/instrumentImport.test.ts
      if (name === 'instrumentImports') continue;
      expect(ids, `${name} has demo rows`).not.toBe('');
      const r = await call('DELETE', `/admin/api/v1/${name}/${ids}`);
      expect(r.status, name).toBe(409);
      expect(r.body.msg, name).toBe('These records must be kept: they cannot be deleted, only archived');
      expect(await count(table), name).toBe(before);
    }
  });

  it('keeps an issued report as it was: no delete, no edit; it is archived or withdrawn, never removed', async () => {
    const issued = (await call('GET', '/admin/api/v1/reports/page?status=issued')).body.data.list[0];
    expect(issued).toBeTruthy();
    expect((await call('PUT', `/admin/api/v1/reports/${issued.id}`, { version: issued.version, conclusion: '改过的结论' })).status).toBe(409);
    const drafting = (await call('GET', '/admin/api/v1/reports/page?status=drafting')).body.data.list[0];
    const mixed = await call('DELETE', `/admin/api/v1/reports/${drafting.id},${issued.id}`);
    expect(mixed.status).toBe(409);
    expect((await call('GET', `/admin/api/v1/reports/${drafting.id}/form`)).status).toBe(200); // all or nothing
    const archived = await call('POST', `/admin/api/v1/reports/${issued.id}/transitions/archive`, { version: issued.version });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const after = (await call('GET', `/admin/api/v1/reports/${issued.id}/form`)).body.data;
    expect(after).toMatchObject({ status: 'archived', conclusion: issued.conclusion, contentHash: issued.contentHash, reportNo: issued.reportNo });
    expect(fs.existsSync(path.resolve(t.dataDir, issued.pdfPath))).toBe(true); // the issued PDF stays on disk
  });

  it('keeps a locked raw record unchanged: no generic write route, and the draft route refuses a locked sheet', async () => {
    const locked = (await call('GET', '/admin/api/v1/analysisSheets/page?status=locked')).body.data.list[0];
    const record = (await call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${locked.id}`)).body.data.record;
    expect(record.draft).toBe(false);
    expect((await call('PUT', `/admin/api/v1/rawRecords/${record.id}`, { version: record.version, rows: [] })).status).toBe(405); // no such write route: the path is known, the method is not
    expect((await call('POST', '/admin/api/v1/rawRecords', { analysisSheetId: locked.id, templateId: record.templateId })).status).toBe(404); // no create route at all: an unknown path
    const draft = await call('POST', '/admin/analysis/add_cgorder', { analysisSheetId: locked.id, header: {}, rows: [] });
    expect(draft.status).toBe(409);
    expect((await call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${locked.id}`)).body.data.record).toEqual(record);
  });

  it('keeps the audit log append-only and verifiable', async () => {
    const before = await count('admin_logs');
    expect((await call('DELETE', '/admin/api/v1/adminLogs/1')).status).toBe(409);
    expect((await call('PUT', '/admin/api/v1/adminLogs/1', { version: 1, action: 'nothing' })).status).toBe(405);
    expect((await call('POST', '/admin/api/v1/adminLogs', { action: 'forged' })).status).toBe(404);
    expect(await count('admin_logs')).toBe(before + 0);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
  });

  it('refuses to delete master data that records reference, saying why', async () => {
    for (const url of [
      '/admin/api/v1/clients/1',
      '/admin/api/v1/parameters/1',
      '/admin/api/v1/departments/1',
      '/admin/api/v1/employees/1',
      '/admin/api/v1/employeeGroups/1',
    ]) {
      const r = await call('DELETE', url);
      expect(r.status, url).toBe(409);
      expect(r.body.msg, url).toMatch(/referenced by other records|is used by/);
      expect((await call('GET', `${url}/form`)).status, url).toBe(200);
    }
    // referenced only inside a record's id list (no foreign key): the instrument of a raw record
    const rec = (await call('GET', '/admin/api/v1/rawRecords/page?pageSize=100')).body.data.list.find((r: { equipmentIds: number[] }) => r.equipmentIds.length);
    expect(rec).toBeTruthy();
    const eq = await call('DELETE', `/admin/api/v1/equipment/${rec.equipmentIds[0]}`);
    expect(eq.status).toBe(409);
    expect(eq.body.msg).toMatch(/^This record is used by a raw record \(for example .+\) and must be kept for traceability/);
    const zh = await t.call('DELETE', `/admin/api/v1/equipment/${rec.equipmentIds[0]}`, { token: admin });
    expect(zh.body.msg).toContain('原始记录');
    expect((await call('GET', `/admin/api/v1/equipment/${rec.equipmentIds[0]}/form`)).status).toBe(200);
    const sample = (await call('GET', '/admin/api/v1/samples/page?pageSize=1')).body.data.list[0];
    const param = await call('DELETE', `/admin/api/v1/parameters/${sample.parameterIds[0]}`);
    expect(param.status).toBe(409);
    // master data nobody points at is deleted as usual
    const spare = await call('POST', '/admin/api/v1/equipment', { assetNo: 'RET-1', name: '闲置设备' });
    expect((await call('DELETE', `/admin/api/v1/equipment/${spare.body.data.id}`)).status).toBe(200);
  });

  it('refuses every delete route of the table on referenced or retained rows without a 500, and no delete reaches a retained row', async () => {
    const retainedIds = async () => {
      const out: Record<string, number[]> = {};
      for (const name of RETAINED) {
        const table = resources.find((r) => r.name === name)!.table;
        out[name] = (await t.database.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => Number(r.id));
      }
      return out;
    };
    const before = await retainedIds();
    const problems: string[] = [];
    // the first rows of every table: the demo lab's records hang off them (orders, tasks, samples, sheets, users)
    for (const r of adminRoutes().filter((x) => x.method === 'DELETE')) {
      for (const ids of ['1', '1,2,3,4,5']) {
        const res = await call('DELETE', concreteUrl(r.url, { ids, id: ids.split(',')[0] }));
        if (res.status >= 500) problems.push(`${r.url} ${ids}: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
    // nothing cascades: every retained row is still there (only rows appended since, by the audit log itself)
    const after = await retainedIds();
    for (const name of RETAINED) expect(after[name].slice(0, before[name].length), name).toEqual(before[name]);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
  });
});
