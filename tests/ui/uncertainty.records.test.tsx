// An uncertainty record's screens (issue 33 item 5): the form computes the result live from the budget as typed (the
// same evaluateRecord the server stores with; its figures checked by hand in tests/unit/uncertainty.record.test.ts),
// says which entry gives no result, and reads top-down entries from the sources route, saying what it left out; the
// page shows the stored arithmetic and the bar chart of the components' shares of uc².
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { UncertaintyEdit } from '../../src/uncertainty/UncertaintyForms.tsx';
import { UncertaintyShow } from '../../src/uncertainty/UncertaintyShow.tsx';
import { evaluateRecord, type RecordEntries } from '../../schemas/uncertainty/record.ts';
import type { TopDownSources } from '../../schemas/uncertainty/sources.ts';
import { server, serveMsw, ok } from './msw.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const COMPONENTS = [
  { name: '重复性', relative: '0.015' },
  { name: '标准溶液', relative: '0.010' },
  { name: '滴定体积', relative: '0.008' },
];
const draft = {
  id: 31,
  recordNo: 'UC20260001',
  parameterId: 11,
  matrix: 'wastewater',
  unit: 'mg/L',
  level: '150',
  approach: 'bottom_up',
  components: COMPONENTS,
  k: '2',
  alwaysReport: false,
  status: 'draft',
  version: 1,
};
const computed = evaluateRecord(draft as RecordEntries);
if (!computed.ok) throw new Error('the draft gives a result');
const stored = { ...draft, id: 32, status: 'approved', version: 3, result: computed.result, expandedRelative: computed.expandedRelative, approvedBy: '郑质控' };
const topDraft = { ...draft, id: 33, approach: 'top_down', components: undefined, level: '1.00' };
const SOURCES: TopDownSources = {
  charts: [
    { controlChartId: 4, label: '氨氮 有证标准样品', kind: 'crm_value', unit: 'mg/L', centre: '1.0', sd: '0.02', n: 20, s: '0.02', usable: true, reason: null },
    {
      controlChartId: 5,
      label: '氨氮 平行样',
      kind: 'duplicate_rd',
      unit: '%',
      centre: '3',
      sd: '1.5',
      n: 20,
      s: null,
      usable: false,
      reason: '只反映批内重复性',
    },
  ],
  pt: [
    { ptResultId: 7, label: 'CNAS T0001', result: '1.02', assignedValue: '1.00', bias: '0.02', uCref: null, usable: false, reason: '未记录指定值的不确定度' },
  ],
};

beforeEach(() => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'capability' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(
        ok({ userId: 9, username: 'qa', nickname: '郑质控', roles: ['QA'], perms: ['uncertainty:query', 'uncertainty:edit', 'uncertainty:decide'] }),
      ),
    ),
    http.get('*/admin/api/v1/dict/list', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/uncertaintyRecords/31/form', () => HttpResponse.json(ok(draft))),
    http.get('*/admin/api/v1/uncertaintyRecords/32/form', () => HttpResponse.json(ok(stored))),
    http.get('*/admin/api/v1/uncertaintyRecords/33/form', () => HttpResponse.json(ok(topDraft))),
    http.get('*/admin/api/v1/uncertaintyRecords/options', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/methodStandards/options', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/parameters/options', () => HttpResponse.json(ok([{ value: 11, label: '化学需氧量' }]))),
    http.get('*/admin/uncertainty/top-down-sources', ({ request }) =>
      new URL(request.url).searchParams.get('parameterId') === '11' ? HttpResponse.json(ok(SOURCES)) : HttpResponse.json(ok({ charts: [], pt: [] })),
    ),
  );
});

const mount = (path: string, route: string, element: React.ReactNode) => mountScreen(path, route, 'uncertaintyRecords', element);

const text = (id: string) => screen.getByTestId(id).textContent;
const full = (id: string) => screen.getByTestId(id).getAttribute('data-full');
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the uncertainty record form', () => {
  it('computes the result live from the budget as typed, and says which entry gives none', async () => {
    mount('/capability/uncertainty/31', '/capability/uncertainty/:id', <UncertaintyEdit />);
    await screen.findByTestId('live');
    // √(0.015² + 0.010² + 0.008²) = 0.019723…; U = 2 × 150 × it = 5.9169… mg/L, printed with two significant figures
    expect(full('live-ucrel')!.startsWith('0.0197230829')).toBe(true);
    expect(text('live-ucrel')).toBe('2.0 %');
    expect(text('live-U')).toBe('5.9 mg/L');
    expect(full('live-U')).toBe(computed.result.U);
    expect(text('live-printed')).toContain('(150.0 ± 5.9) mg/L（k=2，包含概率约为95%）');
    // 3 % repeatability: √(0.0009 + 0.0001 + 0.000064) × 300 = 9.7857… mg/L
    fireEvent.change(input('components.0.relative'), { target: { value: '0.030' } });
    await waitFor(() => expect(text('live-U')).toBe('9.8 mg/L'));
    expect(Number(full('live-U'))).toBeCloseTo(300 * Math.sqrt(0.001064), 10);
    // a row the iterator adds (its inputs null until typed) given as u of a value: 0.5 of 10 is 5 % relative
    fireEvent.click(document.querySelector('.button-add-components')!);
    await waitFor(() => expect(input('components.3.u')).toBeTruthy());
    fireEvent.change(input('components.3.name'), { target: { value: '稀释' } });
    fireEvent.change(input('components.3.u'), { target: { value: '0.5' } });
    fireEvent.change(input('components.3.of'), { target: { value: '10' } });
    await waitFor(() => expect(Number(full('live-ucrel'))).toBeCloseTo(Math.sqrt(0.001064 + 0.0025), 12));
    fireEvent.change(input('components.0.relative'), { target: { value: '0' } });
    const issues = await screen.findByTestId('live-issues');
    expect(issues.querySelector('[data-issue="notPositive"]')!.textContent).toContain('应为大于 0 的数值');
    fireEvent.change(input('k'), { target: { value: '0.5' } });
    await waitFor(() => expect(screen.getByTestId('live-issues').querySelector('[data-issue="kBelowOne"]')).toBeTruthy());
  });

  it("reads top-down entries from the test item's QC data, and says what it left out and why", async () => {
    mount('/capability/uncertainty/33', '/capability/uncertainty/:id', <UncertaintyEdit />);
    fireEvent.click(await screen.findByTestId('fill-from-qc'));
    const said = await screen.findByTestId('fill-said');
    expect(said.textContent).toContain('已读入 1 张质控图、1 个能力验证偏倚');
    expect(said.textContent).toContain('未读入：氨氮 平行样（只反映批内重复性）');
    expect(input('topDown.charts.0.s').value).toBe('0.02');
    expect(input('topDown.biases.0.bias').value).toBe('0.02');
    // the assigned value's uncertainty is not stored: the person enters it, until then no result
    expect(input('topDown.biases.0.uCref').value).toBe('');
    expect(screen.getByTestId('live-issues').textContent).toContain('偏倚 u(bias)：有证标准物质、能力验证 · 1 · 参考值相对标准不确定度（小数）: 必填');
    fireEvent.change(input('topDown.biases.0.uCref'), { target: { value: '0.01' } });
    // u(bias) = √(0.02² + 0.01²), uc,rel = √(0.0004 + 0.0005) = 0.03; U (k = 2) = 0.06 at 1.00 mg/L
    await waitFor(() => expect(full('live-ucrel')).toBe('0.03'));
    expect(text('live-printed')).toContain('(1.000 ± 0.060) mg/L');
  });
});

describe("the uncertainty record's page", () => {
  it('shows the stored arithmetic and the bar chart of the shares of uc²', async () => {
    mount('/capability/uncertainty/32/show', '/capability/uncertainty/:id/show', <UncertaintyShow />);
    const chart = await screen.findByTestId('contribution-chart');
    expect(JSON.parse(chart.getAttribute('data-names')!)).toEqual(['重复性', '标准溶液', '滴定体积']);
    const shares = JSON.parse(chart.getAttribute('data-shares')!).map(Number);
    expect(shares[0]).toBeCloseTo(0.000225 / 0.000389, 12);
    expect(chart.querySelectorAll('svg').length).toBeGreaterThan(0);
    expect(text('stored-U')).toBe('5.9 mg/L');
    expect(text('stored-urel')).toBe('3.9 %');
    expect(full('stored-uc')).toBe(computed.result.uc);
    expect(screen.getByTestId('budget').textContent).toContain('滴定体积');
  });
});
