// The order wizard against msw: an empty step refuses inline (required marks, reasons under the fields, no request),
// the server's field errors land under their fields with the server's own reason (no raw path, no "saved" first),
// test items are limited to the point's matrix, and the quote follows every keystroke.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { dictCache } from '../../src/dict/index.ts';
import OrderWizard from '../../src/business/OrderWizard.tsx';
import { labToday } from '../../schemas/business/lab.ts';
import { server, seen, serveMsw, ok } from './msw.ts';

serveMsw();
// a shared 2-core machine renders react-admin forms slowly: waits poll up to 8 s
configure({ asyncUtilTimeout: 8000 });

const PARAMS = [
  { id: 1, name: '化学需氧量', methodNo: 'HJ 828-2017', matrix: 'wastewater', price: '80' },
  { id: 2, name: '悬浮物', methodNo: 'GB 11901-89', matrix: 'wastewater', price: '50' },
  { id: 3, name: 'pH值', methodNo: 'HJ 1147-2020', matrix: 'water', price: '20' },
  { id: 4, name: '土壤pH', methodNo: 'HJ 962-2018', matrix: 'soil', price: '30' },
];
const draft = {
  id: 12,
  version: 3,
  orderNo: 'WT20261123001',
  status: 'draft',
  clientId: 1,
  projectName: '废水监测',
  category: 'commissioned',
  samplingBy: 'lab',
  urgent: false,
  discount: '1',
  quoteTotal: '300.00',
  points: [{ name: '总排口', matrix: 'wastewater', days: 1, timesPerDay: 2, parameterIds: [1, 2, 3] }],
};

function mount(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          {['trust-add-one', 'trust-add-two', 'trust-add-three'].map((r) => (
            <Route key={r} path={`/business/${r}/:id?`} element={<OrderWizard />} />
          ))}
          <Route path="/business/trust-detail/:id" element={<div data-testid="detail" />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

let answer: () => Response;
beforeEach(async () => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 2, userinfo: { id: 2, username: 'clerk' }, menulist: [{ name: 'business' }] }, true);
  answer = () => HttpResponse.json(ok({ ...draft, version: 4 }));
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(ok({ userId: 2, username: 'clerk', roles: ['CLERK'], perms: ['order:add', 'order:edit', 'order:delete', 'testparms:query'] })),
    ),
    http.get('*/admin/api/v1/dict/list', () =>
      HttpResponse.json(
        ok([
          { dictCode: 'test_category', name: '检测类别', dictDataList: [{ value: 'commissioned', label: '委托检测', labelEn: 'Commissioned' }] },
          {
            dictCode: 'matrix',
            name: '样品基质',
            dictDataList: [
              { value: 'wastewater', label: '废水', labelEn: 'Wastewater' },
              { value: 'soil', label: '土壤', labelEn: 'Soil' },
            ],
          },
        ]),
      ),
    ),
    http.get('*/admin/api/v1/clients/options', () => HttpResponse.json(ok([{ value: 1, label: '江南化工有限公司' }]))),
    http.get('*/admin/api/v1/parameters/page', () => HttpResponse.json(ok({ list: PARAMS, total: PARAMS.length }))),
    // a point's limit standard picker (PointStandard) lists the library's editions
    http.get('*/admin/api/v1/limitStandards/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/orders/12/form', () => HttpResponse.json(ok(draft))),
    http.post('*/admin/order/order_add_cg', () => answer()),
  );
  dictCache.clear();
  await dictCache.load();
});

const find = (selector: string) =>
  waitFor(() => {
    const el = document.querySelector<HTMLInputElement>(selector);
    if (!el) throw new Error(`no ${selector}`);
    return el;
  });
const saves = () => seen.filter((r) => r.url.includes('order_add_cg'));
const helperOf = (input: Element) => input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

describe('order wizard', () => {
  it('marks the required fields and refuses an empty step inline, without a request', async () => {
    mount('/business/trust-add-one');
    const project = await find('input[name="projectName"]');
    expect(project.closest('.MuiFormControl-root')!.querySelector('label')!.textContent).toMatch(/项目名称\s*\*/);
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(helperOf(project)).toBe('必填'));
    expect(helperOf(document.querySelector('input[name="clientId"]')!)).toBe('必填');
    expect(saves()).toHaveLength(0);
    expect(screen.queryByText('已保存')).toBeNull();
    // a past due date is refused by the schema's rule, in words
    fireEvent.change(document.querySelector('input[name="dueDate"]')!, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(helperOf(document.querySelector('input[name="dueDate"]')!)).toBe('要求完成日期不能早于今天'));
    expect(labToday() > '2020-01-01').toBe(true);
    expect(saves()).toHaveLength(0);
  });

  it('puts the server\'s field errors under their fields with its reason, and never says "saved" first', async () => {
    answer = () =>
      HttpResponse.json(
        {
          code: 'A0400',
          msg: '提交的数据有误：points.0.timesPerDay, points.0.parameterIds',
          data: {
            errors: [
              { field: 'points.0.timesPerDay', message: '不能大于 48' },
              { field: 'points.0.parameterIds', message: '检测项目“土壤pH”（土壤）不适用于废水点位' },
            ],
          },
        },
        { status: 400 },
      );
    mount('/business/trust-add-two/12');
    const times = await find('input[name="points.0.timesPerDay"]');
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(helperOf(times)).toBe('不能大于 48'));
    expect(helperOf(document.querySelector('input[name="points.0.parameterIds"]')!)).toBe('检测项目“土壤pH”（土壤）不适用于废水点位');
    const toast = await screen.findByText(/未保存/);
    expect(toast.textContent).toContain('采样点位 1 · 每天频次：不能大于 48');
    expect(toast.textContent).not.toMatch(/points\.0/);
    expect(screen.queryByText('已保存')).toBeNull();
    expect(saves()).toHaveLength(1);
  });

  it("offers only the items of the point's matrix", async () => {
    mount('/business/trust-add-two/12');
    const items = await find('input[name="points.0.parameterIds"]');
    fireEvent.mouseDown(items);
    fireEvent.change(items, { target: { value: 'pH' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).queryAllByRole('option').length).toBeGreaterThan(0));
    expect(within(listbox).queryByText(/土壤pH/)).toBeNull();
  });

  it('counts items × samples and updates the quote as the discount and the frequency change', async () => {
    mount('/business/trust-add-three/12');
    await waitFor(() => expect(screen.getByTestId('quote').textContent).toContain('300.00')); // (80 + 50 + 20) × 2
    expect(screen.getByTestId('quote-summary').textContent).toBe('1 个点位 · 2 个样品 · 6 项次检测（检测项目 × 样品数）');
    const discount = document.querySelector<HTMLInputElement>('input[name="discount"]')!;
    fireEvent.change(discount, { target: { value: '0.85' } });
    await waitFor(() => expect(screen.getByTestId('quote').textContent).toContain('255.00'));
    fireEvent.change(discount, { target: { value: '1.5' } });
    await waitFor(() => expect(screen.getByTestId('quote').textContent).toContain('—'));
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(helperOf(discount)).toBe('折扣应在 0 到 1 之间（如 0.8 即八折）'));
    expect(saves()).toHaveLength(0);
  });

  it('recomputes the quote live while points are edited', async () => {
    mount('/business/trust-add-two/12');
    const times = await find('input[name="points.0.timesPerDay"]');
    await waitFor(() => expect(screen.getByTestId('quote').textContent).toContain('300.00'));
    fireEvent.change(times, { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('quote').textContent).toContain('450.00'));
    expect(screen.getByTestId('quote-summary').textContent).toContain('9 项次检测');
  });

  it("clears a point's condition when its class changes (the condition was the old class's)", async () => {
    // GB 8978's first-grade rows name an industry; its second grade (in this fixture) only general limits
    const edition = {
      id: 31,
      standardNo: 'GB 8978-1996',
      title: '污水综合排放标准',
      matrix: 'wastewater',
      classes: [
        { code: '1', label: '一级标准' },
        { code: '2', label: '二级标准' },
      ],
    };
    const rows = [
      { classCode: '1', analyte: '化学需氧量', limit: '≤100', unit: 'mg/L', condition: '甜菜制糖' },
      { classCode: '1', analyte: '化学需氧量', limit: '≤100', unit: 'mg/L' },
      { classCode: '2', analyte: '化学需氧量', limit: '≤150', unit: 'mg/L' },
    ];
    const point = { ...draft.points[0], limitStandardId: 31, limitClass: '1', limitCondition: '甜菜制糖' };
    server.use(
      http.get('*/admin/api/v1/orders/12/form', () => HttpResponse.json(ok({ ...draft, points: [point] }))),
      http.get('*/admin/api/v1/limitStandards/page', () => HttpResponse.json(ok({ list: [edition], total: 1 }))),
      http.get('*/admin/api/v1/limitStandards/31/form', () => HttpResponse.json(ok({ ...edition, rows }))),
    );
    mount('/business/trust-add-two/12');
    const condition = await find('input[name="points.0.limitCondition"]');
    await waitFor(() => expect(condition.value).toBe('甜菜制糖'));
    const open = (name: string) => fireEvent.mouseDown(document.querySelector(`input[name="points.0.${name}"]`)!.previousElementSibling!);
    open('limitClass');
    fireEvent.click(await screen.findByRole('option', { name: '二级标准' }));
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="points.0.limitCondition"]')!.value).toBe(''));
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    // the wizard posts a multipart body whose points field is JSON
    const sent = JSON.parse(String((await saves()[0].formData()).get('points'))) as Array<Record<string, unknown>>;
    expect(sent[0]).toMatchObject({ limitStandardId: 31, limitClass: '2' });
    expect(sent[0].limitCondition ?? '').toBe('');
    // so does another standard (here: none): back to class 1, its industry, then no standard
    open('limitClass');
    fireEvent.click(await screen.findByRole('option', { name: '一级标准' }));
    open('limitCondition');
    fireEvent.click(await screen.findByRole('option', { name: '甜菜制糖' }));
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="points.0.limitCondition"]')!.value).toBe('甜菜制糖'));
    open('limitStandardId');
    // the first option is "none" (its accessible name is react-admin's "clear"), in the list that offers GB 8978
    const offered = (await screen.findByRole('option', { name: /^GB 8978-1996/ })).closest('[role="listbox"]')!;
    const none = within(offered as HTMLElement).getAllByRole('option')[0];
    expect(none.textContent).toBe('不选（报告中逐项填写限值）');
    fireEvent.click(none);
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="points.0.limitCondition"]')!.value).toBe(''));
  });

  it('offers the decision rule by its label and U on the report, and saves what was chosen (issue 33)', async () => {
    mount('/business/trust-add-one/12');
    const rule = await find('input[name="decisionRule"]');
    expect(rule.closest('.MuiFormControl-root')!.querySelector('label')!.textContent).toBe('判定规则');
    fireEvent.mouseDown(rule.previousElementSibling!);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // people read labels, never the codes 'simple' / 'guarded'
    expect(options).toEqual(['未约定', '简单接受（测得值与限值直接比较）', '防护接受（防护带 w = U）']);
    fireEvent.click(screen.getByRole('option', { name: '防护接受（防护带 w = U）' }));
    await waitFor(() => expect(rule.value).toBe('guarded'));
    fireEvent.click(screen.getByLabelText('报告给出测量不确定度'));
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const sent = await saves()[0].formData();
    expect(sent.get('decisionRule')).toBe('guarded');
    expect(sent.get('uncertaintyOnReport')).toBe('true');
  });
});
