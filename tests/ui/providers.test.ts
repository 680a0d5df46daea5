// The HTTP client and the providers against msw: envelope, toasts, A0230, multipart list, downloads, field
// errors, token headers, timeouts and the auth/permission rules.
import { describe, expect, it, beforeEach, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server, seen, serveMsw, ok } from './msw.ts';
import { request, hooks, resetExpiring, MULTIPART_URLS, toQuery, filenameOf, type BinaryAnswer } from '../../src/dataProvider/http.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, login, logout, permFor } from '../../src/authProvider/index.ts';
import { session, KEYS } from '../../src/authProvider/session.ts';
import { hasAuth } from '../../src/authProvider/access.ts';
import { onNotice, type Notice } from '../../src/notify.ts';

serveMsw();
const notices: Notice[] = [];
onNotice((n) => notices.push(n));
const reload = vi.fn();
hooks.reload = reload;

const answer = {
  token: 'tok-1',
  avatar: '',
  id: 7,
  userinfo: { id: 7, username: 'clerk', nickname: '李' },
  menulist: [{ name: 'business' }, { name: 'business/trust-list' }],
};

beforeEach(() => {
  notices.length = 0;
  reload.mockClear();
  resetExpiring();
  window.location.hash = '#/business/trust-list?x=1';
});

describe('envelope and errors', () => {
  it('unwraps success "00000" and 1, and returns the whole envelope on request', async () => {
    server.use(
      http.get('*/admin/a', () => HttpResponse.json({ code: '00000', msg: '', data: { a: 1 } })),
      http.get('*/admin/b', () => HttpResponse.json({ code: 1, message: '', data: [2], count: 5 })),
    );
    expect(await request({ url: 'a' })).toEqual({ a: 1 });
    expect(await request({ url: '/b' })).toEqual([2]);
    expect(await request({ url: 'b', raw: true })).toMatchObject({ code: 1, count: 5 });
  });

  it('toasts msg, then message, then the system error fallback, and rejects', async () => {
    server.use(
      http.get('*/admin/m1', () => HttpResponse.json({ code: 'B0001', msg: '出错了', data: null })),
      http.get('*/admin/m2', () => HttpResponse.json({ code: 'X', message: 'boom', data: null })),
      http.get('*/admin/m3', () => HttpResponse.json({ code: 'B0001', data: null }, { status: 500 })),
      http.get('*/admin/m4', () => new HttpResponse('not json', { status: 502, headers: { 'content-type': 'text/html' } })),
    );
    await expect(request({ url: 'm1' })).rejects.toMatchObject({ message: '出错了', status: 400 });
    await expect(request({ url: 'm2' })).rejects.toMatchObject({ message: 'boom' });
    await expect(request({ url: 'm3' })).rejects.toMatchObject({ message: 'app.error.system', status: 500 });
    await expect(request({ url: 'm4' })).rejects.toMatchObject({ message: 'app.error.system', status: 502 });
    expect(notices.map((n) => [n.message, n.type, n.duration])).toEqual([
      ['出错了', 'error', 3000],
      ['boom', 'error', 3000],
      ['app.error.system', 'error', 3000],
      ['app.error.system', 'error', 3000],
    ]);
  });

  it('silent calls do not toast (react-admin shows its own)', async () => {
    server.use(http.get('*/admin/s', () => HttpResponse.json({ code: 'A0404', msg: 'gone', data: null }, { status: 404 })));
    await expect(request({ url: 's', silent: true })).rejects.toMatchObject({ status: 404 });
    expect(notices).toEqual([]);
  });

  it('network errors and timeouts give their toasts', async () => {
    server.use(
      http.get('*/admin/net', () => HttpResponse.error()),
      http.get('*/admin/slow', async () => {
        await delay('infinite');
        return HttpResponse.json(ok(1));
      }),
    );
    await expect(request({ url: 'net' })).rejects.toMatchObject({ message: 'app.error.network', status: 0 });
    await expect(request({ url: 'slow', timeout: 20 })).rejects.toMatchObject({ message: 'app.error.timeout' });
    expect(notices.map((n) => n.message)).toEqual(['app.error.network', 'app.error.timeout']);
  });

  it('malformed answers: unparsable JSON, an HTML page with 200, a list without its list; never "no results"', async () => {
    server.use(
      http.get('*/admin/bad-json', () => new HttpResponse('{not json', { status: 200, headers: { 'content-type': 'application/json' } })),
      http.get('*/admin/portal', () => new HttpResponse('<html>proxy login</html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })),
      http.get('*/admin/api/v1/equipment/page', () => HttpResponse.json({ code: '00000', msg: 'ok' })),
      http.get('*/admin/api/v1/equipment/1/form', () => HttpResponse.json(ok(null))),
    );
    await expect(request({ url: 'bad-json' })).rejects.toMatchObject({ message: 'app.error.badResponse' });
    await expect(request({ url: 'portal' })).rejects.toMatchObject({ message: 'app.error.badResponse' });
    expect(notices.map((n) => n.message)).toEqual(['app.error.badResponse', 'app.error.badResponse']);
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };
    await expect(dataProvider.getList('management/equipment', params)).rejects.toMatchObject({ message: 'app.error.badResponse' });
    await expect(dataProvider.getOne('management/equipment', { id: 1 })).rejects.toMatchObject({ message: 'app.error.badResponse' });
  });

  it('A0230: a Tip notice (4500 ms), the session cleared, the login page with redirect, a reload', async () => {
    session.save(answer, true);
    const cleared = vi.fn();
    hooks.onSessionCleared.add(cleared);
    server.use(http.get('*/admin/api/v1/x', () => HttpResponse.json({ code: 'A0230', msg: 'expired', data: null }, { status: 401 })));
    await expect(request({ url: 'api/v1/x' })).rejects.toMatchObject({ status: 401 });
    await expect(request({ url: 'api/v1/x' })).rejects.toMatchObject({ status: 401 });
    hooks.onSessionCleared.delete(cleared);
    expect(notices).toEqual([{ title: 'app.tip', message: 'app.sessionExpired', type: 'info', duration: 4500 }]);
    expect(session.token()).toBeNull();
    expect(localStorage.getItem(KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(KEYS.router)).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent('/business/trust-list?x=1')}&expired=1`);
  });

  it('server field errors become react-admin form errors', async () => {
    server.use(
      http.post('*/admin/api/v1/clients', () =>
        HttpResponse.json(
          {
            code: 'A0400',
            msg: 'bad',
            data: {
              errors: [
                { field: 'name', message: '必填' },
                { field: 'email', message: '邮箱格式不正确' },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    await expect(dataProvider.create('clients', { data: { name: '' } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { name: '必填', email: '邮箱格式不正确' } },
    });
  });
});

describe('requests', () => {
  it('sends both token headers, except on logout', async () => {
    session.save(answer, false);
    server.use(
      http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 7, username: 'clerk', roles: ['CLERK'], perms: ['order:query'] }))),
      http.post('*/admin/index/logout', () => HttpResponse.json(ok(null))),
    );
    await request({ url: 'api/v1/users/me' });
    await logout();
    const [me, out] = seen;
    expect(me.headers.get('authorization')).toBe('Bearer tok-1');
    expect(me.headers.get('syc-token')).toBe('tok-1');
    expect(me.headers.get('accept-language')).toBe('zh-CN');
    expect(out.headers.get('authorization')).toBeNull();
    expect(out.headers.get('syc-token')).toBeNull();
    const form = await out.formData();
    expect(Object.fromEntries(form)).toEqual({ type: 'web-admin', user_id: '7', username: 'clerk', token: 'tok-1' });
    expect(session.token()).toBeNull();
  });

  it('forces multipart for every URL of the seed list, JSON otherwise', async () => {
    server.use(http.post('*/admin/*', () => HttpResponse.json(ok(true))));
    for (const url of MULTIPART_URLS) await request({ url: `api/${url}`, method: 'POST', data: { a: 1, list: [1, 2] } });
    await request({ url: 'api/v1/orders', method: 'POST', data: { a: 1 } });
    expect(seen).toHaveLength(MULTIPART_URLS.length + 1);
    for (const r of seen.slice(0, -1)) {
      expect(r.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(Object.fromEntries(await r.formData())).toEqual({ a: '1', list: '[1,2]' });
    }
    expect(seen.at(-1)!.headers.get('content-type')).toBe('application/json');
    expect(await seen.at(-1)!.json()).toEqual({ a: 1 });
  });

  it('passes binary answers through with the file name', async () => {
    server.use(
      http.get(
        '*/admin/api/v1/equipment/export',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': "attachment; filename*=UTF-8''%E8%AE%BE%E5%A4%87.xlsx",
            },
          }),
      ),
    );
    const bin = await request<BinaryAnswer>({ url: 'api/v1/equipment/export', params: { status: ['a', 'b'] } });
    expect(bin.filename).toBe('设备.xlsx');
    expect(new Uint8Array(await bin.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(new URL(seen[0].url).search).toBe('?status=a&status=b');
    expect(filenameOf('attachment; filename="a b.pdf"')).toBe('a b.pdf');
  });

  it('serialises query strings: arrays repeated, empty values dropped', () => {
    expect(toQuery({ pageNum: 1, q: '', x: null, status: ['a', 'b'], at_gte: '2024-01-01' })).toBe('?pageNum=1&status=a&status=b&at_gte=2024-01-01');
  });
});

describe('dataProvider', () => {
  it('maps list params to the page API of the mounted resource, and the list answer back', async () => {
    server.use(http.get('*/admin/api/v1/equipment/page', () => HttpResponse.json(ok({ list: [{ id: 1 }], total: 31 }))));
    const res = await dataProvider.getList('management/equipment', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'pH', status: ['in_service', 'maintenance'], nextCalibrationDue_lte: '2025-01-01', keeperId: '' },
    });
    expect(res).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(new URL(seen[0].url).search).toBe(
      '?pageNum=2&pageSize=25&sort=name&order=desc&q=pH&status=in_service&status=maintenance&nextCalibrationDue_lte=2025-01-01',
    );
  });

  it('fetches references shown elsewhere, and the values chosen in reference inputs, as titles from /options', async () => {
    server.use(
      http.get('*/admin/api/v1/users/options', () =>
        HttpResponse.json(
          ok([
            { value: 2, label: '王工' },
            { value: 3, label: '李工' },
          ]),
        ),
      ),
    );
    const res = await dataProvider.getMany('system/user', { ids: [2, 3], meta: { titles: 'nickname' } });
    expect(res.data).toEqual([
      { id: 2, label: '王工', nickname: '王工' },
      { id: 3, label: '李工', nickname: '李工' },
    ]);
    expect(new URL(seen[0].url).search).toBe('?ids=2%2C3');
    // a reference input's chosen values: the same call, read by their label
    const chosen = await dataProvider.getMany('system/user', { ids: [2], meta: { options: true } });
    expect(chosen.data[0]).toMatchObject({ id: 2, label: '王工' });
    expect(new URL(seen[1].url).search).toBe('?ids=2');
  });

  it('updates with the version and only writable fields; deletes many with comma ids; calls transitions', async () => {
    server.use(
      http.put('*/admin/api/v1/orders/5', async ({ request: r }) => HttpResponse.json(ok({ id: 5, ...((await r.json()) as object) }))),
      http.delete('*/admin/api/v1/orders/1,2,3', () => HttpResponse.json(ok({ deleted: 3 }))),
      http.post('*/admin/api/v1/reports/9/transitions/approve', () => HttpResponse.json(ok({ id: 9, status: 'approved' }))),
    );
    await dataProvider.update('business/trust-list', {
      id: 5,
      data: { id: 5, projectName: 'P', orderNo: 'WT1', status: 'x', version: 3, createdAt: 'z' },
      previousData: { id: 5 },
    });
    expect(await seen[0].json()).toEqual({ projectName: 'P', version: 3 });
    expect(await dataProvider.deleteMany('business/trust-list', { ids: [1, 2, 3] })).toEqual({ data: [1, 2, 3] });
    const t = await dataProvider.transition('lecture/lectureIndex', 9, 'approve', { version: 2, password: '123456' });
    expect(t.data).toEqual({ id: 9, status: 'approved' });
    expect(await seen[2].json()).toEqual({ version: 2, password: '123456' });
  });
});

describe('authProvider', () => {
  it('logs in over multipart with the captcha and stores the session (remember me → localStorage)', async () => {
    server.use(http.post('*/admin/index/login', () => HttpResponse.json(ok(answer))));
    await login({ username: 'clerk', password: '123456', captchaKey: 'k', captchaCode: '1234', rememberMe: true });
    expect(Object.fromEntries(await seen[0].formData())).toEqual({
      username: 'clerk',
      password: '123456',
      type: 'web-admin',
      captchaKey: 'k',
      captchaCode: '1234',
    });
    expect(localStorage.getItem('admin-token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('admin-userInfo')!)).toEqual({ avatar: '', id: 7, userinfo: answer.userinfo });
    expect(JSON.parse(localStorage.getItem('admin-router')!)).toEqual(answer.menulist);
    expect(session.menus()).toEqual(['business', 'business/trust-list']);
    await login({ username: 'clerk', password: '123456', captchaCode: '1234', rememberMe: false });
    expect(localStorage.getItem('admin-token')).toBeNull();
    expect(sessionStorage.getItem('admin-token')).toBe('tok-1');
  });

  it('checkAuth sends to login with the redirect; getPermissions fails with the seed text when users/me is empty', async () => {
    window.location.hash = '#/management/equipment?page=2';
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: `/login?redirect=${encodeURIComponent('/management/equipment?page=2')}`,
      message: false,
    });
    session.save(answer, true);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    server.use(http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok(null))));
    await expect(authProvider.getPermissions!({})).rejects.toThrow('app.auth.verifyFailed');
  });

  it('canAccess: perms for resource actions, ROOT passes, false when the schema disables the action', async () => {
    session.save(answer, true);
    server.use(
      http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 7, username: 'clerk', roles: ['CLERK'], perms: ['order:query', 'order:add'] }))),
    );
    const can = (action: string, resource: string) => authProvider.canAccess!({ action, resource });
    expect(await can('list', 'business/trust-list')).toBe(true);
    expect(await can('create', 'business/trust-list')).toBe(true);
    expect(await can('delete', 'business/trust-list')).toBe(false);
    expect(await can('create', 'permissions/logs')).toBe(false);
    expect(await permFor('management/equipment', 'edit')).toBe('device:edit');
  });

  it('hasAuth: buttons by perms (ROOT passes), pages by roles, lists pass if any matches', () => {
    const clerk = { roles: ['CLERK'], perms: ['order:add'] };
    const root = { roles: ['ROOT'], perms: [] };
    expect(hasAuth(clerk, 'order:add')).toBe(true);
    expect(hasAuth(clerk, ['x:y', 'order:add'])).toBe(true);
    expect(hasAuth(clerk, 'order:delete')).toBe(false);
    expect(hasAuth(root, 'anything:at-all')).toBe(true);
    expect(hasAuth(clerk, 'CLERK', 'role')).toBe(true);
    expect(hasAuth(clerk, ['ADMIN', 'QA'], 'role')).toBe(false);
    expect(hasAuth(root, 'QA', 'role')).toBe(false);
  });
});
