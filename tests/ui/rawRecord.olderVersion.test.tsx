// A cyanide (HJ 484) draft started before the template gained V1 and V2 (issue 30) opens on the template version it
// was started on (show_cgorder answers it): the grid has no V1/V2 cells, the old dilution factor stays, and the
// screen says the record is on an earlier version of its template.
import { describe, expect, it, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { templateById, templateByIdAt } from '../../schemas/templates/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { EntryScreen } from '../../src/analysis/rawRecord/EntryScreen.tsx';
import { server, serveMsw, ok } from './msw.ts';

serveMsw();
const sheet = { id: 7, analysisNo: 'FX20260001', status: 'in_entry', analystId: 3, taskId: 5, version: 2, templateId: 'water-tmpl56' };
const shown = (version: number) => {
  const T = templateByIdAt('water-tmpl56', version)!;
  const inputs = version === 1 ? { V: '200', A: '0.168', f: '10' } : { V: '200', V1: '100', V2: '10.0', A: '0.168', f: '1' };
  return {
    sheet,
    record: { id: 40, recordVersion: 1, draft: true, equipmentIds: [], formulaVersion: String(version) },
    input: { header: { A0: '0.012' }, rows: [{ sampleId: 'WT1-01', inputs }] },
    evaluation: null,
    template: { id: T.id, name: T.name, method: T.method, version: T.version },
    genericTemplate: false,
    parameters: [{ id: 11, code: 'W-CN', name: '氰化物', unit: 'mg/L', mdl: '0.004', decimals: 3, templateCode: 'CN' }],
    samples: [{ id: 1, sampleNo: 'WT1-01', qcType: null, parameterIds: [11] }],
    versions: [],
    signatures: [],
  };
};

let version = 1;
beforeEach(() => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 3, userinfo: { id: 3, username: 'analyst' }, menulist: [{ name: 'analyse' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(
        ok({ userId: 3, username: 'analyst', nickname: '张分析', roles: ['ANALYST'], perms: ['analysis:query', 'analysis:entry', 'device:query'] }),
      ),
    ),
    http.post('*/admin/analysis/show_cgorder', () => HttpResponse.json(ok(shown(version)))),
    http.get('*/admin/api/v1/qcSheets/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/equipment/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.post('*/admin/analysis/add_cgorder', () => HttpResponse.json(ok({ record: { id: 40, draft: true }, evaluation: {} }))),
  );
});

const mount = () =>
  render(
    <MemoryRouter initialEntries={['/analyse/water-tmpl56/7']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/analyse/water-tmpl56/:id?" element={<EntryScreen route="water-tmpl56" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
const cell = (r: number, k: string) => document.querySelector<HTMLInputElement>(`[data-testid="sample-grid"] input[data-cell="${r}.${k}"]`);

describe('a raw record on an earlier template version', () => {
  it('opens with the inputs of the version it was started on and says so', async () => {
    version = 1;
    mount();
    const flag = await screen.findByTestId('older-template-version');
    expect(flag.textContent).toBe(
      `本记录按开始录入时的模板第 1 版计算；该模板现为第 ${templateById('water-tmpl56')!.version} 版（新增的输入项用于此后新建的记录）`,
    );
    expect(cell(0, 'f')?.value).toBe('10');
    expect(cell(0, 'V1')).toBeNull();
    expect(cell(0, 'V2')).toBeNull();
  });
  it('a record on the current version has V1 and V2 and no such notice', async () => {
    version = 2;
    mount();
    await screen.findByText('FX20260001', { exact: false });
    expect(await screen.findByDisplayValue('100')).toBeTruthy();
    expect(cell(0, 'V1')?.value).toBe('100');
    expect(screen.queryByTestId('older-template-version')).toBeNull();
  });
});
