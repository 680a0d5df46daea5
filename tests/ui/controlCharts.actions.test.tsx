// The corrective action's signed close against msw (cause, action, outcome; a justified release needs its
// justification; the password), its page's held sheets and chart, the QC sheet's chart verdict beside an evaluation
// row, QA's inbox section of open actions, and an analysis sheet held by one.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/i18n/index.ts';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { ActionShow } from '../../src/controlCharts/ActionShow.tsx';
import { ChartVerdict } from '../../src/controlCharts/ChartVerdict.tsx';
import { Inbox } from '../../src/pages/dashboard/Inbox.tsx';
import { HeldNotice } from '../../src/controlCharts/HeldNotice.tsx';
import { tags } from '../../src/layout/tags/store.ts';
import { tagLabel } from '../../src/layout/tags/TagsView.tsx';
import { server, seen, serveMsw, ok } from './msw.ts';
import { verdicts } from './controlCharts.fixtures.ts';
import { need } from './dom.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const QA = ['qcchart:query', 'qcchart:decide', 'qc:query', 'analysis:query'];
let perms: string[] = QA;
let closeBody: unknown = null;
const action = {
  id: 3,
  version: 2,
  actionNo: 'JZ20260003',
  chartId: 7,
  qcSheetId: 522,
  runKey: 'ZK20260022#1',
  violations: [{ rule: '1-3s', run: 22, points: [[22, 0]] }],
  analysisSheetIds: [41, 42],
  status: 'open',
  createdAt: '2026-03-02T03:00:00.000Z',
};

beforeEach(() => {
  forgetMe();
  perms = QA;
  closeBody = null;
  session.save(
    {
      token: 't',
      avatar: '',
      id: 9,
      userinfo: { id: 9, username: 'qa' },
      menulist: [{ name: 'qualityControl' }, { name: 'qualityControl/corrective-actions' }],
    },
    true,
  );
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 9, username: 'qa', nickname: '郑质控', roles: ['QA'], perms }))),
    http.get('*/admin/api/v1/correctiveActions/3/form', () => HttpResponse.json(ok(action))),
    http.get('*/admin/api/v1/correctiveActions/page', () => HttpResponse.json(ok({ list: [action], total: 1 }))),
    http.get('*/admin/api/v1/controlCharts/options', () => HttpResponse.json(ok([{ value: 7, label: '氨氮 标准样品' }]))),
    http.get('*/admin/api/v1/qcSheets/options', () => HttpResponse.json(ok([{ value: 522, label: 'ZK20260022' }]))),
    http.get('*/admin/api/v1/analysisSheets/options', () =>
      HttpResponse.json(
        ok([
          { value: 41, label: 'FX20260041' },
          { value: 42, label: 'FX20260042' },
        ]),
      ),
    ),
    http.get('*/admin/qc/charts/verdicts', () => HttpResponse.json(ok(verdicts()))),
    http.post('*/admin/api/v1/correctiveActions/3/transitions/close', async ({ request }) => {
      closeBody = await request.json();
      return HttpResponse.json(ok({ ...action, status: 'closed', version: 3 }));
    }),
  );
});

const mount = (path: string, element: React.ReactNode) =>
  mountScreen(path, '/qualityControl/corrective-actions/:id/show', 'correctiveActions', element, element);

const closeButton = () => need<HTMLButtonElement>('[data-transition="close"]');

describe('corrective action: the page and its signed close', () => {
  it('lists the rules broken, links the held sheets and the chart', async () => {
    mount('/qualityControl/corrective-actions/3/show', <ActionShow />);
    expect((await screen.findByTestId('ca-rules')).textContent).toBe('1-3s：批次 23');
    await waitFor(() => expect(screen.getByTestId('ca-held').textContent).toContain('FX20260041'));
    expect(screen.getByText('FX20260042').closest('a')!.getAttribute('href')).toBe('/analyse/analyse-details/42');
    expect(screen.getByTestId('ca-chart').getAttribute('href')).toBe('/qualityControl/control-charts/7/show');
  });

  it("its tab reads the action's number, not its record id", async () => {
    const tr = (k: string, o?: { _: string; smart_count?: number }) => i18nProvider.translate(k, o);
    const tab = (id: number) => {
      const path = `/qualityControl/corrective-actions/${id}/show`;
      return { path, fullPath: path, title: 'resources.correctiveActions.name', sub: 'show' as const, recordId: String(id) };
    };
    const label = (id: number) =>
      tagLabel(
        tags.list().find((v) => v.path === tab(id).path)!,
        tr,
      );
    tags.reset();
    // a record page its record has not named reads its id
    tags.visit(tab(99));
    expect(label(99)).toBe('纠正措施 · 详情 #99');
    tags.visit(tab(3));
    mount(tab(3).path, <ActionShow />);
    await waitFor(() => expect(label(3)).toBe('纠正措施 · 详情 JZ20260003'));
    // named before its tab is visited (the page's effect runs before the layout's): the tab takes the name
    tags.reset();
    tags.visit(tab(3));
    expect(label(3)).toBe('纠正措施 · 详情 JZ20260003');
    tags.reset();
  });

  it('a justified release needs its justification; the close sends cause, action, outcome, justification and the password', async () => {
    mount('/qualityControl/corrective-actions/3/show', <ActionShow />);
    fireEvent.click(await closeButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('signature-statement')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('原因分析'), { target: { value: '标准溶液过期' } });
    fireEvent.change(within(dialog).getByLabelText('采取的措施'), { target: { value: '更换标准溶液后复测' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '说明理由后放行' }));
    fireEvent.change(dialog.querySelector('input[name=password]')!, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByTestId('step-confirm'));
    expect(await within(dialog).findByText('说明理由后放行须填写放行理由')).toBeTruthy();
    expect(closeBody).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('放行理由'), { target: { value: '复测结果与原结果一致' } });
    fireEvent.click(within(dialog).getByTestId('step-confirm'));
    await waitFor(() => expect(closeBody).not.toBeNull());
    expect(closeBody).toEqual({
      version: 2,
      password: '123456',
      data: { cause: '标准溶液过期', action: '更换标准溶液后复测', outcome: 'release', justification: '复测结果与原结果一致' },
    });
  });

  it('one who may not decide is told who signs and has no close step', async () => {
    perms = ['qcchart:query', 'qc:query', 'analysis:query'];
    mount('/qualityControl/corrective-actions/3/show', <ActionShow />);
    expect((await screen.findByTestId('close-why')).textContent).toContain('质量负责人');
    expect(document.querySelector('[data-transition="close"]')).toBeNull();
  });
});

describe('QC sheet: the chart verdict beside an item', () => {
  const sheet = { id: 522, items: [{ qcSampleId: 31 }, { qcSampleId: 32 }] };

  it('shows the verdict of the chart the value landed on, linking to it, from one request for the sheet', async () => {
    mount(
      '/',
      <>
        <ChartVerdict sheet={sheet} evaluation={{ index: 0, parameterId: 4 }} />
        <ChartVerdict sheet={sheet} evaluation={{ index: 1, parameterId: 5 }} />
        <ChartVerdict sheet={sheet} evaluation={{ index: 1, parameterId: 6 }} />
      </>,
    );
    const reject = await need<HTMLAnchorElement>('[data-chart-verdict="reject"]');
    expect(reject.textContent).toBe('质控图 ZKT-0007：失控（1-3s）');
    expect(reject.getAttribute('href')).toBe('/qualityControl/control-charts/7/show');
    expect(document.querySelector('[data-chart-verdict="in_control"]')!.textContent).toBe('质控图 ZKT-0009：受控');
    expect(document.querySelectorAll('[data-chart-verdict]').length).toBe(2);
    expect(seen.filter((r) => r.url.includes('/admin/qc/charts/verdicts?qcSheetId=522')).length).toBe(1);
  });

  it('asks nothing for a user who may not read charts', async () => {
    perms = ['qc:query'];
    mount('/', <ChartVerdict sheet={sheet} evaluation={{ index: 0, parameterId: 4 }} />);
    await waitFor(() => expect(seen.some((r) => r.url.includes('/users/me'))).toBe(true));
    expect(document.querySelector('[data-chart-verdict]')).toBeNull();
    expect(seen.some((r) => r.url.includes('/qc/charts/'))).toBe(false);
  });
});

describe("QA's inbox: out-of-control runs waiting for a corrective action", () => {
  it("the section (server/inbox: correctiveActions) names each action, its chart and QC sheet (a record's own QC: its analysis sheet), and opens its page", async () => {
    server.use(
      http.get('*/admin/inbox', () =>
        HttpResponse.json(
          ok({
            sections: [
              {
                key: 'correctiveActions',
                count: 2,
                items: [
                  {
                    id: 3,
                    no: 'JZ20260003',
                    status: 'open',
                    actionNo: 'JZ20260003',
                    chartName: '氨氮 标准样品',
                    qcNo: 'ZK20260022',
                    openedAt: '2026-03-02T03:00:00.000Z',
                  },
                  {
                    id: 4,
                    no: 'JZ20260004',
                    status: 'open',
                    actionNo: 'JZ20260004',
                    chartName: '氨氮 校准核查',
                    analysisNo: 'FX20260031',
                    openedAt: '2026-03-03T03:00:00.000Z',
                  },
                ],
              },
            ],
          }),
        ),
      ),
    );
    mount('/', <Inbox />);
    const item = await screen.findByText('JZ20260003 · 氨氮 标准样品 · ZK20260022');
    expect(item.closest('a')!.getAttribute('href')).toBe('/qualityControl/corrective-actions/3/show');
    expect(screen.getByText('JZ20260004 · 氨氮 校准核查 · FX20260031').closest('a')!.getAttribute('href')).toBe('/qualityControl/corrective-actions/4/show');
    expect(document.querySelector('[data-section="correctiveActions"]')!.textContent).toContain('失控批次待纠正措施');
    expect(document.querySelector('[data-section="correctiveActions"]')!.textContent).toContain('待处理');
  });
});

describe('analysis sheet: held by an open corrective action', () => {
  it('says which action holds the sheet, linking to it; a sheet not held shows nothing', async () => {
    mount('/', <HeldNotice sheetId={42} />);
    const notice = await screen.findByTestId('held-notice');
    expect(notice.textContent).toContain('JZ20260003');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/qualityControl/corrective-actions/3/show');
  });

  it('names the action without a link for a reader whose menu does not hold the actions (the checker, the analyst)', async () => {
    // beforeEach signs QA in again for the next test
    session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'checker' }, menulist: [{ name: 'qualityControl' }] }, true);
    mount('/', <HeldNotice sheetId={42} />);
    const notice = await screen.findByTestId('held-notice');
    expect(notice.textContent).toContain('JZ20260003');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('shows nothing for a sheet no open action holds', async () => {
    mount('/', <HeldNotice sheetId={99} />);
    await waitFor(() => expect(seen.some((r) => r.url.includes('/correctiveActions/page'))).toBe(true));
    expect(screen.queryByTestId('held-notice')).toBeNull();
  });
});
