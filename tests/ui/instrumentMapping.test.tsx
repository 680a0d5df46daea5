// The column-mapping dialog against msw (issue 20, deliverable 2): the header row of any delimited export (here UTF-8
// with title lines above the header) offers its own column names; each change re-runs the server preview with
// the unsaved mapping, whose readings are shown with where they land; saving stores the mapping for the instrument.
import { describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { templateById } from '../../schemas/templates/index.ts';
import type { PreviewAnswer } from '../../schemas/instruments/contract.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { MappingDialog, toMapping } from '../../src/instruments/MappingDialog.tsx';
import { headerColumns } from '../../src/instruments/headerColumns.ts';
import { fromSaved } from '../../src/instruments/mappingForm.ts';
import { server, seen, serveMsw, ok } from './msw.ts';
import { formOf } from '../setup/jsdomUpload.ts';

serveMsw();
const T = templateById('water-tmpl61')!;
const LONG = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/instruments/mapping/long.csv'));
const answer: PreviewAnswer = {
  sha256: 'b'.repeat(64),
  fileName: 'long.csv',
  size: LONG.length,
  encoding: 'utf-8',
  parser: 'mapping',
  parserLabel: '未保存的映射',
  mappingId: null,
  equipmentId: 4,
  recordId: null,
  version: null,
  recordVersion: null,
  matched: [
    {
      key: '5:As',
      line: 5,
      sampleId: 'W2026-1301',
      analyte: 'As',
      value: '1.52',
      unit: 'ug/L',
      target: { sampleId: 'W2026-1301', parameter: 'Pb', input: 'rho' },
      row: 0,
    },
  ],
  unmatched: [
    {
      key: '6:Hg',
      line: 6,
      sampleId: 'W2026-1301',
      analyte: 'Hg',
      value: '0.044',
      unit: 'ug/L',
      reason: 'analyte_unknown',
      params: { analyte: 'Hg' },
      message: 'x',
    },
  ],
  targets: [],
  warnings: [],
};

describe('column-mapping dialog', () => {
  it('reads the header row of a delimited export in the browser', async () => {
    expect(await headerColumns(new Blob([LONG]), 3)).toEqual(['样品编号', '类型', '元素', '浓度', '单位', '稀释倍数']);
    expect(await headerColumns(new Blob(['\ufeffa;"b;c";d\r\n']), 1)).toEqual(['a', 'b;c', 'd']);
    expect(toMapping({ name: 'x', layout: 'long', headerRow: 3, sampleId: '样品编号' })).toBeNull(); // no analyte/value yet
    expect(toMapping({ name: 'x', layout: 'wide', headerRow: 1, sampleId: 'S', analyteColumns: 'Pb | Cd' })).toEqual({
      headerRow: 1,
      sampleId: 'S',
      analyteColumns: [{ column: 'Pb' }, { column: 'Cd' }],
    });
  });

  // the upload crosses from jsdom's File/FormData to Node's fetch through tests/setup/jsdomUpload.ts
  it("offers the file's columns, previews the unsaved mapping live and saves it for the instrument", async () => {
    session.save({ token: 't', avatar: '', id: 3, userinfo: { id: 3, username: 'analyst' }, menulist: [] }, true);
    server.use(
      http.post('*/admin/analysis/7/instrument-import/preview', () => HttpResponse.json(ok(answer))),
      http.post('*/admin/api/v1/instrumentMappings', async ({ request }) => HttpResponse.json(ok({ id: 12, ...((await request.json()) as object) }))),
    );
    const onSaved = vi.fn();
    const file = new File([LONG], 'long.csv', { type: 'text/csv' });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <MappingDialog sheetId={7} template={T} equipmentId={4} initialFile={file} onClose={() => undefined} onSaved={onSaved} />
      </AdminContext>,
    );
    const dialog = await screen.findByTestId('mapping-dialog');
    fireEvent.change(dialog.querySelector('input[name="headerRow"]')!, { target: { value: '3' } });
    await waitFor(() => expect(within(dialog).getByTestId('mapping-columns').textContent).toBe('文件的列：样品编号 | 类型 | 元素 | 浓度 | 单位 | 稀释倍数'));
    const pick = async (source: string, column: string) => {
      fireEvent.mouseDown(dialog.querySelector(`input[name="${source}"]`)!.parentElement!.querySelector('[role="combobox"]')!);
      fireEvent.click(await screen.findByRole('option', { name: column }));
    };
    await pick('sampleId', '样品编号');
    await pick('analyte', '元素');
    await pick('value', '浓度');
    await pick('unit', '单位');
    // the server reads the file with the mapping as it stands, and says where each reading would land or why not
    await waitFor(() => expect(within(dialog).getByTestId('mapping-preview').textContent).toContain('W2026-1301 · 铅 · 仪器读数'), { timeout: 5000 });
    expect(within(dialog).getByTestId('mapping-preview').textContent).toContain('本分析单没有项目或别名“Hg”');
    const previews = seen.filter((r) => r.url.endsWith('/instrument-import/preview'));
    const last = await formOf(previews.at(-1)!);
    expect(JSON.parse(String(last.get('mapping')))).toEqual({ headerRow: 3, sampleId: '样品编号', analyte: '元素', value: '浓度', unit: '单位' });
    expect(last.get('equipmentId')).toBe('4');
    const upload = last.get('file') as File; // the chosen file's own bytes and name
    expect([upload.name, Buffer.from(await upload.arrayBuffer()).equals(LONG)]).toEqual(['long.csv', true]);

    fireEvent.change(dialog.querySelector('input[name="name"]')!, { target: { value: '原子荧光 长表' } });
    fireEvent.click(within(dialog).getByTestId('mapping-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    const saved = await seen.find((r) => r.method === 'POST' && r.url.endsWith('/api/v1/instrumentMappings'))!.json();
    expect(saved).toEqual({
      equipmentId: 4,
      name: '原子荧光 长表',
      columns: { headerRow: 3, sampleId: '样品编号', analyte: '元素', value: '浓度', unit: '单位' },
      aliases: [],
    });
    expect(onSaved.mock.calls[0][0]).toEqual({ id: 12, name: '原子荧光 长表' });
  }, 60_000);

  it("offers an XLSX export's own column names, read on the server from its header row", async () => {
    session.save({ token: 't', avatar: '', id: 3, userinfo: { id: 3, username: 'analyst' }, menulist: [] }, true);
    server.use(
      http.post('*/admin/analysis/7/instrument-import/columns', async ({ request }) => {
        const row = (await formOf(request)).get('headerRow');
        return HttpResponse.json(ok({ columns: row === '2' ? ['样品编号', '铅浓度 (μg/L)'] : ['ICP-MS 结果报告'], lines: 5 }));
      }),
      http.post('*/admin/analysis/7/instrument-import/preview', () => HttpResponse.json(ok(answer))),
    );
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], '结果.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <MappingDialog sheetId={7} template={T} equipmentId={4} initialFile={file} onClose={() => undefined} onSaved={() => undefined} />
      </AdminContext>,
    );
    const dialog = await screen.findByTestId('mapping-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('mapping-columns').textContent).toBe('文件的列：ICP-MS 结果报告'));
    fireEvent.change(dialog.querySelector('input[name="headerRow"]')!, { target: { value: '2' } });
    await waitFor(() => expect(within(dialog).getByTestId('mapping-columns').textContent).toBe('文件的列：样品编号 | 铅浓度 (μg/L)'));
    fireEvent.mouseDown(dialog.querySelector('input[name="sampleId"]')!.parentElement!.querySelector('[role="combobox"]')!);
    expect((await screen.findByRole('option', { name: '铅浓度 (μg/L)' })).textContent).toBe('铅浓度 (μg/L)');
    const asked = await formOf(seen.filter((r) => r.url.endsWith('/instrument-import/columns')).at(-1)!);
    expect([asked.get('headerRow'), (asked.get('file') as File).name]).toEqual(['2', '结果.xlsx']);
  }, 60_000);

  it('opens a saved mapping for editing: its columns, renamed analyte columns and alias table round-trip', () => {
    const saved = {
      id: 12,
      name: 'ICP 宽表',
      isDefault: true,
      columns: { headerRow: 2, sampleId: '样品编号', analyteColumns: [{ column: '铅浓度 (μg/L)', analyte: 'Pb' }, { column: 'Cd' }] },
      aliases: [{ alias: '总铅', parameter: 'Pb' }],
    };
    const v = fromSaved(saved);
    expect(v).toMatchObject({
      name: 'ICP 宽表',
      layout: 'wide',
      headerRow: 2,
      analyteColumns: ['铅浓度 (μg/L)', 'Cd'],
      renames: [{ column: '铅浓度 (μg/L)', analyte: 'Pb' }],
    });
    expect(toMapping(v)).toEqual(saved.columns);
    expect(toMapping({ ...v, renames: [{ column: 'Cd', analyte: 'Cd-111' }] })!.analyteColumns).toEqual([
      { column: '铅浓度 (μg/L)' },
      { column: 'Cd', analyte: 'Cd-111' },
    ]);
  });

  it('edits a saved mapping: the form opens filled from it, and saving puts its alias table back with the version', async () => {
    session.save({ token: 't', avatar: '', id: 3, userinfo: { id: 3, username: 'analyst' }, menulist: [] }, true);
    const saved = {
      id: 12,
      version: 3,
      equipmentId: 4,
      name: '原子荧光 长表',
      isDefault: true,
      parserId: null,
      readingInput: null,
      columns: { headerRow: 3, sampleId: '样品编号', analyte: '元素', value: '浓度', unit: '单位' },
      aliases: [{ alias: '总汞', parameter: 'Pb' }],
    };
    server.use(
      http.get('*/admin/api/v1/instrumentMappings/12/form', () => HttpResponse.json(ok(saved))),
      http.put('*/admin/api/v1/instrumentMappings/12', async ({ request }) =>
        HttpResponse.json(ok({ ...saved, ...((await request.json()) as object), version: 4 })),
      ),
    );
    const onSaved = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <MappingDialog sheetId={7} template={T} equipmentId={4} initialFile={null} mappingId={12} onClose={() => undefined} onSaved={onSaved} />
      </AdminContext>,
    );
    const dialog = await screen.findByTestId('mapping-dialog');
    expect(within(dialog).getByText('编辑列映射：原子荧光 长表')).toBeTruthy();
    expect((dialog.querySelector('input[name="value"]') as HTMLInputElement).value).toBe('浓度');
    expect((dialog.querySelector('input[name="aliases.0.alias"]') as HTMLInputElement).value).toBe('总汞');
    fireEvent.change(dialog.querySelector('input[name="aliases.0.alias"]')!, { target: { value: '铅(总)' } });
    fireEvent.change(dialog.querySelector('input[name="value"]')!, { target: { value: '结果' } });
    fireEvent.click(within(dialog).getByTestId('mapping-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    const put = await seen.find((r) => r.method === 'PUT' && r.url.endsWith('/api/v1/instrumentMappings/12'))!.json();
    expect(put).toMatchObject({
      name: '原子荧光 长表',
      version: 3,
      columns: { headerRow: 3, sampleId: '样品编号', analyte: '元素', value: '结果', unit: '单位' },
      aliases: [{ alias: '铅(总)', parameter: 'Pb' }],
      isDefault: true,
    });
  }, 60_000);
});
