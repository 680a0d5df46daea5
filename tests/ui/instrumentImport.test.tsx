// The instrument import in the raw-record editor against msw (issue 20): the action only for analysis:import and an
// editable record; the dialog previews a file (format and encoding named in words, values landing in rows, the
// unmatched readings with their reason in words), refuses to import until each is assigned or discarded, sends the
// choices, and the reloaded record shows where each value came from; typing over an imported value asks why and
// the reason goes with the draft save.
import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { templateById } from '../../schemas/templates/index.ts';
import type { PreviewAnswer } from '../../schemas/instruments/contract.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { EntryScreen } from '../../src/analysis/rawRecord/EntryScreen.tsx';
import { server, seen, serveMsw, ok } from './msw.ts';
import { formOf } from '../setup/jsdomUpload.ts';

serveMsw();
const T = templateById('water-tmpl61')!; // HJ 700 ICP-MS: rho (reading) and f (dilution) per sample × element
const SHA = 'a'.repeat(64);
const sheet = (status: string) => ({ id: 7, analysisNo: 'FX20260007', status, analystId: 3, taskId: 5, version: 2, templateId: T.id, parameterIds: [11, 12] });
const row = (sampleId: string, parameter: string, rho = '', sources?: object) => ({
  sampleId,
  parameter,
  inputs: { rho, f: rho ? '1' : '' },
  ...(sources ? { sources } : {}),
});
const src = (line: number, value: string) => ({ sha256: SHA, fileName: 'icpms-批次.csv', line, value });
let imported = false;
const shown = (status: string) => ({
  sheet: sheet(status),
  record: { id: imported ? 41 : 40, recordVersion: imported ? 2 : 1, draft: true, equipmentIds: [4] },
  evaluation: null,
  input: {
    header: {},
    rows: imported
      ? [row('W1', 'Pb', '1.204', { rho: src(6, '1.204'), f: src(6, '1') }), row('W1', 'Cd', '0.052', { rho: src(9, '0.052'), f: src(9, '1') })]
      : [row('W1', 'Pb'), row('W1', 'Cd')],
  },
  template: { id: T.id, name: T.name, method: T.method, version: T.version },
  genericTemplate: false,
  parameters: [
    { id: 11, code: 'W-PB', name: '铅', unit: 'μg/L', mdl: '0.09', templateCode: 'Pb' },
    { id: 12, code: 'W-CD', name: '镉', unit: 'μg/L', mdl: '0.05', templateCode: 'Cd' },
  ],
  samples: [{ id: 1, sampleNo: 'W1', qcType: null, parameterIds: [11, 12] }],
  versions: [],
  signatures: [],
});
const reading = (line: number, sampleId: string, analyte: string, value: string) => ({
  key: `${line}:${analyte}`,
  line,
  sampleId,
  analyte,
  value,
  unit: 'ug/l',
});
const preview: PreviewAnswer = {
  sha256: SHA,
  fileName: 'icpms-批次.csv',
  size: 1234,
  encoding: 'gb18030',
  parser: 'agilent-masshunter-icpms',
  parserLabel: 'Agilent MassHunter ICP-MS (CSV)',
  mappingId: null,
  equipmentId: 4,
  recordId: 40,
  version: 1,
  recordVersion: 1,
  matched: [{ ...reading(6, 'W1', 'Pb', '1.204'), target: { sampleId: 'W1', parameter: 'Pb', input: 'rho' }, row: 0 }],
  unmatched: [
    { ...reading(9, 'W1 镉', 'Cd', '0.052'), reason: 'sample_unknown', params: {}, message: 'no such sample' },
    { ...reading(3, 'STD-1', 'Pb', '1.000'), reason: 'calibration', params: {}, message: 'calibration' },
    { ...reading(10, 'W1', 'Li', '2.3'), reason: 'analyte_unknown', params: {}, message: 'unknown' },
  ],
  targets: [
    { sampleId: 'W1', parameter: 'Pb', input: 'rho' },
    { sampleId: 'W1', parameter: 'Cd', input: 'rho' },
  ],
  warnings: [],
};
let perms = ['analysis:query', 'analysis:entry', 'analysis:import', 'device:query'];

function mount() {
  return render(
    <MemoryRouter initialEntries={['/analyse/water-tmpl61/7']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/analyse/water-tmpl61/:id?" element={<EntryScreen route="water-tmpl61" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

let status = 'in_entry';
beforeEach(() => {
  forgetMe();
  status = 'in_entry';
  imported = false;
  perms = ['analysis:query', 'analysis:entry', 'analysis:import', 'device:query'];
  session.save({ token: 't', avatar: '', id: 3, userinfo: { id: 3, username: 'analyst' }, menulist: [{ name: 'analyse' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 3, username: 'analyst', nickname: '张分析', roles: ['ANALYST'], perms }))),
    http.post('*/admin/analysis/show_cgorder', () => HttpResponse.json(ok(shown(status)))),
    http.get('*/admin/api/v1/qcSheets/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/equipment/page', () =>
      HttpResponse.json(
        ok({
          list: [{ id: 4, assetNo: 'EQ-004', name: '电感耦合等离子体质谱仪', status: 'in_service', nextCalibrationDue: '2999-01-01', parameterIds: [11, 12] }],
          total: 1,
        }),
      ),
    ),
    http.get('*/admin/analysis/instrument-inbox', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/instrumentMappings/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.post('*/admin/analysis/7/instrument-import/preview', () => HttpResponse.json(ok(preview))),
    http.post('*/admin/analysis/7/instrument-import', () => {
      imported = true;
      return HttpResponse.json(ok({ record: { id: 41 }, evaluation: {}, import: { id: 1 } }));
    }),
    http.post('*/admin/analysis/add_cgorder', () => HttpResponse.json(ok({ record: { id: 41, draft: true }, evaluation: {} }))),
  );
});

const choose = async (root: HTMLElement, option: string) => {
  fireEvent.mouseDown(within(root).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const cell = (r: number, k: string) => document.querySelector<HTMLInputElement>(`[data-testid="sample-grid"] input[data-cell="${r}.${k}"]`)!;

describe('import from instrument', () => {
  // the upload crosses from jsdom's File/FormData to Node's fetch through tests/setup/jsdomUpload.ts
  it('previews, asks for every unmatched reading, imports, and shows where each value came from', async () => {
    mount();
    fireEvent.click(await screen.findByTestId('instrument-import-open'));
    const dialog = await screen.findByTestId('instrument-import');
    await choose(within(dialog).getByTestId('import-instrument'), 'EQ-004 · 电感耦合等离子体质谱仪');
    await waitFor(() => expect(seen.some((r) => r.url.includes('instrument-inbox?equipmentId=4'))).toBe(true));
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File(['Sample,...'], 'icpms-批次.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByTestId('import-preview'));

    // named in words, never by code
    expect((await within(dialog).findByTestId('import-parser')).textContent).toBe('安捷伦 MassHunter ICP-MS（CSV）');
    expect(within(dialog).getByTestId('import-encoding').textContent).toBe('GBK（GB 18030 中文编码）');
    expect(within(dialog).getByTestId('import-matched').textContent).toContain('W1 · 铅 · 仪器读数');
    const reasons = within(dialog)
      .getAllByTestId('unmatched-reason')
      .map((e) => e.textContent);
    expect(reasons).toEqual(['本分析单没有样品编号“W1 镉”', '仪器校准读数（校准曲线或校准核查），不是本分析单的样品', '本分析单没有项目或别名“Li”']);
    const preview = seen.find((r) => r.url.endsWith('/instrument-import/preview'))!;
    const form = await formOf(preview);
    expect(form.get('equipmentId')).toBe('4');
    const upload = form.get('file') as File; // the chosen file's own bytes and name, as the browser sends them
    expect([upload.name, await upload.text(), form.get('fileName')]).toEqual(['icpms-批次.csv', 'Sample,...', 'icpms-批次.csv']);

    // two readings need a decision (the calibration standard does not): no import before
    const commit = within(dialog).getByTestId('import-commit') as HTMLButtonElement;
    expect(commit.disabled).toBe(true);
    expect(within(dialog).getByTestId('unresolved-count').textContent).toBe('还有 2 条未匹配的读数未处理');
    const rowOf = (key: string) => dialog.querySelector<HTMLElement>(`[data-testid="import-unmatched"] tr[data-key="${key}"]`)!;
    await choose(rowOf('9:Cd'), 'W1 · 镉 · 仪器读数');
    expect(commit.disabled).toBe(true);
    await choose(rowOf('10:Li'), '舍弃');
    expect(commit.disabled).toBe(false);
    fireEvent.click(commit);

    await waitFor(() => expect(seen.some((r) => r.url.endsWith('/analysis/7/instrument-import'))).toBe(true));
    const sent = await seen.find((r) => r.url.endsWith('/analysis/7/instrument-import'))!.json();
    expect(sent).toEqual({
      sha256: SHA,
      fileName: 'icpms-批次.csv',
      equipmentId: 4,
      recordId: 40,
      version: 1,
      parserId: 'agilent-masshunter-icpms',
      assignments: [{ key: '9:Cd', target: { sampleId: 'W1', parameter: 'Cd', input: 'rho' } }],
      discards: ['10:Li'],
    });
    // the reloaded record: values in the grid, computed, each row naming its file and line with a download
    await waitFor(() => expect(cell(0, 'rho').value).toBe('1.204'));
    expect(screen.queryByTestId('instrument-import')).toBeNull();
    expect(cell(1, 'rho').closest('td')!.dataset.mark).toBe('imported');
    const links = document.querySelectorAll('[data-testid="sample-grid"] [data-source-line]');
    expect([...links].map((l) => l.textContent)).toEqual([
      '来自仪器文件 icpms-批次.csv（第 6 行） 下载原始文件',
      '来自仪器文件 icpms-批次.csv（第 9 行） 下载原始文件',
    ]);
  }, 60_000);

  it('remembers an unknown analyte name as the parameter it was assigned to, in the instrument settings, and reads the file again', async () => {
    server.use(
      http.post('*/admin/api/v1/instrumentMappings', async ({ request }) =>
        HttpResponse.json(ok({ id: 21, version: 1, ...((await request.json()) as object) })),
      ),
    );
    mount();
    fireEvent.click(await screen.findByTestId('instrument-import-open'));
    const dialog = await screen.findByTestId('instrument-import');
    await choose(within(dialog).getByTestId('import-instrument'), 'EQ-004 · 电感耦合等离子体质谱仪');
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File(['x'], 'icpms.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByTestId('import-preview'));
    await within(dialog).findByTestId('import-parser');
    const row = dialog.querySelector<HTMLElement>('[data-testid="import-unmatched"] tr[data-key="10:Li"]')!;
    expect(within(row).queryByTestId('remember-alias')).toBeNull(); // nothing assigned yet
    await choose(row, 'W1 · 镉 · 仪器读数');
    const remember = within(row).getByTestId('remember-alias');
    expect(remember.textContent).toBe('以后把“Li”识别为镉');
    fireEvent.click(remember);
    await waitFor(() => expect(seen.some((r) => r.method === 'POST' && r.url.endsWith('/api/v1/instrumentMappings'))).toBe(true));
    const saved = await seen.find((r) => r.method === 'POST' && r.url.endsWith('/api/v1/instrumentMappings'))!.json();
    expect(saved).toEqual({
      equipmentId: 4,
      name: '安捷伦 MassHunter ICP-MS（CSV）（别名）',
      parserId: 'agilent-masshunter-icpms',
      aliases: [{ alias: 'Li', parameter: 'Cd' }],
      isDefault: true,
    });
    // the file is read again with the settings that now hold the alias
    await waitFor(() => expect(seen.filter((r) => r.url.endsWith('/instrument-import/preview'))).toHaveLength(2));
    const again = await formOf(seen.filter((r) => r.url.endsWith('/instrument-import/preview'))[1]);
    expect(again.get('mappingId')).toBe('21');
  }, 60_000);

  it('offers only discard for a reading no cell can take, and no import when nothing would land', async () => {
    server.use(
      http.post('*/admin/analysis/7/instrument-import/preview', () =>
        HttpResponse.json(
          ok({
            ...preview,
            matched: [],
            unmatched: [
              { ...reading(4, 'W1', 'Pb', '0.40'), reason: 'no_absorbance', params: {}, message: 'no absorbance' },
              { ...reading(5, 'W1', 'Cd', 'OR'), reason: 'value_not_numeric', params: { value: 'OR' }, message: 'not a number' },
            ],
          }),
        ),
      ),
    );
    mount();
    fireEvent.click(await screen.findByTestId('instrument-import-open'));
    const dialog = await screen.findByTestId('instrument-import');
    await choose(within(dialog).getByTestId('import-instrument'), 'EQ-004 · 电感耦合等离子体质谱仪');
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File(['x'], 'dr1900.txt', { type: 'text/plain' })] } });
    fireEvent.click(within(dialog).getByTestId('import-preview'));
    await within(dialog).findByTestId('import-parser');
    expect(
      within(dialog)
        .getAllByTestId('unmatched-reason')
        .map((e) => e.textContent),
    ).toEqual(['本记录录入吸光度，文件只给出仪器算出的浓度', '数值不是数字']);
    const rowOf = (key: string) => dialog.querySelector<HTMLElement>(`[data-testid="import-unmatched"] tr[data-key="${key}"]`)!;
    for (const key of ['4:Pb', '5:Cd']) {
      fireEvent.mouseDown(within(rowOf(key)).getByRole('combobox'));
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['舍弃']);
      fireEvent.click(screen.getByRole('option', { name: '舍弃' }));
    }
    expect(within(dialog).getByTestId('nothing-to-import').textContent).toBe('没有可导入的数值：未匹配到任何单元格，也没有指定');
    expect((within(dialog).getByTestId('import-commit') as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);

  it('shows the dilution each row writes, and builds the curve from the standards the analyst keeps, fitted as typed', async () => {
    const PB = '208 Pb [He]';
    const point = (line: number, sampleId: string, x: string, y: string) => ({ key: `${line}:${PB}`, line, sampleId, analyte: PB, x, y, unit: 'ug/l' });
    server.use(
      http.post('*/admin/analysis/7/instrument-import/preview', () =>
        HttpResponse.json(
          ok({
            ...preview,
            dilutionInput: 'f',
            matched: [{ ...preview.matched[0], dilution: '10', dilutionIncluded: false, dilutionWrite: '10' }],
            unmatched: [
              { ...reading(7, 'W1', 'Pb', '0.4'), replicate: 2, dilution: '5', dilutionIncluded: true, reason: 'replicate', params: {}, message: 'x' },
            ],
            curves: [
              {
                analyte: PB,
                parameter: 'Pb',
                unit: 'ug/l',
                xReported: true,
                points: [
                  point(3, '校准空白', '0.000', '120'),
                  point(4, 'STD-1', '1.000', '2120'),
                  point(5, 'STD-2', '5.000', '10120'),
                  point(6, 'STD-3', '10.00', '20120'),
                  point(7, 'STD-4', '50.00', '100120'),
                ],
              },
            ],
          }),
        ),
      ),
    );
    mount();
    fireEvent.click(await screen.findByTestId('instrument-import-open'));
    const dialog = await screen.findByTestId('instrument-import');
    await choose(within(dialog).getByTestId('import-instrument'), 'EQ-004 · 电感耦合等离子体质谱仪');
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File(['Sample,...'], 'icpms-批次.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByTestId('import-preview'));
    // what happens to the file's dilution, in words, before anything is written
    expect((await within(dialog).findByTestId('matched-dilution')).textContent).toBe('10，将写入“稀释倍数 (f)”');
    expect(within(dialog).getByTestId('import-unmatched').textContent).toContain('5（数值已含稀释，不写入）');

    // the standards are offered, not written unasked
    const curve = within(dialog).getByTestId('import-curve');
    expect(within(curve).queryByTestId('curve-points')).toBeNull();
    fireEvent.mouseDown(within(curve).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(`${PB.replace(/[[\]]/g, '\\$&')}.*5`) }));
    expect(within(curve).getByTestId('curve-reported')).toBeTruthy(); // x is what the batch reports: check it
    expect(within(curve).getByTestId('curve-kept').textContent).toBe('5 个点将写入校准曲线');
    // the fit shown is the template engine's (r = 1 here: y = 120 + 2000·x)
    expect(within(curve).getByTestId('curve-fit').textContent).toMatch(/^斜率 .+，截距 .+，r = 1\.?0*（要求 r ≥ 0\.999） 合格$/);
    // a point left out: fewer than the method's five, said before the import
    fireEvent.click(within(curve).getByTestId(`curve-keep-3:${PB}`));
    expect(within(curve).getByTestId('curve-kept').textContent).toBe('4 个点将写入校准曲线');
    expect(within(curve).getByTestId('curve-fit-error').textContent).toBe('校准曲线点数不足（至少 5 点，现有 4 点）');
    expect(within(curve).queryByTestId('curve-fit')).toBeNull();

    fireEvent.click(within(dialog).getByTestId('import-commit'));
    await waitFor(() => expect(seen.some((r) => r.url.endsWith('/analysis/7/instrument-import'))).toBe(true));
    const sent = await seen.find((r) => r.url.endsWith('/analysis/7/instrument-import'))!.json();
    expect(sent.curve).toEqual({ analyte: PB, keys: [4, 5, 6, 7].map((l) => `${l}:${PB}`) });
  }, 60_000);

  it('asks why before an imported value is typed over, marks it changed and saves the reason', async () => {
    imported = true;
    mount();
    await waitFor(() => expect(cell(0, 'rho').value).toBe('1.204'));
    fireEvent.change(cell(0, 'rho'), { target: { value: '1.2045' } });
    const ask = await screen.findByTestId('change-reason');
    expect(ask.textContent).toContain('icpms-批次.csv（第 6 行），原值 1.204');
    expect(cell(0, 'rho').value).toBe('1.204'); // held until a reason is given
    fireEvent.change(within(ask).getByLabelText(/修改原因/), { target: { value: '仪器软件漏算稀释' } });
    fireEvent.click(within(ask).getByTestId('change-confirm'));
    await waitFor(() => expect(cell(0, 'rho').value).toBe('1.2045'));
    expect(cell(0, 'rho').closest('td')!.dataset.mark).toBe('changed');
    expect(document.querySelector('[data-note="0.rho"]')!.textContent).toBe('导入后已修改');
    expect(cell(0, 'rho').closest('td')!.title).toBe('来自仪器文件 icpms-批次.csv（第 6 行）; 导入后修改：1.204 → 1.2045（原因：仪器软件漏算稀释）');
    // a second keystroke in the same cell asks no more (the dialog closes with its fade-out)
    fireEvent.change(cell(0, 'rho'), { target: { value: '1.20451' } });
    await waitFor(() => expect(screen.queryByTestId('change-reason')).toBeNull());
    expect(cell(0, 'rho').value).toBe('1.20451');
    await waitFor(() => expect(seen.some((r) => r.url.endsWith('/analysis/add_cgorder'))).toBe(true), { timeout: 5000 });
    const form = await seen
      .filter((r) => r.url.endsWith('/analysis/add_cgorder'))
      .at(-1)!
      .formData();
    expect(JSON.parse(String(form.get('reasons')))).toEqual({ 'rows.0.rho': '仪器软件漏算稀释' });
  }, 60_000);

  it('is offered only with analysis:import, and only while the record is editable', async () => {
    perms = ['analysis:query', 'analysis:entry', 'device:query'];
    const a = mount();
    await screen.findByTestId('sample-grid');
    await screen.findByTestId('submit-record');
    expect(screen.queryByTestId('instrument-import-open')).toBeNull();
    a.unmount();
    forgetMe();
    perms = ['analysis:query', 'analysis:entry', 'analysis:import', 'device:query'];
    status = 'submitted';
    mount();
    await waitFor(() => expect(screen.getByTestId('raw-record').dataset.editable).toBe('false'));
    expect(screen.queryByTestId('instrument-import-open')).toBeNull();
  });
});
