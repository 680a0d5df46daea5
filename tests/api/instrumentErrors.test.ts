import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { fixture, masshunter, previewUpload, startLab, type Lab } from './instrumentHelpers.ts';
import { runScript } from '../ops/cli.ts';
import { storedPath } from '../../server/instruments/files.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// Each bad file is refused with its own message in the user's language, and nothing is written.
describe.each(databaseTargets())('instrument import: bad input, mappings, watched folder and evidence checks on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-bad-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body: unknown, who = 'analyst') => lab.t.call('POST', url, { token: lab.tok[who], body, lang: 'en' });
  const imports = async () => (await lab.t.database.db.selectFrom('instrument_imports').selectAll().execute()).length;
  const sampleRows = () => lab.samples.map((s, i): [string, string, string, string] => ['Sample', s.sampleNo, '0.5', (1 + i).toFixed(2)]);

  it('refuses an unknown layout, a truncated file, a binary file and a GBK file with duplicate sample ids, each by name', async () => {
    const unknown = await previewUpload(lab, fixture('bad/unknown-layout.csv'));
    expect([unknown.status, unknown.body.msg]).toEqual([400, expect.stringContaining('layout is not recognised (first line: "Foo,Bar,Baz")')]);
    const cut = await previewUpload(lab, fixture('bad/truncated-row.csv'));
    expect([cut.status, cut.body.msg]).toEqual([400, expect.stringMatching(/The file is incomplete \(line \d+ is cut off\)/)]);
    const binary = await previewUpload(lab, fixture('bad/binary.dat'));
    expect([binary.status, binary.body.msg]).toEqual([400, expect.stringContaining('not a text export')]);
    // GBK bytes decoded as GBK (not garbled as UTF-8): the Chinese sample name reads right in the Chinese message
    const gbk = await previewUpload(lab, fixture('agilent-masshunter-icpms/batch-gbk-dup.csv'), {}, 'analyst', 'zh-CN');
    expect(gbk.status).toBe(400);
    expect(gbk.body.msg).toBe('样品编号“S2026-0101 土壤消解液”在第 6 行重复出现（首次在第 4 行），请核对后重新导出');
    expect(await imports()).toBe(0);
  });

  it('refuses a file of 100 MB with 413 before reading it', async () => {
    const big = Buffer.alloc(100 * 1024 * 1024, 0x41);
    const r = await previewUpload(lab, big);
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('A0413');
  });

  it("lists readings whose unit is not the template's and refuses to import them", async () => {
    const p = await previewUpload(lab, masshunter(sampleRows(), 'mg/l'));
    expect(p.status).toBe(200);
    const wrong = p.body.data.unmatched.filter((u: any) => u.reason === 'unit_mismatch');
    expect(wrong).toHaveLength(lab.samples.length);
    expect(wrong[0].message).toBe('Unit "mg/l" is not the template\'s "μg/L"');
    const body = { sha256: p.body.data.sha256, fileName: 'mg.csv', equipmentId: lab.equipmentId, recordId: null, version: null };
    const r = await post(`/admin/analysis/${lab.sheetId}/instrument-import`, body);
    expect([r.status, r.body.msg]).toEqual([400, 'The unit "mg/l" on line 3 is not the template\'s "μg/L": it cannot be imported, only discarded']);
    const assign = await post(`/admin/analysis/${lab.sheetId}/instrument-import`, {
      ...body,
      assignments: [{ key: wrong[0].key, target: { sampleId: lab.samples[0].sampleNo, parameter: 'Pb', input: 'rho' } }],
    });
    expect(assign.status).toBe(400);
    expect(await imports()).toBe(0);
  });

  it('reads a file of the watched folder by name, and no name outside it', async () => {
    const dir = path.join(dataDir, 'instruments', 'EQ-ICP-7900', 'inbox');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, '2026-11-24 批次.csv'), masshunter(sampleRows()));
    const list = await lab.t.call('GET', `/admin/analysis/instrument-inbox?equipmentId=${lab.equipmentId}`, { token: lab.tok.analyst });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ name: '2026-11-24 批次.csv' })]);
    const p = await previewUpload(lab, Buffer.alloc(0), { inboxName: '2026-11-24 批次.csv' });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data).toMatchObject({ fileName: '2026-11-24 批次.csv', parser: 'agilent-masshunter-icpms' });
    expect(p.body.data.matched).toHaveLength(lab.samples.length);
    const escape = await previewUpload(lab, Buffer.alloc(0), { inboxName: '../../lims.db' });
    expect([escape.status, escape.body.msg]).toEqual([400, 'The watched folder has no file "../../lims.db"']);
  });

  it("reads any layout through a column mapping (live preview), and refuses another instrument's layout once the instrument has its format", async () => {
    const csv = Buffer.from(`样品编号,元素,浓度,单位\n${lab.samples.map((s) => `${s.sampleNo},铅,1.25,μg/L`).join('\n')}\n`, 'utf8');
    const mapping = { headerRow: 1, sampleId: '样品编号', analyte: '元素', value: '浓度', unit: '单位' };
    const live = await previewUpload(lab, csv, { mapping: JSON.stringify(mapping) });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.data.parser).toBe('mapping');
    expect(live.body.data.matched.map((m: any) => m.target.parameter)).toEqual(lab.samples.map(() => 'Pb'));
    const bad = await previewUpload(lab, csv, { mapping: JSON.stringify({ ...mapping, value: 'Conc' }) });
    expect([bad.status, bad.body.msg]).toEqual([400, 'The header has no column "Conc" (mapping field value)']);
    // the instrument's saved format: a Qtegra export; a MassHunter file is then "the wrong instrument"
    const saved = await post('/admin/api/v1/instrumentMappings', {
      equipmentId: lab.equipmentId,
      name: 'iCAP Qtegra',
      parserId: 'thermo-qtegra',
      isDefault: true,
      aliases: [{ alias: 'Lead', parameter: 'Pb' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const wrong = await previewUpload(lab, masshunter(sampleRows()));
    expect([wrong.status, wrong.body.msg]).toEqual([400, expect.stringContaining('expected thermo-qtegra, the file looks like agilent-masshunter-icpms')]);
    expect((await lab.t.call('DELETE', `/admin/api/v1/instrumentMappings/${saved.body.data.id}`, { token: lab.tok.analyst })).status).toBe(200);
    expect((await post('/admin/api/v1/instrumentMappings', { equipmentId: lab.equipmentId, name: 'x', parserId: 'thermo-qtegra' }, 'checker')).status).toBe(
      403,
    );
  });

  it('audit:verify passes with the stored file and fails when one byte of it changes', async () => {
    const p = await previewUpload(lab, masshunter(sampleRows()));
    const r = await post(`/admin/analysis/${lab.sheetId}/instrument-import`, {
      sha256: p.body.data.sha256,
      fileName: 'ok.csv',
      equipmentId: lab.equipmentId,
      recordId: p.body.data.recordId,
      version: p.body.data.version,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const env = { DATABASE_URL: lab.t.databaseUrl, DATA_DIR: dataDir };
    const ok = await runScript('audit-verify.ts', [], env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/instrument files OK: \d+ files re-hashed/);
    const file = storedPath(dataDir, p.body.data.sha256);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 3] ^= 1;
    fs.chmodSync(file, 0o644);
    fs.writeFileSync(file, bytes);
    const broken = await runScript('audit-verify.ts', [], env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`${p.body.data.sha256}: content now hashes to`);
    // and the download refuses the changed file instead of serving it as evidence
    const dl = await lab.t.app.inject({
      method: 'GET',
      url: `/admin/analysis/instrument-files/${p.body.data.sha256}/download`,
      headers: { authorization: `Bearer ${lab.tok.analyst}` },
    });
    expect(dl.statusCode).toBe(409);
  });
});
