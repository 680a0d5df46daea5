// The chart view against msw: the limit lines (upper only on a range chart), points coloured by verdict with the
// superseded ones hidden until asked for, a point's click opening its QC sheet, the limits and actions beside it, and
// the steps by perm: QA establishes with the limits request and a reason (certificate fields required, "12 of 20"),
// a checker sees no step and is told who sets limits.
import { describe, expect, it, beforeEach, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { ChartPage, pointPath } from '../../src/controlCharts/ChartPage.tsx';
import { ChartPlot, chartSeries, limitLines, pointAt, pointSource } from '../../src/controlCharts/ChartPlot.tsx';
import { SUPERSEDED_FILL, VERDICT_FILL } from '../../src/controlCharts/chips.tsx';
import type { ChartView } from '../../schemas/controlCharts/view.ts';
import { server, seen, serveMsw, ok } from './msw.ts';
import { establishingChart, inUseChart } from './controlCharts.fixtures.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

let perms: string[] = [];
let views: Record<number, ChartView> = {};
let stepBody: unknown = null;

beforeEach(() => {
  forgetMe();
  stepBody = null;
  perms = ['qcchart:query', 'qcchart:add', 'qcchart:edit', 'qcchart:decide', 'qc:query'];
  views = { 7: inUseChart(), 8: establishingChart() };
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'qualityControl' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 9, username: 'qa', roles: ['QA'], perms }))),
    http.get('*/admin/qc/charts/:id/view', ({ params }) => HttpResponse.json(ok(views[Number(params.id)]))),
    http.get('*/admin/api/v1/controlCharts/:id/form', ({ params }) =>
      HttpResponse.json(ok({ id: Number(params.id), version: 4, status: views[Number(params.id)].status })),
    ),
    http.post('*/admin/api/v1/controlCharts/:id/transitions/:name', async ({ request }) => {
      stepBody = await request.json();
      return HttpResponse.json(ok({ id: 8, version: 5 }));
    }),
  );
});

function mount(id: number) {
  return render(
    <MemoryRouter initialEntries={[`/qualityControl/control-charts/${id}/show`]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/qualityControl/control-charts/:id/show" element={<ChartPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

function mountPlot(view: ChartView, showSuperseded: boolean, onOpen = (_: unknown) => undefined) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <div style={{ width: 800 }}>
        <ChartPlot view={view} showSuperseded={showSuperseded} onOpen={onOpen} width={800} />
      </div>
    </AdminContext>,
  );
}

/** the marker colours drawn on the chart's surface (the batch renderer: a path per series; the legend not counted) */
const fills = (c: HTMLElement) => new Set([...c.querySelectorAll('svg.MuiChartsSurface-root path[fill]')].map((e) => e.getAttribute('fill')));
const lineCount = (c: HTMLElement) => c.querySelectorAll('svg.MuiChartsSurface-root .MuiChartsReferenceLine-line').length;

describe('control chart: the plot', () => {
  it('draws the centre, warning and action lines, both sides on a value chart and the upper ones only on a range chart', () => {
    expect(limitLines(inUseChart()).map((l) => [l.key, l.y])).toEqual([
      ['centre', 10],
      ['warnHigh', 11],
      ['actionHigh', 11.5],
      ['warnLow', 9],
      ['actionLow', 8.5],
    ]);
    const range = { ...inUseChart(), kind: 'duplicate_rd' as const };
    expect(limitLines(range).map((l) => l.key)).toEqual(['centre', 'warnHigh', 'actionHigh']);
    const { container, unmount } = mountPlot(inUseChart(), false);
    // labelled as the PDF prints them: one place more than the points' own (11.8 → 2 places), GB/T 8170
    expect(limitLines(inUseChart()).map((l) => l.text)).toEqual(['10.00', '11.00', '11.50', '9.00', '8.50']);
    for (const t of ['中心线 10.00', '上警告限 11.00', '上控制限 11.50', '下警告限 9.00', '下控制限 8.50']) expect(within(container).getByText(t)).toBeTruthy();
    expect(lineCount(container)).toBe(5);
    unmount();
    const upper = mountPlot(range, false).container;
    expect(lineCount(upper)).toBe(3);
    expect(within(upper).queryByText(/下控制限/)).toBeNull();
  });

  it('a point is its QC sheet one click away: the clicked item names the point, whose path is its QC sheet', () => {
    const groups = chartSeries(inUseChart().points, false);
    const reject = pointAt(groups, { seriesId: 'reject', dataIndex: 0 })!;
    expect(reject).toMatchObject({ value: '11.8', qcSheetId: 522 });
    expect(pointPath(reject)).toBe('/business/qc-detail/522');
    // a raw record's own QC (a calibration check) has no QC sheet: its analysis sheet opens, and its hover names it
    expect(pointPath({ qcSheetId: null, analysisSheetId: 77 })).toBe('/analyse/analyse-details/77');
    expect(pointSource({ qcNo: null, analysisNo: 'FX20260077' })).toBe('FX20260077');
    expect(pointSource(reject)).toBe(reject.qcNo);
  });

  it('colours points by verdict and hides superseded ones until the toggle shows them faint', () => {
    const hidden = chartSeries(inUseChart().points, false);
    expect(hidden.map((g) => [g.key, g.points.length])).toEqual([
      ['establishing', 20],
      ['in_control', 1],
      ['warning', 1],
      ['reject', 1],
    ]);
    // one x per run, in time order
    expect(hidden.flatMap((g) => g.data.map((d) => d.x)).sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    const { container, unmount } = mountPlot(inUseChart(), false);
    const drawn = fills(container);
    for (const v of ['establishing', 'in_control', 'warning', 'reject']) expect(drawn.has(VERDICT_FILL[v]), v).toBe(true);
    expect(drawn.has(SUPERSEDED_FILL)).toBe(false);
    unmount();
    const shown = chartSeries(inUseChart().points, true);
    expect(shown.at(-1)).toMatchObject({ key: 'superseded', points: [{ id: 123 }] });
    expect(fills(mountPlot(inUseChart(), true).container).has(SUPERSEDED_FILL)).toBe(true);
  });
});

describe('control chart: the page', () => {
  it('shows the limits in force with their earlier version and the open corrective action, and QA the steps of an in-use chart', async () => {
    mount(7);
    const limits = await screen.findByTestId('chart-limits');
    expect(limits.textContent).toContain('第 2 版');
    expect(limits.textContent).toContain('年度复核');
    expect(limits.textContent).toContain('郑质控');
    expect(limits.textContent).toContain('第 1 版');
    // the lines and s rounded for display (schemas/controlCharts/display.ts), as on the PDF
    expect(limits.textContent).toContain('上控制限11.50');
    expect(within(screen.getByTestId('chart-actions')).getByText('JZ20260003')).toBeTruthy();
    expect(screen.getAllByText('失控').length).toBeGreaterThan(0);
    // QA: re-establish and retire, no establish (the chart is in use)
    await waitFor(() => expect(document.querySelector('[data-transition="reestablish"]')).toBeTruthy());
    expect(document.querySelector('[data-transition="establish"]')).toBeNull();
    expect(document.querySelector('[data-transition="retire"]')).toBeTruthy();
  });

  it('establishes from a certificate: the reason and the certificate fields are required, the request carries them', async () => {
    mount(8);
    await screen.findByTestId('chart-view');
    expect((await screen.findByTestId('chart-point-count')).textContent).toBe('12 / 20 个点');
    fireEvent.click(await waitFor(() => document.querySelector<HTMLButtonElement>('[data-transition="establish"]')!));
    const dialog = await screen.findByRole('dialog');
    // too few points: the certificate is offered first; switching to the points says why they cannot do
    fireEvent.click(within(dialog).getByLabelText('控制点统计'));
    expect((await within(dialog).findByTestId('limits-too-few')).textContent).toContain('12 / 20');
    fireEvent.click(within(dialog).getByLabelText('证书'));
    fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: '新批次标准样品' } });
    fireEvent.change(within(dialog).getByLabelText('标准值'), { target: { value: '1.52' } });
    fireEvent.click(within(dialog).getByTestId('step-confirm'));
    await waitFor(() => expect(within(dialog).getAllByText(/必填/).length).toBeGreaterThan(0));
    expect(stepBody).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('扩展不确定度 U'), { target: { value: '0.06' } });
    fireEvent.change(within(dialog).getByLabelText('包含因子 k'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByTestId('step-confirm'));
    await waitFor(() => expect(stepBody).not.toBeNull());
    expect(stepBody).toEqual({
      version: 4,
      reason: '新批次标准样品',
      data: { source: 'certificate', certifiedValue: '1.52', expandedUncertainty: '0.06', coverageFactor: '2' },
    });
    expect(seen.some((r) => r.method === 'POST' && r.url.endsWith('/admin/api/v1/controlCharts/8/transitions/establish'))).toBe(true);
  });

  it('a reader (checker: qcchart:query only) sees no step, is told who sets limits, and asks only what it may read', async () => {
    perms = ['qcchart:query', 'qc:query', 'analysis:query', 'analysis:check'];
    mount(7);
    expect((await screen.findByTestId('chart-steps-why')).textContent).toContain('质量负责人');
    expect(document.querySelector('[data-transition]')).toBeNull();
    // only the reads a chart reader may make (no step asked, nothing the server would refuse)
    const paths = [...new Set(seen.map((r) => new URL(r.url).pathname))].sort();
    expect(paths).toEqual(['/admin/api/v1/controlCharts/7/form', '/admin/api/v1/users/me', '/admin/qc/charts/7/view']);
  });

  it("downloads the chart's PDF and Excel file under the server's file names", async () => {
    server.use(
      http.get('*/admin/qc/charts/:id/:kind', ({ params }) =>
        params.kind === 'view'
          ? HttpResponse.json(ok(views[Number(params.id)]))
          : new HttpResponse(params.kind === 'pdf' ? '%PDF-1.7' : 'PK', {
              headers: {
                'content-type': params.kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'content-disposition': `attachment; filename="QC-TP-01.${params.kind}"`,
              },
            }),
      ),
    );
    const saved: string[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chart');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      mount(7);
      fireEvent.click(await screen.findByRole('button', { name: '下载 PDF' }));
      await waitFor(() => expect(saved).toEqual(['QC-TP-01.pdf']));
      fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
      await waitFor(() => expect(saved).toEqual(['QC-TP-01.pdf', 'QC-TP-01.xlsx']));
      expect(seen.filter((r) => /\/admin\/qc\/charts\/7\/(pdf|xlsx)$/.test(new URL(r.url).pathname)).length).toBe(2);
      expect((created.mock.calls[0][0] as Blob).type).toBe('application/pdf');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
