// The task screen's sampling and receipt form against msw: a receipt row without its condition, container check,
// preservation check or temperature (none prefilled: the receiver states them) is refused under that row without a request, and the server's refusal of a row (it numbers the routine samples it was sent) lands under
// the same sample's field on screen, even with a QC sample listed before it.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { TaskDetail } from '../../src/business/TaskDetail.tsx';
import { server, seen, serveMsw, ok } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const task = { id: 5, version: 2, taskNo: 'RW20261123001', orderId: 1, kind: 'sampling_analysis', status: 'sampling', plannedFrom: '2026-11-23', points: [] };
const samples = [
  { id: 10, version: 1, sampleNo: 'RW20261123001-03', pointName: '总排口', qcType: 'field_blank', status: 'registered' },
  { id: 11, version: 1, sampleNo: 'RW20261123001-01', pointName: '总排口', sampledAt: '2026-11-23T01:00:00.000Z', status: 'sampled' },
  { id: 12, version: 1, sampleNo: 'RW20261123001-02', pointName: '总排口', sampledAt: '2026-11-23T02:00:00.000Z', status: 'sampled' },
];

beforeEach(() => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 4, userinfo: { id: 4, username: 'sampler' }, menulist: [{ name: 'business' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(ok({ userId: 4, username: 'sampler', roles: ['SAMPLER'], perms: ['task:query', 'task:sample', 'sample:query', 'sample:receive'] })),
    ),
    http.get('*/admin/api/v1/tasks/5/form', () => HttpResponse.json(ok(task))),
    http.get('*/admin/api/v1/samples/page', () => HttpResponse.json(ok({ list: samples, total: samples.length }))),
    http.get('*/admin/api/v1/orders/1/form', () => HttpResponse.json(ok({ id: 1, version: 1, orderNo: 'WT20261123001' }))),
    http.get('*/admin/lecture/time', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.post('*/admin/task/receive', () =>
      HttpResponse.json(
        {
          code: 'A0400',
          msg: '提交的数据有误：samples.1.receiptTemperature',
          data: { errors: [{ field: 'samples.1.receiptTemperature', message: '应为数值（如 12.5）' }] },
        },
        { status: 400 },
      ),
    ),
  );
});

function mount() {
  return render(
    <MemoryRouter initialEntries={['/business/task-detail/5']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/business/task-detail/:id" element={<TaskDetail />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const find = (selector: string) =>
  waitFor(() => {
    const el = document.querySelector<HTMLInputElement>(selector);
    if (!el) throw new Error(`no ${selector}`);
    return el;
  });
// (an empty helper holds a zero-width space that keeps the row's height)
const helperOf = (input: Element) =>
  (input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '').replace(/\u200b/g, '');

/** A yes/no select (react-admin's NullableBooleanInput) of the field `name` set to the option `label`. */
async function choose(name: string, label: string) {
  const input = await find(`input[name="${name}"]`);
  fireEvent.mouseDown(input.closest('.MuiInputBase-root')!.querySelector('[role="combobox"]')!);
  fireEvent.click(await screen.findByRole('option', { name: label }));
  await waitFor(() => expect(input.value).toBe('true'));
}

describe('task detail form', () => {
  it('starts the receipt checks empty and refuses a row with one unstated, under that row, without a request', async () => {
    mount();
    const condition = await find('input[name="samples.2.condition"]');
    expect(document.querySelector('input[name="samples.0.condition"]')).toBeNull(); // a QC sample is shown, not received here
    expect(condition.value).toBe('');
    expect((await find('input[name="samples.2.receiptTemperature"]')).value).toBe('');
    expect((await find('input[name="samples.2.preservationOk"]')).value).toBe('');
    fireEvent.click(await waitFor(() => document.querySelector('[data-step="receive"]')!));
    await waitFor(() => expect(helperOf(condition)).toBe('必填'));
    expect(helperOf(document.querySelector('input[name="samples.2.containerIntact"]')!)).toBe('必填');
    expect(helperOf(document.querySelector('input[name="samples.1.preservationOk"]')!)).toBe('必填');
    expect(seen.some((r) => r.url.includes('task/receive'))).toBe(false);
  });

  it("puts the server's refusal of a routine sample under that sample's field", async () => {
    mount();
    const temperature = await find('input[name="samples.2.receiptTemperature"]');
    for (const row of [1, 2]) {
      fireEvent.change(await find(`input[name="samples.${row}.condition"]`), { target: { value: '完好' } });
      fireEvent.change(await find(`input[name="samples.${row}.receiptTemperature"]`), { target: { value: '4.0' } });
      for (const check of ['containerIntact', 'preservationOk']) await choose(`samples.${row}.${check}`, '是');
    }
    fireEvent.change(temperature, { target: { value: '45.5' } }); // valid here; the server refuses it
    fireEvent.click(await waitFor(() => document.querySelector('[data-step="receive"]')!));
    await waitFor(() => expect(helperOf(temperature)).toBe('应为数值（如 12.5）'));
    expect(helperOf(document.querySelector('input[name="samples.1.receiptTemperature"]')!)).toBe('');
    const toast = await screen.findByText(/未保存/);
    expect(toast.textContent).toContain('RW20261123001-02 · 接收温度（℃）：应为数值（如 12.5）');
  });
});
