// The entry screen of a sheet against msw: rows from the sheet's samples and QC plan, only usable instruments,
// draft autosave through analysis/add_cgorder, submission blocked while a cell is wrong, then signed with the
// results the analyst saw; the Detail screen shows the signed versions read-only with the sign-off block.
import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { evaluateRecord, templateById } from '../../schemas/templates/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { EntryScreen } from '../../src/analysis/rawRecord/EntryScreen.tsx';
import { DetailScreen } from '../../src/analysis/rawRecord/DetailScreen.tsx';
import { server, seen, serveMsw, ok } from './msw.ts';

serveMsw();
const T = templateById('water-tmpl47')!;
const sheet = (status: string) => ({
  id: 7,
  analysisNo: 'FX20260001',
  status,
  analystId: 3,
  taskId: 5,
  version: 2,
  templateId: 'water-tmpl47',
  parameterIds: [11],
});
const samples = [
  { id: 1, sampleNo: 'WT1-01', qcType: null, parameterIds: [11] },
  { id: 2, sampleNo: 'WT1-02', qcType: 'lab_duplicate', parameterIds: [11] },
  { id: 3, sampleNo: 'WT1-03', qcType: 'lab_blank', parameterIds: [11] },
];
const shown = (status: string, input: unknown = null) => ({
  sheet: sheet(status),
  record: input ? { id: 40, recordVersion: 1, draft: status === 'in_entry', equipmentIds: [1] } : null,
  input,
  evaluation: null,
  template: { id: T.id, name: T.name, method: T.method, version: T.version },
  genericTemplate: false,
  parameters: [{ id: 11, code: 'W-NH3N', name: '氨氮', unit: 'mg/L', mdl: '0.025', decimals: 3, templateCode: 'NH3-N' }],
  samples,
  versions: [],
  signatures: [],
});

function mount(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/analyse/water-tmpl47/:id?" element={<EntryScreen route="water-tmpl47" />} />
          <Route path="/analyse/water-tmpl47Detail/:id" element={<DetailScreen />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

let status = 'in_entry';
beforeEach(() => {
  forgetMe();
  status = 'in_entry';
  session.save({ token: 't', avatar: '', id: 3, userinfo: { id: 3, username: 'analyst' }, menulist: [{ name: 'analyse' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(
        ok({ userId: 3, username: 'analyst', nickname: '张分析', roles: ['ANALYST'], perms: ['analysis:query', 'analysis:entry', 'device:query'] }),
      ),
    ),
    http.post('*/admin/analysis/show_cgorder', () => HttpResponse.json(ok(shown(status)))),
    http.get('*/admin/api/v1/qcSheets/page', () =>
      HttpResponse.json(ok({ list: [{ id: 9, items: [{ qcSampleId: 2, pairedSampleId: 1 }, { qcSampleId: 3 }] }], total: 1 })),
    ),
    http.get('*/admin/api/v1/equipment/page', () =>
      HttpResponse.json(
        ok({
          list: [
            { id: 1, assetNo: 'EQ-001', name: '紫外可见分光光度计', status: 'in_service', nextCalibrationDue: '2999-01-01', parameterIds: [11] },
            { id: 2, assetNo: 'EQ-009', name: '过期天平', status: 'in_service', nextCalibrationDue: '2000-01-01', parameterIds: [11] },
          ],
          total: 2,
        }),
      ),
    ),
    http.post('*/admin/analysis/add_cgorder', () => HttpResponse.json(ok({ record: { id: 40, draft: true }, evaluation: {} }))),
    http.post('*/admin/analysis/submit', () => {
      status = 'submitted';
      return HttpResponse.json(ok(sheet('submitted')));
    }),
  );
});

const cell = (r: number, k: string) => document.querySelector<HTMLInputElement>(`[data-testid="sample-grid"] input[data-cell="${r}.${k}"]`)!;
const shownCell = (r: number, k: string) => document.querySelector(`[data-testid="sample-grid"] td[data-value="${r}.${k}"]`)?.textContent;
const paste = (el: Element, text: string) => fireEvent.paste(el, { clipboardData: { getData: () => text } });

describe('raw-record entry screen of a sheet', () => {
  it('fills, autosaves, blocks a wrong record and submits the signed record with the results shown', async () => {
    mount('/analyse/water-tmpl47/7');
    await screen.findByTestId('sample-grid');
    // one row per sample, with its QC role; every value still to be typed
    expect([...document.querySelectorAll('[data-testid="sample-grid"] [data-sample]')].map((e) => e.textContent)).toEqual(['WT1-01', 'WT1-02', 'WT1-03']);
    expect(document.querySelector('[data-testid="sample-grid"] tr[data-row="1"]')!.textContent).toContain('实验室平行');
    expect(cell(0, 'V').value).toBe('');
    const submit = () => screen.getByTestId('submit-record') as HTMLButtonElement;
    expect(submit().disabled).toBe(true);

    // header: only the in-service instrument within its calibration period is offered; the overdue one is shown, disabled
    fireEvent.mouseDown(await within(screen.getByTestId('record-header')).findByRole('combobox')); // once the equipment list is in
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => [o.getAttribute('data-asset'), o.getAttribute('aria-disabled') === 'true'])).toEqual([
      ['EQ-001', false],
      ['EQ-009', true],
    ]);
    fireEvent.click(options[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    for (const [k, v] of Object.entries({ analysisDate: '2026-03-18', A0: '0.012' }))
      fireEvent.change(document.querySelector(`input[name="header.${k}"]`)!, { target: { value: v } });
    paste(document.querySelector('[data-testid="curve-grid"] input[data-cell="0.x"]')!, T.example.curve!.points!.map((p) => `${p.x}\t${p.y}`).join('\n'));
    paste(cell(0, 'V'), '50.0\t0.168\t1\n50.0\t0.172\t1\n50.0\tabc\t1');
    await waitFor(() => expect(screen.getByTestId('error-count').dataset.count).toBe('1')); // the engine follows a frame later
    expect(submit().disabled).toBe(true);

    // a pause in typing saves the draft, as multipart like the seed's client
    await waitFor(() => expect(seen.some((r) => r.url.endsWith('/analysis/add_cgorder'))).toBe(true), { timeout: 5000 });
    const form = await seen.find((r) => r.url.endsWith('/analysis/add_cgorder'))!.formData();
    expect(form.get('analysisSheetId')).toBe('7');
    expect(JSON.parse(String(form.get('equipmentIds')))).toEqual([1]);
    expect(JSON.parse(String(form.get('rows')))[2]).toEqual({ sampleId: 'WT1-03', inputs: { V: '50.0', A: 'abc', f: '1' } });
    expect(JSON.parse(String(form.get('header')))).toMatchObject({ instrument: 'EQ-001', A0: '0.012' });
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.save).toBe('saved'));

    fireEvent.change(cell(2, 'A'), { target: { value: '0.013' } });
    await waitFor(() => expect(screen.getByTestId('error-count').dataset.count).toBe('0'));
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    fireEvent.change(await screen.findByLabelText(/登录密码/), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('submit-confirm'));
    await waitFor(() => expect(seen.some((r) => r.url.endsWith('/analysis/submit'))).toBe(true));
    const body = await seen.find((r) => r.url.endsWith('/analysis/submit'))!.json();
    const ev = evaluateRecord(T, {
      header: { analysisDate: '2026-03-18', instrument: 'EQ-001', A0: '0.012' },
      curve: T.example.curve,
      rows: [
        ['WT1-01', '0.168'],
        ['WT1-02', '0.172'],
        ['WT1-03', '0.013'],
      ].map(([sampleId, A]) => ({ sampleId, inputs: { V: '50.0', A, f: '1' } })),
    });
    expect(body).toEqual({
      id: 7,
      password: '123456',
      results: ev.rows.map((r) => ({ sampleId: r.sampleId, parameter: 'NH3-N', display: r.result!.display })),
    });
    // the last edits were saved before submitting
    const saves = seen.filter((r) => r.url.endsWith('/analysis/add_cgorder'));
    expect(JSON.parse(String((await saves.at(-1)!.formData()).get('rows')))[2].inputs.A).toBe('0.013');
    // reloaded as submitted: read-only
    await waitFor(() => expect(screen.getByTestId('raw-record').dataset.editable).toBe('false'));
    expect(cell(0, 'V')).toBeNull(); // values shown as text, no inputs
    expect(shownCell(0, 'A')).toBe('0.168');
  }, 20_000);

  it("is read-only for someone else's sheet and never saves it", async () => {
    server.use(
      http.post('*/admin/analysis/show_cgorder', () =>
        HttpResponse.json(ok({ ...shown('in_entry'), sheet: { ...sheet('in_entry'), analystId: 99 }, people: { analyst: '李分析' } })),
      ),
    );
    mount('/analyse/water-tmpl47/7');
    await screen.findByText('只读：原始记录由本分析单的分析员李分析录入');
    expect(cell(0, 'V')).toBeNull();
    expect(document.querySelectorAll('[data-testid="sample-grid"] input')).toHaveLength(0);
    expect(screen.queryByTestId('submit-record')).toBeNull();
  });

  it('without a sheet: try mode with the worked example, nothing saved', async () => {
    mount('/analyse/water-tmpl47');
    await screen.findByTestId('sample-grid');
    fireEvent.click(screen.getByTestId('load-example'));
    const ev = evaluateRecord(T, T.example);
    await waitFor(() => expect(document.querySelector('[data-testid="sample-grid"] td[data-value="0.result"]')!.textContent).toBe(ev.rows[0].result!.display));
    expect(screen.getByTestId('error-count').dataset.count).toBe('0');
    expect(seen.some((r) => r.url.includes('add_cgorder'))).toBe(false);
  });
});

describe('raw-record Detail screen', () => {
  it('shows the signed record read-only, its versions and the sign-off block', async () => {
    const input = (A: string) => ({ header: { ...T.example.header, instrument: 'EQ-001' }, rows: [{ sampleId: 'WT1-01', inputs: { V: '50.0', A, f: '1' } }] });
    const at = (v: number) => `2026-03-1${v}T08:00:00.000Z`;
    server.use(
      http.post('*/admin/analysis/show_cgorder', () => HttpResponse.json(ok({ ...shown('reviewed', input('0.170')), versions: [] }))),
      http.get('*/admin/api/v1/rawRecords/page', () =>
        HttpResponse.json(
          ok({
            list: [1, 2].map((v) => ({
              id: 40 + v,
              recordVersion: v,
              draft: false,
              updatedAt: at(v),
              equipmentIds: [1],
              ...input(v === 1 ? '0.168' : '0.170'),
              computed: { curve: T.example.curve, qc: {} },
            })),
            total: 2,
          }),
        ),
      ),
      http.get('*/admin/api/v1/signatures/page', ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect([q.get('entity'), q.get('entityId')]).toEqual(['analysisSheets', '7']);
        return HttpResponse.json(
          ok({
            list: [
              { id: 1, userId: 3, signerName: '张分析', meaning: 'submit', signedAt: at(1) },
              { id: 2, userId: 4, signerName: '赵校核', meaning: 'check', signedAt: at(2) },
              { id: 3, userId: 5, signerName: '钱审核', meaning: 'review', signedAt: at(3) },
            ],
            total: 3,
          }),
        );
      }),
    );
    mount('/analyse/water-tmpl47Detail/7');
    await screen.findByTestId('raw-record-detail');
    await waitFor(() => expect(document.querySelector('[data-signature="review"]')!.textContent).toContain('钱审核'));
    expect(document.querySelector('[data-signature="submit"]')!.textContent).toContain('张分析');
    expect(document.querySelector('[data-signature="check"]')!.textContent).toContain('赵校核');
    const result = () => document.querySelector('[data-testid="sample-grid"] td[data-value="0.result"]')!.textContent;
    const one = (A: string) => evaluateRecord(T, { ...input(A), curve: T.example.curve }).rows[0].result!.display;
    expect(shownCell(0, 'A')).toBe('0.170');
    expect(document.querySelectorAll('[data-testid="raw-record-detail"] input:not([disabled])')).toHaveLength(0);
    expect(result()).toBe(one('0.170'));
    fireEvent.click(document.querySelector('[data-version="1"]')!);
    await waitFor(() => expect(shownCell(0, 'A')).toBe('0.168'));
    await waitFor(() => expect(result()).toBe(one('0.168')));
    expect(screen.queryByTestId('submit-record')).toBeNull();
  });

  it('keeps a return and its reason in the trail, and shows no sign-off of the round it voided', async () => {
    const at = (m: number) => `2026-03-12T08:0${m}:00.000Z`;
    const step = (s: string, name: string, m: number, signed: boolean, reason: string | null = null) => ({
      step: s,
      userId: 1,
      name,
      at: at(m),
      reason,
      signed,
    });
    const trail = [
      step('submit', '张分析', 1, true),
      step('check', '赵校核', 2, true),
      step('return', '钱审核', 3, false, '平行样相对偏差超出方法要求，请复核'),
      step('submit', '张分析', 4, true),
    ];
    server.use(
      http.post('*/admin/analysis/show_cgorder', () => HttpResponse.json(ok({ ...shown('submitted'), trail }))),
      http.get('*/admin/api/v1/rawRecords/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
      http.get('*/admin/api/v1/signatures/page', () =>
        HttpResponse.json(
          ok({
            list: [
              { id: 1, userId: 3, signerName: '张分析', meaning: 'submit', signedAt: at(1) },
              { id: 2, userId: 4, signerName: '赵校核', meaning: 'check', signedAt: at(2) },
              { id: 3, userId: 3, signerName: '张分析', meaning: 'submit', signedAt: at(4) },
            ],
            total: 3,
          }),
        ),
      ),
    );
    mount('/analyse/water-tmpl47Detail/7');
    await screen.findByTestId('trail');
    expect([...document.querySelectorAll('[data-testid="trail"] li')].map((li) => li.getAttribute('data-step'))).toEqual([
      'submit',
      'check',
      'return',
      'submit',
    ]);
    expect(screen.getByTestId('trail-reason').textContent).toContain('平行样相对偏差超出方法要求，请复核');
    // the check before the return judged the old values: the sign-off shows the new submission and no check yet
    expect(document.querySelector('[data-signature="check"]')!.textContent).toContain('—');
    expect(document.querySelector('[data-signature="submit"]')!.textContent).toContain('张分析');
  });
});
