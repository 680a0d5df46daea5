// Limit standards as versioned data (issue 19): the shipped editions are loaded by migration with a cited table on
// every row; a permitted role edits them through the one write path (versioned, audited); a limit in a unit the
// matrix cannot have, a row for a class the edition does not define, two limits for one class, or an edition whose
// dates overlap another's are refused by field, in the caller's language, and nothing is written.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { editionIssues, limitStandards, type LimitStandardRecord } from '../../schemas/standards/limitStandards.ts';
import { gb3838_2002 } from '../../server/standards/gb3838.ts';
import { gb3838Table23Rows } from '../../server/standards/gb3838_t23.ts';
import { gb13223_2011 } from '../../server/standards/gb13223.ts';
import { gb3095_2012 } from '../../server/standards/gb3095.ts';
import { gb18918_2002 } from '../../server/standards/gb18918.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe('the shipped editions', () => {
  it('are valid editions whose every row cites its table and whose unread cells are listed', () => {
    for (const s of [gb3838_2002, gb13223_2011, gb3095_2012, gb18918_2002]) {
      const parsed = limitStandards.createSchema.parse(s) as unknown as LimitStandardRecord;
      expect(editionIssues(parsed)).toEqual([]);
      expect(parsed.rows.every((r) => /^表\d+$/.test(r.table))).toBe(true);
      expect(s.unread.length).toBeGreaterThan(0);
    }
    // GB 3838-2002 表1: 23 basic items with numeric limits (水温 listed as not entered), 总磷 twice (rivers; 湖、库), × 5 classes
    expect(gb3838_2002.rows.length).toBe(24 * 5);
    const of = (analyte: string, c: string, condition?: string) =>
      gb3838_2002.rows.find((r) => r.analyte === analyte && r.classCode === c && r.condition === condition)?.limit;
    expect([of('氨氮(NH3-N)', 'III'), of('化学需氧量(COD)', 'III'), of('溶解氧', 'III'), of('pH值', 'III'), of('总磷(以P计)', 'III', '湖、库')]).toEqual([
      '≤1.0',
      '≤20',
      '≥5',
      '6~9',
      '≤0.05',
    ]);
    expect(gb3838_2002.unread).toContain('水温');
    expect(gb13223_2011.unread).toContain('烟尘');
    expect(gb13223_2011.unread).toContain('基准氧含量');
    // GB 3095-2012 表1 and 表2: 23 item × averaging-period pairs × 2 grades
    expect(gb3095_2012.rows.length).toBe(23 * 2);
    // GB 18918-2002 表1: items 1–6 in four grades, 总氮 一级A only
    expect(gb18918_2002.rows.length).toBe(6 * 4 + 1);
    expect(gb18918_2002.rows.filter((r) => r.classCode === '1A').map((r) => r.limit)).toEqual(['≤50', '≤10', '≤10', '≤1', '≤1', '≤0.5', '≤15']);
    expect(gb3095_2012.rows.find((r) => r.analyte === '颗粒物(粒径小于等于2.5μm)' && r.classCode === '2' && r.condition === '24小时平均')?.limit).toBe('≤75');
  });
});

describe.each(databaseTargets())('the limit standards library on %s', (target) => {
  let t: TestApp;
  let qa: string, analyst: string;
  const base = '/admin/api/v1/limitStandards';
  const edition = (o: Record<string, unknown> = {}) => ({
    standardNo: 'GB 99999-2030',
    edition: '2030',
    title: '测试标准',
    kind: 'discharge',
    matrix: 'stack_gas',
    effectiveFrom: '2030-01-01',
    classes: [{ code: 'new', label: '新建' }],
    rows: [
      { table: '表1', analyte: '二氧化硫', classCode: 'new', limit: '≤50', unit: 'mg/m³', oxygenRef: '6' },
      { table: '表1', analyte: '二噁英类', classCode: 'new', limit: 'ND', unit: 'ng-TEQ/m³' },
    ],
    signaturePassword: '123456',
    ...o,
  });

  beforeAll(async () => {
    t = await startTestApp(target);
    [qa, analyst] = await Promise.all(['qa', 'analyst'].map((u) => t.login(u)));
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds GB 3838-2002 and GB 13223-2011 as loaded by migration', async () => {
    const list = (await t.call('GET', `${base}/page?pageSize=50`, { token: qa })).body.data.list;
    const gb3838 = list.find((s: { standardNo: string }) => s.standardNo === 'GB 3838-2002');
    // migration 031 appended 表2 and 表3 (集中式生活饮用水地表水源地): a version up
    expect(gb3838).toMatchObject({ edition: '2002', matrix: 'water', effectiveFrom: '2002-06-01', version: 2 });
    const full = (await t.call('GET', `${base}/${gb3838.id}/form`, { token: qa })).body.data;
    expect(full.rows).toHaveLength(120 + gb3838Table23Rows.length);
    expect(full.classes.map((c: { code: string }) => c.code)).toEqual(['I', 'II', 'III', 'IV', 'V']);
    expect(list.some((s: { standardNo: string }) => s.standardNo === 'GB 13223-2011')).toBe(true);
    expect(list.some((s: { standardNo: string }) => s.standardNo === 'GB 3095-2012')).toBe(true);
    expect((await t.call('GET', `${base}/page`, { token: analyst })).status).toBe(403);
  });

  it('refuses impossible units, undefined classes, duplicate limits and overlapping editions, by field', async () => {
    const bad = await t.call('POST', base, {
      token: qa,
      lang: 'en',
      body: edition({
        rows: [
          { table: '表1', analyte: '二氧化硫', classCode: 'new', limit: '≤50', unit: 'mg/L' },
          { table: '表1', analyte: '氮氧化物', classCode: 'old', limit: '≤100', unit: 'mg/m³' },
          { table: '表1', analyte: '颗粒物', classCode: 'new', limit: '≤10', unit: 'mg/m³' },
          { table: '表1', analyte: '颗粒物', classCode: 'new', limit: '≤20', unit: 'mg/m³' },
        ],
      }),
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]);
    expect(fields).toEqual([
      ['rows.0.unit', "This unit does not fit the standard's matrix"],
      ['rows.1.classCode', 'This class is not one the standard defines'],
      ['rows.3.classCode', 'A parameter has one limit per class and condition'],
    ]);
    const limit = await t.call('POST', base, {
      token: qa,
      lang: 'en',
      body: edition({ rows: [{ table: '表1', analyte: 'x', classCode: 'new', limit: 'about 5', unit: 'mg/m³' }] }),
    });
    expect(limit.status).toBe(400);
    expect(JSON.stringify(limit.body.data.errors)).toContain('ND (not detected)');
    // a range with excluded ends is a limit (GB 5085.1-2007 §4.1 pH); one whose ends are swapped holds no value at all
    const swapped = await t.call('POST', base, {
      token: qa,
      lang: 'en',
      body: edition({ rows: [{ table: '表1', analyte: 'x', classCode: 'new', limit: '12.5<pH<2.0', unit: '无量纲' }] }),
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.data.errors).toEqual([
      { field: 'rows.0.limit', label: 'Limits row 1 · Limit', message: "A range's lower end must be below its upper end" },
    ]);
    const first = await t.call('POST', base, { token: qa, body: edition({ effectiveTo: '2034-12-31' }) });
    expect(first.status).toBe(201);
    const overlap = await t.call('POST', base, { token: qa, lang: 'en', body: edition({ edition: '2034', effectiveFrom: '2034-06-01' }) });
    expect(overlap.status).toBe(400);
    expect(overlap.body.data.errors[0]).toMatchObject({ field: 'effectiveFrom', message: expect.stringContaining('edition 2030') });
    expect((await t.call('POST', base, { token: qa, body: edition({ edition: '2035', effectiveFrom: '2035-01-01' }) })).status).toBe(201);
    const count = await t.database.db
      .selectFrom('limitStandards')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('standardNo', '=', 'GB 99999-2030')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('versions and audits an edit by a permitted role; others may not edit', async () => {
    const row = await t.database.db.selectFrom('limitStandards').select(['id', 'version']).where('standardNo', '=', 'GB 13223-2011').executeTakeFirstOrThrow();
    const stored = (await t.call('GET', `${base}/${row.id}/form`, { token: qa })).body.data;
    expect((await t.call('PUT', `${base}/${row.id}`, { token: analyst, body: { version: row.version, source: 'x' } })).status).toBe(403);
    const edited = await t.call('PUT', `${base}/${row.id}`, {
      token: qa,
      body: {
        version: row.version,
        rows: stored.rows.map((r: { oxygenRef?: string }) => ({ ...r })),
        source: `${stored.source}（复核）`,
        signaturePassword: '123456',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.version).toBe(row.version + 1);
    expect((await t.call('PUT', `${base}/${row.id}`, { token: qa, body: { version: row.version, source: 'stale' } })).status).toBe(409);
    const log = await t.database.db
      .selectFrom('adminLogs')
      .select(['action'])
      .where('entity', '=', 'limitStandards')
      .where('entityId', '=', String(row.id))
      .execute();
    expect(log.map((l) => l.action)).toContain('update');
  });

  it('holds the editions of migration 015 beside those of 013', async () => {
    const list = (await t.call('GET', `${base}/page?pageSize=50`, { token: qa })).body.data.list as Array<{
      standardNo: string;
      matrix: string;
      version: number;
    }>;
    for (const [no, matrix] of [
      ['GB/T 14848-2017', 'water'],
      ['GB 36600-2018', 'soil'],
      ['GB 15618-2018', 'soil'],
      ['GB 8978-1996', 'wastewater'],
      ['GB 16297-1996', 'stack_gas'],
    ]) {
      // migration 017 appended to GB 16297-1996 and GB 8978-1996, 019 to all three and GB 36600-2018: a version each
      const appended = ({ 'GB 16297-1996': 2, 'GB 36600-2018': 1, 'GB 8978-1996': 2 } as Record<string, number>)[no] ?? 0;
      expect(
        list.find((s) => s.standardNo === no),
        no,
      ).toMatchObject({ matrix, version: 1 + appended });
    }
    const gw = list.find((s) => s.standardNo === 'GB/T 14848-2017') as unknown as { id: number };
    const form = (await t.call('GET', `${base}/${gw.id}/form`, { token: qa })).body.data;
    expect(form.rows.find((r: { analyte: string; classCode: string }) => r.analyte === '硝酸盐' && r.classCode === 'III')).toMatchObject({
      table: '表1',
      limit: '≤20.0',
      unit: 'mg/L',
    });
    expect(form.signaturePassword).toBeUndefined();
  });

  it('makes the editor sign every create and update: no password, a wrong one, or a signed write recorded with its meaning', async () => {
    const none = await t.call('POST', base, { token: qa, lang: 'en', body: edition({ standardNo: 'GB 88888-2030', signaturePassword: undefined }) });
    expect(none.status).toBe(400);
    expect(none.body.data.errors).toEqual([
      { field: 'signaturePassword', label: 'E-signature (your password)', message: 'An electronic signature needs your password' },
    ]);
    const wrong = await t.call('POST', base, { token: qa, lang: 'en', body: edition({ standardNo: 'GB 88888-2030', signaturePassword: 'not-my-password' }) });
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('Wrong password: not signed');
    expect(await t.database.db.selectFrom('limitStandards').select('id').where('standardNo', '=', 'GB 88888-2030').execute()).toEqual([]);
    const made = await t.call('POST', base, { token: qa, body: edition({ standardNo: 'GB 88888-2030' }) });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    expect(made.body.data.signaturePassword).toBeUndefined();
    const unsigned = await t.call('PUT', `${base}/${id}`, { token: qa, body: { version: 1, source: '改' } });
    expect(unsigned.status).toBe(400);
    expect((await t.call('GET', `${base}/${id}/form`, { token: qa })).body.data).toMatchObject({ version: 1 });
    // the rounded-value rule needs the clause that states it
    const noClause = await t.call('PUT', `${base}/${id}`, { token: qa, lang: 'en', body: { version: 1, comparison: 'rounded', signaturePassword: '123456' } });
    expect(noClause.status).toBe(400);
    expect(noClause.body.data.errors).toEqual([
      { field: 'comparisonClause', label: 'Clause stating the rule', message: 'Rounded-value comparison needs the clause of the standard that states it' },
    ]);
    const ok = await t.call('PUT', `${base}/${id}`, {
      token: qa,
      body: { version: 1, comparison: 'rounded', comparisonClause: '第5.2条', signaturePassword: '123456' },
    });
    expect(ok.status).toBe(200);
    const sigs = await t.database.db
      .selectFrom('signatures')
      .select(['meaning', 'userId', 'signerName'])
      .where('entity', '=', 'limitStandards')
      .where('entityId', '=', id)
      .orderBy('id')
      .execute();
    expect(sigs.map((x) => x.meaning)).toEqual(['create', 'update']);
    const qaUser = await t.database.db.selectFrom('users').select('id').where('username', '=', 'qa').executeTakeFirstOrThrow();
    expect(sigs.every((x) => x.userId === qaUser.id)).toBe(true);
    const log = await t.database.db
      .selectFrom('adminLogs')
      .select(['entity', 'action'])
      .where((eb) => eb.or([eb('entity', '=', 'limitStandards'), eb('entity', '=', 'signatures')]))
      .execute();
    expect(log.filter((l) => l.entity === 'signatures' && l.action === 'sign').length).toBeGreaterThanOrEqual(2);
    // the password is never stored nor logged
    const raw = JSON.stringify(await t.database.db.selectFrom('adminLogs').selectAll().where('entity', '=', 'limitStandards').execute());
    expect(raw).not.toContain('123456');
  });
});
