import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { connectStomp, collect, waitFor } from '../realtime/helpers.ts';

describe.each(databaseTargets())('the app wires STOMP at /ws to its tokens and workflows on %s', (target) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a CONNECT without a valid token', async () => {
    await expect(connectStomp(url, 'not-a-token')).rejects.toThrow();
  });

  it('announces a workflow change to a connected user, in Chinese intact', async () => {
    const token = await t.login('clerk');
    const client = await connectStomp(url, token);
    const messages = collect(client, '/topic/workflow');
    const created = await t.call('POST', '/admin/api/v1/clients', { token: await t.login('admin'), body: { name: '实时客户' } });
    expect(created.status).toBe(201);
    const order = await t.call('POST', '/admin/api/v1/orders', {
      token,
      body: { clientId: created.body.data.id, projectName: '实时推送测试', category: 'commissioned' },
    });
    await waitFor(() => messages.some((m) => JSON.parse(m.body).resource === 'orders'), 5000, 'workflow message');
    const body = JSON.parse(messages.find((m) => JSON.parse(m.body).resource === 'orders')!.body);
    expect(body).toMatchObject({ resource: 'orders', id: order.body.data.id, action: 'create', status: 'draft' });
    await client.deactivate();
  });
});
