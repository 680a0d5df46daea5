// The reagent inventory's screens against msw (issue 34 items 1 and 5): the dashboard's reagent card, shown only to who
// reads the reagents, each line opening its lot or catalogue item, expired ones flagged; a lot's page lists its
// containers with their states in words and only the steps the person may take.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { ReagentAlerts } from '../../src/pages/dashboard/ReagentAlerts.tsx';
import { LotShow } from '../../src/reagents/LotShow.tsx';
import { raNameOf } from '../../src/resources/names.ts';
import { server, seen, serveMsw, ok } from './msw.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

let perms: string[] = [];
const alerts = {
  today: '2026-11-29',
  days: 30,
  expiring: [
    { kind: 'lot', id: 3, no: '20230305', lotId: 3, name: '氯化铵', expiresOn: '2026-11-24', expired: true },
    { kind: 'container', id: 12, no: 'R0001-01', lotId: 1, name: '水中氨氮溶液标准物质', expiresOn: '2026-12-29', expired: false },
  ],
  lowStock: [{ id: 4, code: 'HC-BSG-50', name: '具塞比色管 50 mL', minStock: 10, inStock: 4 }],
};
const lot = { id: 1, lotNo: 'B2605031', materialId: 2, receivedOn: '2026-09-30', expiresOn: '2028-01-03', containers: 2, status: 'accepted', version: 2 };
const container = (id: number, status: string) => ({ id, containerNo: `R0001-0${id}`, lotId: 1, status, expiresOn: '2028-01-03', version: 1 });

beforeEach(() => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'u' }, menulist: [{ name: 'reagents' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 9, username: 'u', nickname: '某人', roles: ['R'], perms }))),
    http.get('*/admin/reagents/alerts', () => HttpResponse.json(ok(alerts))),
    http.get('*/admin/api/v1/materialLots/1/form', () => HttpResponse.json(ok(lot))),
    http.get('*/admin/api/v1/materials/options', () => HttpResponse.json(ok([{ value: 2, label: '水中氨氮溶液标准物质' }]))),
    http.get('*/admin/api/v1/materialContainers/page', () => HttpResponse.json(ok({ list: [container(1, 'opened'), container(2, 'unopened')], total: 2 }))),
  );
});

describe("the dashboard's reagent card", () => {
  it('lists what expires and what runs low, each line opening its record, the expired one flagged', async () => {
    perms = ['reagent:query'];
    mountScreen('/', '/', 'materials', <ReagentAlerts wrap={(c) => c} />);
    const card = await screen.findByTestId('reagent-alerts');
    await waitFor(() => expect(card.querySelector('[data-alert="lot-20230305"]')).toBeTruthy());
    const expired = card.querySelector('[data-alert="lot-20230305"]')!;
    expect(expired.getAttribute('href')).toBe(`/${raNameOf('materialLots')}/3/show`);
    expect(expired.textContent).toContain('已过期 2026');
    expect(expired.querySelector('.MuiChip-colorError')).toBeTruthy();
    // an opened container opens its lot's page
    expect(card.querySelector('[data-alert="container-R0001-01"]')!.getAttribute('href')).toBe(`/${raNameOf('materialLots')}/1/show`);
    const low = card.querySelector('[data-alert="low-HC-BSG-50"]')!;
    expect(low.getAttribute('href')).toBe(`/${raNameOf('materials')}/4/show`);
    expect(low.textContent).toContain('库存 4 / 最低 10');
    expect(within(card as HTMLElement).getByText('30 天内到期')).toBeTruthy();
  });

  it('is not shown, and asks nothing, to who does not read the reagents', async () => {
    perms = ['analysis:query'];
    const { container: root } = mountScreen('/', '/', 'materials', <ReagentAlerts wrap={(c) => c} />);
    await waitFor(() => expect(seen.some((r) => r.url.includes('/users/me'))).toBe(true));
    expect(root.querySelector('[data-testid="reagent-alerts"]')).toBeNull();
    expect(seen.some((r) => r.url.includes('/reagents/alerts'))).toBe(false);
  });
});

describe("a lot's page", () => {
  const mountLot = () => mountScreen('/reagents/lots/1/show', '/reagents/lots/:id/show', 'materialLots', <LotShow />);
  const steps = (no: string) => [...document.querySelectorAll(`[data-container="${no}"] [data-transition]`)].map((b) => b.getAttribute('data-transition'));

  it("shows the containers' states in words and the steps an analyst may take (open, used up; no discard)", async () => {
    perms = ['reagent:query', 'reagent:prepare'];
    mountLot();
    await waitFor(() => expect(document.querySelector('[data-container="R0001-02"] [data-transition]')).toBeTruthy());
    expect(document.querySelector('[data-container="R0001-01"]')!.textContent).toContain('已开封');
    expect(steps('R0001-01')).toEqual(['finish']);
    expect(steps('R0001-02')).toEqual(['open']);
    expect(screen.getByTestId('lot-labels').textContent).toBe('打印容器标签');
    expect(screen.getByText('无证书文件')).toBeTruthy();
  });

  it('gives the reagent keeper discard only', async () => {
    perms = ['reagent:query', 'reagent:add', 'reagent:edit'];
    mountLot();
    await waitFor(() => expect(document.querySelector('[data-container="R0001-02"] [data-transition]')).toBeTruthy());
    expect(steps('R0001-01')).toEqual(['discard']);
    expect(steps('R0001-02')).toEqual(['discard']);
  });
});
