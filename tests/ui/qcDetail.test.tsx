// The QC sheet screen against msw: while the task's results are not all in, 评价 is shown disabled with the server's
// reason (not offered and then refused); once they are, it evaluates.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { QcDetail } from '../../src/business/QcScreens.tsx';
import { server, seen, serveMsw, ok } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const counts = { duplicates: 1, labBlanks: 1, spikesOrCrms: 1 };
const qc = {
  id: 3,
  version: 4,
  qcNo: 'ZK20261128001',
  taskId: 5,
  status: 'planned',
  items: [],
  evaluation: { plan: { routine: 2, batches: 1, planned: counts, required: counts, warnings: [] } },
};
let why: string | null = '以下质控样尚无分析结果：RW20261128004-03/氨氮';

beforeEach(() => {
  forgetMe();
  why = '以下质控样尚无分析结果：RW20261128004-03/氨氮';
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'business' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(
        ok({ userId: 9, username: 'qa', roles: ['QA'], perms: ['qc:query', 'qc:edit', 'qc:evaluate', 'task:query', 'sample:query', 'testparms:query'] }),
      ),
    ),
    http.get('*/admin/api/v1/qcSheets/3/form', () => HttpResponse.json(ok(qc))),
    http.get('*/admin/qc/readiness', () => HttpResponse.json(ok({ why }))),
    http.get('*/admin/api/v1/samples/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/parameters/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.post('*/admin/qc/evaluate', () => HttpResponse.json(ok({ ...qc, status: 'passed' }))),
  );
});

function mount() {
  return render(
    <MemoryRouter initialEntries={['/business/qc-detail/3']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/business/qc-detail/:id" element={<QcDetail />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const evaluate = () =>
  waitFor(() => {
    const b = document.querySelector<HTMLButtonElement>('[data-step="evaluate"]');
    if (!b) throw new Error('no 评价');
    return b;
  });

describe('QC sheet: evaluate', () => {
  it('shows 评价 disabled with the reason while results are missing, and sends nothing', async () => {
    mount();
    await screen.findByTestId('qc-detail');
    await waitFor(async () => expect((await evaluate()).getAttribute('aria-description')).toBe(why));
    expect((await evaluate()).disabled).toBe(true);
    fireEvent.click(await evaluate());
    expect(seen.some((r) => r.url.includes('/admin/qc/evaluate'))).toBe(false);
    expect(seen.some((r) => r.url.includes('/admin/qc/readiness?id=3'))).toBe(true);
  });

  it('evaluates once the results are in', async () => {
    why = null;
    mount();
    await screen.findByTestId('qc-detail');
    await waitFor(() => expect(seen.some((r) => r.url.includes('/admin/qc/readiness?id=3'))).toBe(true));
    const b = await evaluate();
    expect(b.disabled).toBe(false);
    fireEvent.click(b);
    await waitFor(() => expect(seen.some((r) => r.url.includes('/admin/qc/evaluate'))).toBe(true));
  });
});
