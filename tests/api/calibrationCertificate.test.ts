// Issue 29: a calibration record keeps its certificate file. The equipment manager attaches a PDF (or a scan) to a
// recorded calibration; a wrong type or an oversized file is refused naming the field; the file is read back by who
// reads the equipment (device:query) and by no one else; a record keeps the file it has (evidence).
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseTargets, multipart, startTestApp, type TestApp } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

describe.each(databaseTargets())('calibration certificate files on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  const tok: Record<string, string> = {};
  let calibrationId = 0;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-cert-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    for (const u of ['equipment', 'analyst', 'clerk']) tok[u] = await t.login(u);
    const eq = (await t.call('GET', '/admin/api/v1/equipment/page?q=EQ-006', { token: tok.equipment })).body.data.list[0];
    const body = { equipmentId: eq.id, calibratedOn: '2026-11-01', certificateNo: 'JZ-2026-1101', agency: '省计量院', result: 'pass' };
    // a file address sent with the record is refused: the file comes only through the upload
    const withFile = await t.call('POST', '/admin/api/v1/equipmentCalibrations', { token: tok.equipment, body: { ...body, certificateFile: '/x' } });
    expect(withFile.status, JSON.stringify(withFile.body)).toBe(400);
    expect(withFile.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['certificateFile']);
    const made = await t.call('POST', '/admin/api/v1/equipmentCalibrations', { token: tok.equipment, body });
    expect(made.status).toBe(201);
    expect(made.body.data.certificateFile ?? null).toBeNull();
    calibrationId = made.body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (token: string, file: { filename: string; content: Buffer; contentType?: string }, lang = 'zh-CN') => {
    const m = multipart({ file, filename: file.filename });
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/v1/equipmentCalibrations/${calibrationId}/certificate`,
      headers: { ...m.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
      payload: m.payload,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };

  it('refuses a file that is not a PDF or an image, and one over 5 MB, naming the field', async () => {
    const xlsxLike = await upload(tok.equipment, { filename: 'cert.txt', content: Buffer.from('证书编号 JZ-2026-1101'), contentType: 'application/pdf' });
    expect(xlsxLike.status).toBe(400);
    expect(xlsxLike.body.data.errors).toMatchObject([{ field: 'certificateFile', message: '不支持的文件类型（允许：pdf, png, jpg）' }]);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(tok.equipment, { filename: 'cert.pdf', content: big, contentType: 'application/pdf' }, 'en');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.data.errors).toMatchObject([{ field: 'certificateFile', message: 'The file exceeds the 5.0 MB limit' }]);
    // who only reads the equipment may not attach
    expect((await upload(tok.analyst, { filename: 'cert.pdf', content: PDF })).status).toBe(403);
    const row = (await t.call('GET', `/admin/api/v1/equipmentCalibrations/${calibrationId}/form`, { token: tok.equipment })).body.data;
    expect(row.certificateFile ?? null).toBeNull(); // nothing half-written
  });

  it('attaches a PDF to the record, read back by who reads the equipment; the record keeps it', async () => {
    const ok = await upload(tok.equipment, { filename: 'JZ-2026-1101.pdf', content: PDF, contentType: 'application/pdf' });
    expect(ok.status).toBe(200);
    const url = ok.body.data.certificateFile as string;
    expect(url).toMatch(/^\/admin\/api\/v1\/files\/[0-9a-f-]{36}\.pdf$/);
    const history = (await t.call('GET', `/admin/api/v1/equipmentCalibrations/page?equipmentId=${ok.body.data.equipmentId}`, { token: tok.analyst })).body.data;
    expect(history.list.find((c: { id: number }) => c.id === calibrationId).certificateFile).toBe(url);

    const read = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok.analyst}` } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(String(read.headers['content-disposition'])).toContain('JZ-2026-1101.pdf');
    expect(read.rawPayload.equals(PDF)).toBe(true);
    // the clerk does not read the equipment
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok.clerk}` } })).statusCode).toBe(403);

    const again = await upload(tok.equipment, { filename: 'other.pdf', content: PDF }, 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('already has its certificate file');
    // the upload is audited under its own action
    const audit = await t.database.db
      .selectFrom('adminLogs')
      .select('action')
      .where('entity', '=', 'equipmentCalibrations')
      .where('entityId', '=', String(calibrationId))
      .execute();
    expect(audit.map((a) => a.action)).toContain('certificate');
  });
});
