// The access guard over the whole app in jsdom with msw: no session → /login?redirect=path+query; session and
// /login → /; an unknown path → /404; an empty users/me ends the session with the seed's text.
import { describe, expect, it, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import { server, serveMsw, ok } from './msw.ts';
import { App } from '../../src/App.tsx';
import { session } from '../../src/authProvider/session.ts';
import { forgetMe } from '../../src/authProvider/index.ts';
import { onNotice, type Notice } from '../../src/notify.ts';

serveMsw();
const notices: Notice[] = [];
onNotice((n) => notices.push(n));

const login = (menus: string[]) =>
  session.save({ token: 't', avatar: '', id: 2, userinfo: { id: 2, username: 'clerk' }, menulist: menus.map((name) => ({ name })) }, true);

const me = (roles = ['CLERK'], perms = ['order:query']) =>
  http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 2, username: 'clerk', nickname: '李受理', roles, perms })));

beforeEach(() => {
  notices.length = 0;
  forgetMe();
  server.use(
    http.get('*/admin/api/v1/auth/captcha', () => HttpResponse.json(ok({ captchaKey: 'k', captchaBase64: 'data:image/svg+xml;base64,PHN2Zy8+' }))),
    http.get('*/admin/api/v1/dict/list', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/:resource/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    // the navbar's bell asks for unread notices and the work inbox once logged in
    http.get('*/admin/api/v1/notices/my-page', () => HttpResponse.json(ok({ list: [], total: 0, unreadCount: 0 }))),
    http.get('*/admin/inbox', () => HttpResponse.json(ok({ sections: [] }))),
    // the realtime client connects after login; these tests do not exercise it
    ws.link('*/ws').addEventListener('connection', () => undefined),
  );
});

const hash = () => window.location.hash;

describe('guard', () => {
  it('sends a visitor without a session to /login with the original path and query', async () => {
    window.location.hash = '#/business/trust-list?page=2';
    render(<App />);
    await screen.findByTestId('login-form', {}, { timeout: 20_000 });
    expect(hash()).toBe(`#/login?redirect=${encodeURIComponent('/business/trust-list?page=2')}`);
  });

  it('sends a visitor with a session from /login to / and on to the dashboard', async () => {
    login(['business', 'business/trust-list']);
    server.use(me());
    window.location.hash = '#/login';
    render(<App />);
    await screen.findByTestId('page-dashboard', {}, { timeout: 20_000 });
    expect(hash()).toBe('#/dashboard');
  });

  it('sends unknown and unpermitted paths to /404', async () => {
    login(['business', 'business/trust-list']);
    server.use(me());
    window.location.hash = '#/management/equipment';
    render(<App />);
    await screen.findByTestId('page-404', {}, { timeout: 20_000 });
    expect(hash()).toBe('#/404');
  });

  it('clears the session when users/me answers nothing', async () => {
    login(['business']);
    server.use(http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok(null))));
    window.location.hash = '#/dashboard';
    render(<App />);
    await screen.findByTestId('login-form', {}, { timeout: 20_000 });
    expect(session.token()).toBeNull();
    await waitFor(() => expect(notices.map((n) => n.message)).toContain('app.auth.verifyFailed'));
  });
});
