import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, multipart, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from '../ops/isolatedApp.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// Insecure direct object references: a logged-in user names someone else's record by its id. The route's perm
// alone would let the request through; ownership, assignment and audience must still refuse it.

describe.each(databaseTargets())('object-level access on %s', (target) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await startIsolatedApp(target);
    for (const u of ['admin', 'labadmin', 'clerk', 'analyst', 'checker', 'reviewer', 'writer', 'qa']) {
      tok[u] = await t.login(u);
      ids[u] = (await t.call('GET', '/admin/api/v1/users/me', { token: tok[u] })).body.data.userId;
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('a raw-record draft is written only by the analyst the sheet is assigned to', async () => {
    const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?analystId=${ids.analyst}&status=received&status=in_entry`, { token: tok.admin }))
      .body.data.list;
    expect(sheets.length).toBeGreaterThan(0);
    const sheet = sheets[0];
    const before = (await t.call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${sheet.id}`, { token: tok.admin })).body.data.record;
    for (const u of ['labadmin', 'checker', 'reviewer', 'qa', 'writer']) {
      const r = await t.call('POST', '/admin/analysis/add_cgorder', {
        token: tok[u],
        lang: 'en',
        body: { analysisSheetId: sheet.id, header: { by: u }, rows: [] },
      });
      expect(r.status, `${u}: ${JSON.stringify(r.body)}`).toBe(403);
    }
    const after = (await t.call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${sheet.id}`, { token: tok.admin })).body.data.record;
    expect(after).toEqual(before);
    // nor confirmed or submitted by anyone else (labadmin holds analysis:entry too)
    const issued = (await t.call('GET', `/admin/api/v1/analysisSheets/page?analystId=${ids.analyst}&status=issued`, { token: tok.admin })).body.data.list;
    if (issued.length) expect((await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.labadmin, body: { id: issued[0].id } })).status).toBe(403);
    expect((await t.call('POST', '/admin/analysis/submit', { token: tok.labadmin, body: { id: sheet.id, password: '123456' } })).status).toBe(403);
    expect((await t.call('GET', `/admin/api/v1/analysisSheets/${sheet.id}/form`, { token: tok.admin })).body.data.status).toBe(sheet.status);
  });

  it('a private upload is read by its owner only; avatars are public to logged-in users', async () => {
    const m = multipart({
      file: { filename: 'calibration.pdf', content: Buffer.from('%PDF-1.4\n%私有\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), contentType: 'application/pdf' },
    });
    const up = await t.app.inject({
      method: 'POST',
      url: '/admin/api/v1/files?purpose=upload',
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${tok.analyst}` },
    });
    expect(up.statusCode, up.body).toBe(200);
    const name = String(JSON.parse(up.body).data.url).split('/').pop();
    const own = await t.app.inject({ method: 'GET', url: `/admin/api/v1/files/${name}`, headers: { authorization: `Bearer ${tok.analyst}` } });
    expect(own.statusCode).toBe(200);
    for (const u of ['clerk', 'checker', 'labadmin']) {
      const other = await t.app.inject({ method: 'GET', url: `/admin/api/v1/files/${name}`, headers: { authorization: `Bearer ${tok[u]}` } });
      expect(other.statusCode, u).toBe(403);
      expect(other.body).not.toContain('PDF');
    }
    // a stored name that is not ours cannot be made up into a path outside the files folder
    for (const bad of ['..%2F..%2Fpackage.json', '..%2Fdata%2Flims.db', '%2Fetc%2Fpasswd']) {
      const r = await t.app.inject({ method: 'GET', url: `/admin/api/v1/files/${bad}`, headers: { authorization: `Bearer ${tok.analyst}` } });
      expect(r.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, bad).toBeLessThan(500);
    }
  });

  it('a notice addressed to some users is invisible to the others', async () => {
    const made = await t.call('POST', '/admin/api/v1/notices', {
      token: tok.admin,
      body: { title: '仅限受理员', content: '<p>内部通知</p>', targetType: 'users', targetUserIds: [ids.clerk] },
    });
    expect(made.status).toBe(201);
    expect((await t.call('POST', `/admin/api/v1/notices/${made.body.data.id}/publish`, { token: tok.admin, body: {} })).status).toBe(200);
    expect((await t.call('GET', `/admin/api/v1/notices/${made.body.data.id}/detail`, { token: tok.clerk })).status).toBe(200);
    for (const u of ['analyst', 'checker', 'writer']) {
      expect((await t.call('GET', `/admin/api/v1/notices/${made.body.data.id}/detail`, { token: tok[u] })).status, u).toBe(404);
      const mine = (await t.call('GET', '/admin/api/v1/notices/my-page?pageSize=100', { token: tok[u] })).body.data.list;
      expect(
        mine.map((n: { id: number }) => n.id),
        u,
      ).not.toContain(made.body.data.id);
    }
  });

  it('profile and password changes reach only the caller, whatever id the body names', async () => {
    const adminBefore = (await t.call('GET', `/admin/api/v1/users/${ids.admin}/form`, { token: tok.admin })).body.data;
    const p = await t.call('PUT', '/admin/api/v1/users/profile', { token: tok.analyst, body: { id: ids.admin, userId: ids.admin, nickname: '被篡改' } });
    expect(p.status).toBeGreaterThanOrEqual(400); // unknown fields are refused outright
    const own = await t.call('PUT', '/admin/api/v1/users/profile', { token: tok.analyst, body: { nickname: '张分析二' } });
    expect(own.status).toBe(200);
    // an id in the body of a password change is ignored: the caller's own password is the one changed
    const pw = await t.call('PUT', '/admin/api/v1/users/password', {
      token: tok.analyst,
      body: { userId: ids.admin, id: ids.admin, oldPassword: '123456', newPassword: 'taken-over-1' },
    });
    expect(pw.status).toBeLessThan(500);
    if (pw.status === 200) expect(await t.login('analyst', 'taken-over-1')).toBeTruthy();
    const adminAfter = (await t.call('GET', `/admin/api/v1/users/${ids.admin}/form`, { token: tok.admin })).body.data;
    expect(adminAfter).toMatchObject({ nickname: adminBefore.nickname, version: adminBefore.version });
    expect(await t.login('admin')).toBeTruthy();
    // and someone without user management cannot edit or reset another account through the admin routes
    for (const [method, url] of [
      ['PUT', `/admin/api/v1/users/${ids.admin}`],
      ['PUT', `/admin/api/v1/users/${ids.admin}/password/reset`],
      ['DELETE', `/admin/api/v1/users/${ids.clerk}`],
    ] as const) {
      expect((await t.call(method, url, { token: tok.labadmin, body: { version: 1, nickname: 'x', password: 'reset-123' } })).status, url).toBe(403);
    }
  });

  it("an e-signature is the signer's own password, not anyone's", async () => {
    // the checker changes their password; the common demo password no longer signs for them
    expect(
      (await t.call('PUT', '/admin/api/v1/users/password', { token: tok.checker, body: { oldPassword: '123456', newPassword: 'checker-only-9' } })).status,
    ).toBe(200);
    const submitted = (await t.call('GET', '/admin/api/v1/analysisSheets/page?status=submitted', { token: tok.checker })).body.data.list;
    expect(submitted.length).toBeGreaterThan(0);
    const sheet = submitted[0];
    const wrong = await t.call('POST', '/admin/analysis/check', {
      token: tok.checker,
      lang: 'en',
      body: { id: sheet.id, version: sheet.version, password: '123456' },
    });
    expect(wrong.status).toBe(403);
    expect((await t.call('GET', `/admin/api/v1/analysisSheets/${sheet.id}/form`, { token: tok.checker })).body.data.status).toBe('submitted');
  });
});
