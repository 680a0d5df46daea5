// A step taken in the StepDialog on a workflow screen (shared.tsx Steps + useApi), refused by the server: the refusal
// is shown once, in the dialog where the person is — not a second time as the HTTP client's toast. A step without a
// dialog still has its refusal toasted (there is nowhere else to show it).
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { NotifyBridge } from '../../src/layout/NotifyBridge.tsx';
import { onNotice, type Notice } from '../../src/notify.ts';
import { QcDetail } from '../../src/business/QcScreens.tsx';
import { server, seen, serveMsw } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });
const notices: Notice[] = [];
onNotice((n) => notices.push(n));

const REFUSED = '电子签名密码错误，请重新输入';
const counts = { duplicates: 1, labBlanks: 1, spikesOrCrms: 1 };
const failed = {
  id: 3,
  version: 6,
  qcNo: 'ZK20261128002',
  taskId: 5,
  status: 'failed',
  items: [],
  evaluation: {
    plan: { routine: 2, batches: 1, planned: counts, required: counts, warnings: [] },
    evaluations: [{ index: 0, type: 'lab_blank', parameterId: 1, parameter: '氨氮', value: '0.09', limit: '≤0.025', pass: false }],
    missing: [],
  },
};
let sheet: Record<string, unknown> = failed;
const refusal = (status: number) => HttpResponse.json({ code: 'A0400', msg: REFUSED, data: null }, { status });

beforeEach(() => {
  forgetMe();
  notices.length = 0;
  sheet = failed;
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'business' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json({
        code: '00000',
        msg: 'ok',
        data: { userId: 9, username: 'qa', nickname: '王质控', roles: ['QA'], perms: ['qc:query', 'qc:evaluate'] },
      }),
    ),
    http.get('*/admin/api/v1/qcSheets/3/form', () => HttpResponse.json({ code: '00000', msg: 'ok', data: sheet })),
    http.get('*/admin/qc/readiness', () => HttpResponse.json({ code: '00000', msg: 'ok', data: { why: null } })),
    http.get('*/admin/api/v1/samples/page', () => HttpResponse.json({ code: '00000', msg: 'ok', data: { list: [], total: 0 } })),
    http.get('*/admin/api/v1/parameters/page', () => HttpResponse.json({ code: '00000', msg: 'ok', data: { list: [], total: 0 } })),
    http.post('*/admin/qc/non_conformance', () => refusal(400)),
    http.post('*/admin/qc/evaluate', () => refusal(409)),
  );
});

function mount() {
  return render(
    <MemoryRouter initialEntries={['/business/qc-detail/3']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/business/qc-detail/:id" element={<QcDetail />} />
        </Routes>
        <NotifyBridge />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const stepButton = (name: string) =>
  waitFor(() => {
    const b = document.querySelector<HTMLButtonElement>(`[data-step="${name}"]`);
    if (!b) throw new Error(`no step ${name}`);
    return b;
  });

describe('a refused step', () => {
  it('taken in the dialog (reason and signature): its message is shown once, in the dialog, and not toasted', async () => {
    mount();
    fireEvent.click(await stepButton('nc'));
    const reason = await waitFor(() => document.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!);
    fireEvent.change(reason, { target: { value: '空白超标系试剂批次问题，已更换试剂复核' } });
    fireEvent.change(document.querySelector<HTMLInputElement>('input[name="password"]')!, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('step-confirm'));
    expect((await screen.findByTestId('step-error')).textContent).toBe(REFUSED);
    expect(seen.filter((r) => r.url.includes('/admin/qc/non_conformance'))).toHaveLength(1);
    // the HTTP client raised no toast for it, and the page shows it once (a toast would render it a second time)
    expect(notices.filter((n) => n.message === REFUSED)).toEqual([]);
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
    // the dialog stays open with what was typed, for another try
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!.value).toBe('空白超标系试剂批次问题，已更换试剂复核');
  });

  it('taken without a dialog: its refusal is toasted, once', async () => {
    sheet = { ...failed, status: 'executed', evaluation: { plan: failed.evaluation.plan } };
    mount();
    const evaluate = await stepButton('evaluate');
    await waitFor(() => expect(evaluate.disabled).toBe(false));
    fireEvent.click(evaluate);
    await waitFor(() => expect(notices.filter((n) => n.message === REFUSED && n.type === 'error')).toHaveLength(1));
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
  });
});
