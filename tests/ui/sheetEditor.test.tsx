// The analysis sheet screen (analyse-details/{id}) against msw: an issued sheet offers 接收 to its analyst only,
// the raw-record editor stays read-only (and says why) until then; once received the same screen is THE editor:
// a pasted 3×3 block fills 3×3 cells, a wrong value shows its reason in the cell, the draft is saved through
// analysis/add_cgorder. The dashboard inbox lists what waits, each item linked to its screen.
import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { templateById } from '../../schemas/templates/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import SheetDetail from '../../src/analysis/SheetDetail.tsx';
import { DetailScreen } from '../../src/analysis/rawRecord/DetailScreen.tsx';
import { Inbox, actionPath } from '../../src/pages/dashboard/Inbox.tsx';
import { NoticeBell } from '../../src/layout/NoticeBell.tsx';
import { raNameOf } from '../../src/resources/names.ts';
import { server, seen, serveMsw, ok } from './msw.ts';

serveMsw();
const T = templateById('water-tmpl47')!;
let status = 'issued';
let version = 2;
const sheet = () => ({ id: 7, analysisNo: 'FX20260001', status, analystId: 3, taskId: 5, version, templateId: 'water-tmpl47' });
const shown = () => ({
  sheet: sheet(),
  record: null,
  input: null,
  evaluation: null,
  template: { id: T.id, name: T.name, method: T.method, version: T.version },
  genericTemplate: false,
  parameters: [{ id: 11, code: 'W-NH3N', name: '氨氮', unit: 'mg/L', mdl: '0.025', decimals: 3, templateCode: 'NH3-N' }],
  samples: [1, 2, 3].map((i) => ({ id: i, sampleNo: `WT1-0${i}`, qcType: null, parameterIds: [11] })),
  versions: [],
  signatures: [],
  people: { analyst: '张分析' },
});

function mount(path: string, me = 3) {
  session.save({ token: 't', avatar: '', id: me, userinfo: { id: me, username: 'u' }, menulist: [{ name: 'analyse' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(ok({ userId: me, username: 'u', nickname: 'U', roles: ['ANALYST'], perms: ['analysis:query', 'analysis:entry', 'device:query'] })),
    ),
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/analyse/analyse-details/:id" element={<SheetDetail />} />
          <Route path="/dashboard" element={<Inbox />} />
          <Route path="/bell" element={<NoticeBell />} />
          <Route path="/analyse/water-tmpl57Detail/:id" element={<DetailScreen route="water-tmpl57Detail" />} />
          <Route path="/analyse/water-tmpl47Detail/:id" element={<DetailScreen route="water-tmpl47Detail" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  forgetMe();
  status = 'issued';
  version = 2;
  server.use(
    http.post('*/admin/analysis/show_cgorder', () => HttpResponse.json(ok(shown()))),
    http.get('*/admin/api/v1/qcSheets/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/equipment/page', () =>
      HttpResponse.json(ok({ list: [{ id: 1, assetNo: 'EQ-001', name: '分光光度计', status: 'in_service', nextCalibrationDue: '2999-01-01' }], total: 1 })),
    ),
    http.post('*/admin/analysis/confirm_ok', () => {
      status = 'received';
      version = 3;
      return HttpResponse.json(ok(sheet()));
    }),
    http.post('*/admin/analysis/add_cgorder', () => HttpResponse.json(ok({ record: { id: 40, draft: true } }))),
  );
});

const cell = (r: number, k: string) => document.querySelector<HTMLInputElement>(`[data-testid="sample-grid"] input[data-cell="${r}.${k}"]`)!;
const editable = () => screen.getByTestId('raw-record').getAttribute('data-editable');

describe('the analysis sheet screen', () => {
  it('offers 接收 to the analyst of an issued sheet, then is the editor: block paste, cell reasons, draft save', async () => {
    mount('/analyse/analyse-details/7');
    await screen.findByTestId('sample-grid');
    expect(editable()).toBe('false');
    expect(screen.getByTestId('read-only-why').textContent).toBe('请先接收该分析单，再录入原始记录');
    // the empty cells of a sheet nobody may fill yet are not errors in red; once it is the analyst's to fill, they are
    const grid = screen.getByTestId('sample-grid');
    expect(grid.textContent).not.toContain('必填');
    const receive = await waitFor(() => {
      const b = document.querySelector('[data-step="confirm"]');
      expect(b).not.toBeNull();
      return b!;
    });
    expect(receive.textContent).toBe('确认接收');
    fireEvent.click(receive);
    await waitFor(() => expect(editable()).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('sample-grid').textContent).toContain('必填：取样体积'));
    expect(seen.some((r) => r.url.endsWith('/admin/analysis/confirm_ok'))).toBe(true);
    expect(document.querySelector('[data-step="confirm"]')).toBeNull();
    // the template's own editor: curve panel and instrument picker, not loose boxes
    expect(screen.getByTestId('curve-panel')).toBeTruthy();
    expect(screen.getByTestId('instrument-select')).toBeTruthy();

    // a 3×3 block from Excel fills 3×3 cells from the one pasted into
    const keys = T.inputs.map((f) => f.key).slice(0, 3);
    const block = [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ];
    fireEvent.paste(cell(0, keys[0]), { clipboardData: { getData: () => block.map((l) => l.join('\t')).join('\r\n') + '\r\n' } });
    await waitFor(() => expect(cell(2, keys[2]).value).toBe('9'));
    expect(block.map((_, r) => keys.map((k) => cell(r, k).value))).toEqual(block);

    // a wrong value shows its reason in the cell
    fireEvent.change(cell(1, keys[0]), { target: { value: 'abc' } });
    await waitFor(() => expect(document.querySelector(`[data-error="1.${keys[0]}"]`)?.textContent).toMatch(/\S/));

    const saves = () => seen.filter((r) => r.url.endsWith('/admin/analysis/add_cgorder')).length;
    fireEvent.click(screen.getByTestId('save-record'));
    await waitFor(() => expect(saves()).toBeGreaterThan(0));
    const form = await seen
      .filter((r) => r.url.endsWith('/admin/analysis/add_cgorder'))
      .at(-1)!
      .formData();
    expect(form.get('analysisSheetId')).toBe('7');
    expect(JSON.parse(String(form.get('rows')))[2].inputs[keys[2]]).toBe('9');
  });

  it("offers no 接收 to anyone but the sheet's analyst, and stays read-only for them", async () => {
    mount('/analyse/analyse-details/7', 4);
    await screen.findByTestId('sample-grid');
    // who does enter it, by name (a checker reading a submitted record is told why it does not edit)
    await screen.findByText('只读：原始记录由本分析单的分析员张分析录入');
    expect(document.querySelector('[data-step="confirm"]')).toBeNull();
    expect(editable()).toBe('false');
    expect(screen.getByTestId('read-only-why').textContent).toBe('只读：原始记录由本分析单的分析员张分析录入');
    // nothing signed yet: no link to a signed record
    expect(screen.queryByText('查看已签名记录')).toBeNull();
  });

  it('links a submitted sheet to its signed record', async () => {
    status = 'submitted';
    server.use(
      http.post('*/admin/analysis/show_cgorder', () =>
        HttpResponse.json(ok({ ...shown(), signatures: [{ id: 1, userId: 3, signerName: '张分析', meaning: 'submit', signedAt: '2026-11-28T02:00:00Z' }] })),
      ),
    );
    mount('/analyse/analyse-details/7', 4);
    const link = await screen.findByText('查看已签名记录');
    expect(link.closest('a')!.getAttribute('href')).toBe('/analyse/water-tmpl47Detail/7');
  });
});

describe('the read-only Detail page of a template', () => {
  it('shows a sheet only under its own template, and links there otherwise', async () => {
    status = 'submitted';
    server.use(
      http.get('*/admin/api/v1/rawRecords/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
      http.get('*/admin/api/v1/signatures/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    );
    mount('/analyse/water-tmpl57Detail/7');
    const other = await screen.findByTestId('other-template');
    expect(other.textContent).toContain('FX20260001');
    expect(other.textContent).toContain(T.name.zh);
    expect(other.querySelector('a')!.getAttribute('href')).toBe('/analyse/water-tmpl47Detail/7');
    expect(screen.queryByTestId('sample-grid')).toBeNull();
  });

  it('shows the sheet of its own template read-only', async () => {
    status = 'submitted';
    server.use(
      http.get('*/admin/api/v1/rawRecords/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
      http.get('*/admin/api/v1/signatures/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    );
    mount('/analyse/water-tmpl47Detail/7');
    await screen.findByTestId('raw-record-detail');
    expect(screen.queryByTestId('other-template')).toBeNull();
  });
});

describe('the dashboard inbox', () => {
  it('shows each section with a count and its items linked to their screens, and nothing empty', async () => {
    server.use(
      http.get('*/admin/inbox', () =>
        HttpResponse.json(
          ok({
            sections: [
              { key: 'toReceive', count: 12, items: [{ id: 7, no: 'FX20260001', status: 'issued', dueBy: '2026-01-02T03:04:00Z' }] },
              { key: 'toFill', count: 0, items: [] },
            ],
          }),
        ),
      ),
    );
    mount('/dashboard');
    const item = await waitFor(() => {
      const a = document.querySelector<HTMLAnchorElement>('[data-item="toReceive:7"]');
      expect(a).not.toBeNull();
      return a!;
    });
    expect(item.getAttribute('href')).toBe('/analyse/analyse-details/7');
    expect(item.textContent).toContain('FX20260001');
    expect(item.textContent).toContain('已下达');
    const section = document.querySelector('[data-section="toReceive"]')!;
    expect(section.textContent).toContain('待接收的分析单');
    // the rest says what it is and opens the list of it, never a bare number
    const more = section.querySelector('[data-more="toReceive"]')!;
    expect(more.textContent).toBe('另有 11 项（待接收的分析单），查看全部');
    expect(decodeURIComponent(more.getAttribute('href')!)).toBe(`/${raNameOf('analysisSheets')}?filter={"status":["issued"]}`);
    expect(document.querySelector('[data-section="toFill"]')).toBeNull();
  });

  it('the bell counts the waiting work with the unread notices and says what each number is, one click from its action', async () => {
    server.use(
      http.get('*/admin/inbox', () =>
        HttpResponse.json(
          ok({
            sections: [
              {
                key: 'toReceive',
                count: 2,
                items: [
                  { id: 7, no: 'FX20260001', status: 'issued' },
                  { id: 8, no: 'FX20260002', status: 'issued' },
                ],
              },
              { key: 'toFill', count: 0, items: [] },
            ],
          }),
        ),
      ),
      http.get('*/admin/api/v1/notices/my-page', () =>
        HttpResponse.json(ok({ list: [{ id: 1, title: '新分析单待接收：FX20260001', publishedAt: '2026-11-24T01:00:00Z' }], unreadCount: 1 })),
      ),
    );
    mount('/bell');
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell.textContent).toBe('3'));
    expect(bell.getAttribute('aria-label')).toBe('通知 · 待办 2 项');
    fireEvent.click(bell);
    const row = await waitFor(() => {
      const a = document.querySelector<HTMLAnchorElement>('[data-testid="bell-inbox"] [data-section="toReceive"]');
      expect(a).not.toBeNull();
      return a!;
    });
    expect(row.textContent).toContain('待接收的分析单');
    expect(row.textContent).toContain('2');
    expect(row.getAttribute('href')).toBe('/analyse/analyse-details/7');
    expect(document.querySelector('[data-testid="bell-inbox"] [data-section="toFill"]')).toBeNull();
    // the notice's time in the lab's time zone (01:00 UTC is 09:00 in Shanghai), not a UTC slice
    expect(document.body.textContent).toContain('2026-11-24 09:00');
  });

  it('links every step to the screen that does it', () => {
    expect(actionPath('ordersToTask', { id: 7, no: '', status: 'accepted' })).toBe('/business/task-create/7');
    expect(actionPath('qcToPlan', { id: 6, no: '', status: 'received', orderId: 9 })).toBe('/business/qc-create/6/9');
    expect(actionPath('tasksToSample', { id: 6, no: '', status: 'issued' })).toBe('/business/task-detail/6');
    expect(actionPath('toAssign', { id: 1, no: '', status: 'pending' })).toBe('/analyse/analyse-apportion/1');
    expect(actionPath('qcToEvaluate', { id: 2, no: '', status: 'planned' })).toBe('/business/qc-detail/2');
    expect(actionPath('reportsToStart', { id: 3, no: '', status: 'in_progress' })).toBe('/lecture/lectureIndex?orderId=3');
    expect(actionPath('reportsToApprove', { id: 4, no: '', status: 'reviewed', type: 'detect' })).toBe('/lecture/lecture-detectDetail/4');
    expect(actionPath('reportsToDraft', { id: 5, no: '', status: 'drafting', type: 'detect' })).toBe('/lecture/lecture-detect/5');
  });
});
