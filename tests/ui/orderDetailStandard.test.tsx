// The order detail shows its client and, per sampling point, the test items with their methods and the standard,
// class and condition chosen at order entry (issues 19, 29) by their names in the screen's language — the edition's
// number and title, the class's label, the condition chosen within it or the class's general limits (一般限值) —
// never a record id or class code; a point without a standard says its limits are typed on the report. The names
// come from order/items (what the quotation prints), so a role that may not read the library asks nothing of it.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { dictCache } from '../../src/dict/index.ts';
import { appState } from '../../src/settings.ts';
import OrderDetail from '../../src/business/OrderDetail.tsx';
import { server, seen, serveMsw, ok } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const order = {
  id: 7,
  version: 3,
  orderNo: 'WT20261124001',
  status: 'accepted',
  projectName: '地下水监测',
  category: 'commissioned',
  points: [
    { name: '1# 监测井', matrix: 'water', days: 1, timesPerDay: 1, parameterIds: [1, 2], limitStandardId: 21, limitClass: 'III' },
    // a condition within the class (the rows' own, e.g. an industry or a stack height) reads after the class
    {
      name: '2# 厂界土壤',
      matrix: 'soil',
      days: 1,
      timesPerDay: 1,
      parameterIds: [3],
      limitStandardId: 22,
      limitClass: 'screen-2',
      limitCondition: '示例条件',
    },
    { name: '3# 排口', matrix: 'wastewater', days: 1, timesPerDay: 1, parameterIds: [4] },
  ],
};
/** order/items as the server answers it in each language (server/business/orderItems.ts) */
const items = (en: boolean) => ({
  orderNo: 'WT20261124001',
  labName: '检测实验室',
  client: { name: '东湖电镀有限公司', contact: '吴工', phone: '027-8888 0303' },
  projectName: '地下水监测',
  gross: '0.00',
  discount: '1',
  total: '0.00',
  points: [
    {
      name: '1# 监测井',
      matrix: en ? 'Water' : '地表水/地下水',
      days: 1,
      timesPerDay: 1,
      samples: 1,
      standard: en ? 'GB/T 14848-2017 Standard for groundwater quality' : 'GB/T 14848-2017 地下水质量标准',
      standardClass: en ? 'Class III' : 'Ⅲ类',
      condition: en ? 'general limits' : '一般限值',
      items: [
        {
          parameterId: 1,
          name: en ? 'pH' : 'pH值',
          methodNo: 'HJ 1147-2020',
          unitPrice: '20.00',
          count: 1,
          subtotal: '20.00',
          scope: { state: 'in_scope', lineNo: 1, certificateNo: '999912340001' },
        },
        {
          parameterId: 2,
          name: en ? 'Ammonia nitrogen' : '氨氮',
          methodNo: 'HJ 535-2009',
          unitPrice: '60.00',
          count: 1,
          subtotal: '60.00',
          scope: { state: 'subcontracted', subcontractor: { name: '苏测公司', certificateNo: '999912340099' } },
        },
      ],
    },
    {
      name: '2# 厂界土壤',
      matrix: en ? 'Soil' : '土壤',
      days: 1,
      timesPerDay: 1,
      samples: 1,
      standard: 'GB 36600-2018 土壤环境质量 建设用地土壤污染风险管控标准（试行）',
      standardClass: en ? 'Screening value, category 2 land' : '风险筛选值·第二类用地',
      condition: '示例条件',
      items: [{ parameterId: 3, name: '土壤pH', methodNo: 'HJ 962-2018', unitPrice: '30.00', count: 1, subtotal: '30.00', scope: { state: 'outside' } }],
    },
    { name: '3# 排口', matrix: en ? 'Wastewater' : '废水', days: 1, timesPerDay: 1, samples: 1, items: [] },
  ],
});
const standards = [
  {
    id: 21,
    standardNo: 'GB/T 14848-2017',
    title: '地下水质量标准',
    titleEn: 'Standard for groundwater quality',
    matrix: 'water',
    classes: [{ code: 'III', label: 'Ⅲ类', labelEn: 'Class III' }],
  },
  {
    id: 22,
    standardNo: 'GB 36600-2018',
    title: '土壤环境质量 建设用地土壤污染风险管控标准（试行）',
    matrix: 'soil',
    classes: [{ code: 'screen-2', label: '风险筛选值·第二类用地', labelEn: 'Screening value, category 2 land' }],
  },
];

function mount(perms: string[]) {
  server.use(http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 2, username: 'clerk', roles: ['CLERK'], perms }))));
  return render(
    <MemoryRouter initialEntries={['/business/trust-detail/7']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/business/trust-detail/:id" element={<OrderDetail />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 2, userinfo: { id: 2, username: 'clerk' }, menulist: [{ name: 'business' }] }, true);
  server.use(
    http.get('*/admin/api/v1/dict/list', () =>
      HttpResponse.json(
        ok([
          { dictCode: 'test_category', name: '检测类别', dictDataList: [{ value: 'commissioned', label: '委托检测', labelEn: 'Commissioned' }] },
          {
            dictCode: 'matrix',
            name: '样品基质',
            dictDataList: [
              { value: 'water', label: '地表水/地下水', labelEn: 'Water' },
              { value: 'soil', label: '土壤', labelEn: 'Soil' },
              { value: 'wastewater', label: '废水', labelEn: 'Wastewater' },
            ],
          },
        ]),
      ),
    ),
    http.get('*/admin/api/v1/orders/7/form', () => HttpResponse.json(ok(order))),
    http.get('*/admin/api/v1/limitStandards/page', () => HttpResponse.json(ok({ list: standards, total: standards.length }))),
    http.get('*/admin/order/items', ({ request }) => HttpResponse.json(ok(items(request.headers.get('accept-language') === 'en')))),
  );
  dictCache.clear();
  await dictCache.load();
});

const cells = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)].map((c) => c.textContent);

describe('order detail: the client, and the items, standard and class of each point', () => {
  it('names them in Chinese, and says when a point has none', async () => {
    await i18nProvider.changeLocale('zh-CN');
    mount(['order:query', 'standard:query']);
    await waitFor(() =>
      expect(cells('point-standard')).toEqual([
        'GB/T 14848-2017 地下水质量标准',
        'GB 36600-2018 土壤环境质量 建设用地土壤污染风险管控标准（试行）',
        '不选（报告中逐项填写限值）',
      ]),
    );
    expect(cells('point-class')).toEqual(['Ⅲ类', '风险筛选值·第二类用地', '—']);
    expect(cells('point-condition')).toEqual(['一般限值', '示例条件', '—']);
    // each item with its contract-review state (issue 32)
    expect(cells('point-items')[0]).toBe('pH值 · HJ 1147-2020 资质认定范围内氨氮 · HJ 535-2009 分包 · 苏测公司');
    expect(cells('point-items')[1]).toBe('土壤pH · HJ 962-2018 不在资质认定范围内');
    expect(cells('order-client')).toEqual(['东湖电镀有限公司']);
    expect(document.body.textContent).toContain('执行标准');
    expect(document.body.textContent).toContain('标准类别');
    expect(document.body.textContent).not.toContain('screen-2');
  });

  it('names them in English where the library has English names', async () => {
    await i18nProvider.changeLocale('en');
    appState.language.set('en');
    mount(['order:query', 'standard:query']);
    await waitFor(() => expect(cells('point-class')).toEqual(['Class III', 'Screening value, category 2 land', '—']));
    expect(cells('point-standard')[0]).toBe('GB/T 14848-2017 Standard for groundwater quality');
    expect(document.body.textContent).toContain('Applicable standard');
    appState.language.set('zh-cn');
    await i18nProvider.changeLocale('zh-CN');
  });

  it('names them to a role that may not read the library, without asking the library', async () => {
    mount(['order:query']);
    await waitFor(() => expect(document.querySelector('[data-testid="order-detail"]')?.textContent).toContain('1# 监测井'));
    await waitFor(() => expect(cells('point-standard')[0]).toBe('GB/T 14848-2017 地下水质量标准'));
    expect(seen.some((r) => r.url.includes('limitStandards'))).toBe(false);
  });

  it('starts the contract review empty and says why 受理 is not yet available', async () => {
    server.use(http.get('*/admin/api/v1/orders/7/form', () => HttpResponse.json(ok({ ...order, status: 'submitted', review: null }))));
    mount(['order:query', 'order:review', 'order:accept']);
    await waitFor(() => expect(cells('review-state')).toEqual(['尚未评审：逐项确认后保存评审记录，方可受理']));
    expect(document.querySelector<HTMLInputElement>('input[name="turnaroundDays"]')!.value).toBe('');
    expect(document.querySelector<HTMLInputElement>('input[name="capability"]')!.checked).toBe(false);
    const accept = await waitFor(() => document.querySelector<HTMLButtonElement>('button[data-step="accept"]')!);
    expect(accept.disabled).toBe(true);
    expect(accept.getAttribute('aria-description')).toBe('须先保存合同评审记录'); // and its tooltip
  });

  it('offers the decision rule at contract review by its label and says 受理 waits for one (issue 33)', async () => {
    const review = { capability: true, method: true, turnaroundDays: 7, outcome: 'pass', reviewer: '李受理', reviewedAt: '2026-11-24T02:00:00Z' };
    server.use(http.get('*/admin/api/v1/orders/7/form', () => HttpResponse.json(ok({ ...order, status: 'submitted', decisionRule: null, review }))));
    mount(['order:query', 'order:review', 'order:accept']);
    const accept = await waitFor(() => {
      const b = document.querySelector<HTMLButtonElement>('button[data-step="accept"]');
      if (!b) throw new Error('no 受理 button yet');
      return b;
    });
    // the points name a limit standard and no rule is agreed: said on the button, not a 400 after the click
    await waitFor(() => expect(accept.getAttribute('aria-description')).toBe('点位按执行标准判定：须在合同评审中与委托方约定判定规则'));
    expect(accept.disabled).toBe(true);
    const rule = document.querySelector<HTMLInputElement>('input[name="decisionRule"]')!;
    fireEvent.mouseDown(rule.previousElementSibling!);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '未约定',
      '简单接受（测得值与限值直接比较）',
      '防护接受（防护带 w = U）',
    ]);
    expect(cells('order-rule')).toEqual(['未约定']);
  });
});
