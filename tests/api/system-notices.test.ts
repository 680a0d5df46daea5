import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { writeZip } from '../../server/system/excel/zip.ts';
import { databaseTargets, startTestApp, multipart, type TestApp } from './harness.ts';
import { connectStomp, waitFor } from '../realtime/helpers.ts';
import { listen, subscribed, PNG } from './system-helpers.ts';

// a loaded two-core machine and argon2 hashing make single steps slow at times
vi.setConfig({ testTimeout: 30_000 });

const N = '/admin/api/v1/notices';

/** A minimal Word document: a bold heading, a paragraph with a hyperlink and an embedded PNG. */
function docx(): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const drawing = `<w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="9525" cy="9525"/><wp:docPr id="1" name="p" descr="印章"/>
    <a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">
    <pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="0" name="p.png"/><pic:cNvPicPr/></pic:nvPicPr>
    <pic:blipFill><a:blip r:embed="rIdImg"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing>`;
  return writeZip([
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="javascript:alert(1)" TargetMode="External"/><Relationship Id="rIdImg" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/></Relationships>`,
    },
    { name: 'word/media/image1.png', content: PNG },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>
      <w:p><w:r><w:rPr><w:b/></w:rPr><w:t>关于能力验证的通知</w:t></w:r></w:p>
      <w:p><w:r><w:t xml:space="preserve">请于 12 月 15 日前提交 &lt;原始记录&gt;。</w:t></w:r><w:hyperlink r:id="rIdLink"><w:r><w:t>点此</w:t></w:r></w:hyperlink></w:p>
      <w:p><w:r>${drawing}</w:r></w:p>
    </w:body></w:document>`,
    },
  ]);
}

describe.each(databaseTargets())('notices on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let wsUrl: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-notices-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    wsUrl = await listen(t);
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const create = async (body: Record<string, unknown>) => {
    const r = await t.call('POST', N, { token: admin, body: { level: 'medium', targetType: 'all', ...body } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data as { id: number; version: number; content: string };
  };
  const uid = async (username: string) =>
    (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id as number;

  it('strips scripts, handlers, frames and javascript: links from rich text, keeping the formatting', async () => {
    const n = await create({
      title: '清洗测试',
      content:
        '<p style="text-align:center;color:#c00;position:fixed">居中<b>加粗</b></p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe>' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg"><a href="https://www.mee.gov.cn" target="_self">生态环境部</a>',
    });
    expect(n.content).not.toMatch(/script|onerror|javascript:|iframe|position|svg\+xml/i);
    expect(n.content).toContain('<p style="text-align:center;color:#c00">居中<b>加粗</b></p>');
    expect(n.content).toContain('<a href="https://www.mee.gov.cn" target="_blank" rel="noopener noreferrer">生态环境部</a>');
    const upd = await t.call('PUT', `${N}/${n.id}`, { token: admin, body: { version: n.version, content: '<p onclick="x()">新</p>' } });
    expect(upd.body.data.content).toBe('<p>新</p>');
    const noTargets = await t.call('POST', N, { token: admin, lang: 'en', body: { title: 'x', content: 'x', targetType: 'users' } });
    expect(noTargets.body.msg).toBe('Choose the recipients');
  });

  it('publishes to everyone over /topic/notice; my notices track read state; revoking hides it', async () => {
    const analyst = await t.login('analyst');
    const client = await connectStomp(wsUrl, analyst);
    const topic = await subscribed(client, '/topic/notice');
    const before = (await t.call('GET', `${N}/my-page`, { token: analyst })).body.data;
    const n = await create({ title: '全员通知', content: '<p>请注意安全</p>' });
    expect((await t.call('GET', `${N}/my-page`, { token: analyst })).body.data.total).toBe(before.total); // a draft is not shown
    const pub = await t.call('POST', `${N}/${n.id}/publish`, { token: admin });
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ publishStatus: 'published' });
    await waitFor(() => topic.some((m) => JSON.parse(m.body).id === n.id), 3000, 'notice pushed');
    expect(JSON.parse(topic.find((m) => JSON.parse(m.body).id === n.id)!.body)).toMatchObject({ type: 'notice', action: 'publish', title: '全员通知' });
    expect((await t.call('POST', `${N}/${n.id}/publish`, { token: admin })).status).toBe(409);

    const mine = (await t.call('GET', `${N}/my-page?isRead=0`, { token: analyst })).body.data;
    expect(mine.list[0]).toMatchObject({ id: n.id, isRead: false });
    expect(mine.unreadCount).toBe(before.unreadCount + 1);
    const detail = await t.call('GET', `${N}/${n.id}/detail`, { token: analyst });
    expect(detail.body.data).toMatchObject({ title: '全员通知', content: '<p>请注意安全</p>', isRead: true });
    const after = (await t.call('GET', `${N}/my-page`, { token: analyst })).body.data;
    expect(after.unreadCount).toBe(before.unreadCount);
    expect(after.list.find((x: { id: number }) => x.id === n.id).isRead).toBe(true);
    await t.call('GET', `${N}/${n.id}/detail`, { token: analyst }); // reading twice records one read
    expect((await t.database.db.selectFrom('noticeReads').select('id').where('noticeId', '=', n.id).execute()).length).toBe(1);

    const revoke = await t.call('POST', `${N}/${n.id}/revoke`, { token: admin });
    expect(revoke.body.data.publishStatus).toBe('revoked');
    expect((await t.call('GET', `${N}/my-page`, { token: analyst })).body.data.list.some((x: { id: number }) => x.id === n.id)).toBe(false);
    expect((await t.call('GET', `${N}/${n.id}/detail`, { token: analyst })).status).toBe(404);
    expect((await t.call('POST', `${N}/${n.id}/revoke`, { token: admin })).status).toBe(409);
    expect((await t.call('POST', `${N}/${n.id}/publish`, { token: admin })).status).toBe(200);
    expect((await t.call('POST', `${N}/${n.id}/publish`, { token: analyst })).status).toBe(403);
    await client.deactivate();
  });

  it('sends a notice for chosen users to their queue only, and marks all read', async () => {
    const clerk = await t.login('clerk');
    const client = await connectStomp(wsUrl, clerk);
    const queue = await subscribed(client, '/user/queue/message');
    const n = await create({ title: '给受理员', content: '<p>单独通知</p>', targetType: 'users', targetUserIds: [await uid('clerk')] });
    await t.call('POST', `${N}/${n.id}/publish`, { token: admin });
    await waitFor(() => queue.some((m) => JSON.parse(m.body).id === n.id), 3000, 'queued notice');
    const analyst = await t.login('analyst');
    expect((await t.call('GET', `${N}/my-page`, { token: analyst })).body.data.list.some((x: { id: number }) => x.id === n.id)).toBe(false);
    expect((await t.call('GET', `${N}/${n.id}/detail`, { token: analyst })).status).toBe(404);
    const mine = (await t.call('GET', `${N}/my-page`, { token: clerk })).body.data;
    expect(mine.list.some((x: { id: number }) => x.id === n.id)).toBe(true);
    expect(mine.unreadCount).toBeGreaterThan(0);
    const all = await t.call('PUT', `${N}/read-all`, { token: clerk });
    expect(all.body.data.marked).toBe(mine.unreadCount);
    expect((await t.call('GET', `${N}/my-page`, { token: clerk })).body.data.unreadCount).toBe(0);
    await client.deactivate();
  });

  it('imports a Word document into sanitised HTML with its images stored', async () => {
    const send = async (content: Buffer) => {
      const m = multipart({ file: { filename: 'notice.docx', content } });
      const res = await t.app.inject({
        method: 'POST',
        url: `${N}/import-docx`,
        payload: m.payload,
        headers: { ...m.headers, authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const r = await send(docx());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.html).toContain('关于能力验证的通知');
    expect(r.body.data.html).toContain('&lt;原始记录&gt;');
    expect(r.body.data.html).not.toContain('javascript:');
    const src = /<img[^>]*src="([^"]+)"/.exec(r.body.data.html)![1];
    expect(src).toMatch(/^\/admin\/api\/v1\/files\/[0-9a-f-]{36}\.png$/);
    const img = await t.app.inject({ method: 'GET', url: src, headers: { authorization: `Bearer ${await t.login('analyst')}` } });
    expect(img.statusCode).toBe(200);
    expect((await send(Buffer.from('a,b\n1,2'))).body.msg).toBe('The Word document could not be read: CSV / text');
    expect((await send(writeZip([{ name: 'xl/workbook.xml', content: '<workbook/>' }]))).body.msg).toBe('The Word document could not be read: Excel workbook');
  });

  it('backs the demo pages: the websocket console sends to /topic/demo and to my queue; sanitising shows what is kept', async () => {
    const analyst = await t.login('analyst');
    const client = await connectStomp(wsUrl, analyst);
    const topic = await subscribed(client, '/topic/demo');
    const queue = await subscribed(client, '/user/queue/message');
    expect((await t.call('POST', '/admin/api/v1/demo/messages', { token: analyst, body: { destination: '/topic/demo', body: '你好，实验室' } })).status).toBe(
      200,
    );
    expect(
      (await t.call('POST', '/admin/api/v1/demo/messages', { token: analyst, body: { destination: '/user/queue/message', body: 'just me' } })).status,
    ).toBe(200);
    await waitFor(() => topic.length === 1 && queue.some((m) => JSON.parse(m.body).type === 'demo'), 3000, 'demo messages');
    expect(JSON.parse(topic[0].body)).toMatchObject({ from: 'analyst', body: '你好，实验室' });
    expect((await t.call('POST', '/admin/api/v1/demo/messages', { token: analyst, body: { destination: '/topic/notice', body: 'x' } })).status).toBe(400);
    const clean = await t.call('POST', '/admin/api/v1/demo/sanitize', { token: analyst, body: { html: '<p>ok<script>bad()</script></p>' } });
    expect(clean.body.data.html).toBe('<p>ok</p>');
    await client.deactivate();
  });
});
