// Small parts: the palette rule, the progress bar, the tags store, the dict cache, the persisted settings, the
// watermark colours, the hasPerm rule and login validation.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, seen, serveMsw, ok } from './msw.ts';
import { lighten, darken, rgbToHex } from '@mui/material/styles';
import { primaryPalette, applyPalette } from '../../src/layout/palette.ts';
import { progress, increment } from '../../src/routes/progress.ts';
import { tags, DASHBOARD, nextAfterClose } from '../../src/layout/tags/store.ts';
import { dictCache } from '../../src/dict/index.ts';
import { hooks } from '../../src/dataProvider/http.ts';
import { persisted, boolCodec } from '../../src/store/persisted.ts';
import { watermarkColor, WATERMARK } from '../../src/layout/Watermark.tsx';
import { validateLogin } from '../../src/pages/login/validate.ts';
import { defaultSettings, TIMING } from '../../src/settings.ts';

serveMsw();

describe('palette', () => {
  it('nine lighter shades each 10 % nearer white, one darker at −20 %', () => {
    const p = primaryPalette('#4080FF');
    expect(p.primary).toBe('#4080ff');
    expect(p['primary-light-1']).toBe(rgbToHex(lighten('#4080FF', 0.1)));
    expect(p['primary-light-1']).toBe('#538cff'); // 64 + 191·0.1 = 83.1 → 0x53, 128 + 127·0.1 = 140.7 → 0x8c (MUI truncates)
    expect(p['primary-light-9']).toBe('#ebf2ff');
    expect(p['primary-dark-2']).toBe('#3366cc');
    expect(rgbToHex(darken('#ffffff', 0.2))).toBe('#cccccc');
    expect(Object.keys(p)).toHaveLength(11);
    applyPalette('#4080FF', true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--el-color-primary-light-3')).toBe(p['primary-light-3']);
    applyPalette('#4080FF', false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

describe('progress bar', () => {
  it('starts at the minimum 0.3, trickles every 200 ms, completes and goes away; no spinner', () => {
    vi.useFakeTimers();
    try {
      progress.start();
      expect(progress.status).toBe(0.3);
      const bar = document.getElementById('nprogress')!;
      expect(bar.style.transition).toContain('500ms');
      vi.advanceTimersByTime(200);
      expect(progress.status).toBeCloseTo(increment(0.3));
      expect(document.querySelector('.spinner, [role=status]')).toBeNull();
      progress.done();
      expect(progress.status).toBe(1);
      vi.advanceTimersByTime(1000);
      expect(progress.status).toBeNull();
      expect(document.getElementById('nprogress')).toBeNull();
      expect(TIMING.progress).toEqual({ speed: 500, trickleSpeed: 200, minimum: 0.3, showSpinner: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tags store', () => {
  beforeEach(() => tags.reset());
  const v = (path: string) => ({ path, fullPath: path, title: path });

  it('keeps the pinned dashboard through every close operation', () => {
    ['/a', '/b', '/c', '/d'].forEach((p) => tags.visit(v(p)));
    tags.closeLeft('/c');
    expect(tags.list().map((t) => t.path)).toEqual(['/dashboard', '/c', '/d']);
    tags.closeRight('/c');
    expect(tags.list().map((t) => t.path)).toEqual(['/dashboard', '/c']);
    tags.visit(v('/e'));
    tags.closeOthers('/e');
    expect(tags.list().map((t) => t.path)).toEqual(['/dashboard', '/e']);
    tags.close('/dashboard');
    tags.closeAll();
    expect(tags.list()).toEqual([DASHBOARD]);
  });

  it('updates a tab in place with the latest full path and title', () => {
    tags.visit(v('/a'));
    tags.visit({ path: '/a', fullPath: '/a?page=2', title: 'x', literal: true });
    expect(tags.list()[1]).toMatchObject({ fullPath: '/a?page=2', title: 'x' });
    const before = [DASHBOARD, v('/a'), v('/b'), v('/c')];
    expect(nextAfterClose(before, [DASHBOARD, v('/a'), v('/c')], '/b')?.path).toBe('/a');
  });
});

describe('dict cache', () => {
  it('loads by dictCode, clears with the session, refreshes by clearing then reloading all', async () => {
    let calls = 0;
    server.use(
      http.get('*/admin/api/v1/dict/list', () => {
        calls++;
        return HttpResponse.json(
          ok([{ dictCode: 'matrix', name: '介质', dictDataList: [{ value: 'water', label: calls === 1 ? '水' : '水和废水', labelEn: 'Water' }] }]),
        );
      }),
    );
    await Promise.all([dictCache.load(), dictCache.load()]);
    expect(calls).toBe(1); // concurrent loads share the request
    expect(dictCache.get('matrix')?.[0].label).toBe('水');
    hooks.onSessionCleared.forEach((f) => f());
    expect(dictCache.size).toBe(0);
    const seenStates: number[] = [];
    const off = dictCache.subscribe(() => seenStates.push(dictCache.size));
    await dictCache.refresh();
    off();
    expect(seenStates).toEqual([0, 1]);
    expect(dictCache.get('matrix')?.[0].label).toBe('水和废水');
    expect(seen.every((r) => r.url.endsWith('/admin/api/v1/dict/list'))).toBe(true);
  });
});

describe('settings', () => {
  it('has the seed defaults and stores each setting under its own key', () => {
    expect(defaultSettings).toMatchObject({
      version: '2.18.4',
      showSettings: true,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      layout: 'left',
      size: 'default',
      language: 'zh-cn',
      themeColor: '#4080FF',
      watermarkEnabled: false,
    });
    expect(TIMING).toMatchObject({ requestTimeoutMs: 50000, toastMs: 3000, notificationMs: 4500, badgeMax: 99 });
    const p = persisted('tagsView', true, boolCodec);
    p.set(false);
    expect(localStorage.getItem('tagsView')).toBe('false');
    expect(persisted('tagsView', true, boolCodec).get()).toBe(false);
    localStorage.setItem('tagsView', 'garbage');
    expect(persisted('tagsView', true, boolCodec).get()).toBe(true);
  });

  it('watermark: z-index 9999, alpha 0.15, light on dark and dark on light', () => {
    expect(WATERMARK).toEqual({ zIndex: 9999, alpha: 0.15 });
    expect(watermarkColor(true)).toBe('rgba(255, 255, 255, 0.15)');
    expect(watermarkColor(false)).toBe('rgba(0, 0, 0, 0.15)');
  });
});

describe('login validation', () => {
  it('gives the seed messages', () => {
    expect(validateLogin({ username: ' ', password: '', captchaCode: '', rememberMe: false })).toEqual({
      username: 'app.login.usernameRequired',
      password: 'app.login.passwordRequired',
      captchaCode: 'app.login.captchaRequired',
    });
    expect(validateLogin({ username: 'a', password: '12345', captchaCode: '1', rememberMe: false })).toEqual({ password: 'app.login.passwordMin' });
    expect(validateLogin({ username: 'a', password: '123456', captchaCode: '1', rememberMe: false })).toEqual({});
  });
});
