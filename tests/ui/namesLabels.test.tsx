// Issue 29 (7, labels and names): people read labels and names, never codes. The 分析单 list names the template and
// its test items; the audit log words every action the server writes, in both languages; dictionary and setting
// names are English in the English UI; counts take their English plural; the analyst's to-dos say what a sheet is
// about; dissolved oxygen warns when its thiosulfate concentration looks entered in mol/L.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { appState } from '../../src/settings.ts';
import { AnalyseIndex } from '../../src/analysis/AnalyseScreens.tsx';
import { Inbox } from '../../src/pages/dashboard/Inbox.tsx';
import { auditText, DeclaredNameField } from '../../src/resources/display.tsx';
import { HeaderPanel } from '../../src/analysis/rawRecord/HeaderPanel.tsx';
import { templateById } from '../../schemas/templates/index.ts';
import { dictCache } from '../../src/dict/index.ts';
import { server, serveMsw, ok } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const inLang = async (lang: 'zh-cn' | 'en') => {
  await i18nProvider.changeLocale(lang);
  appState.language.set(lang);
};
afterEach(() => inLang('zh-cn'));

const mount = (ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );

describe('the analysis sheet list', () => {
  it("names each sheet's template and test items, never the template's code", async () => {
    const sheet = {
      id: 1,
      version: 1,
      analysisNo: 'FX20261128002',
      taskId: 4,
      templateId: 'water-componentWaterRjy',
      methodNo: 'GB 7489-87',
      parameterIds: [3],
      sampleIds: [7, 8],
      analystId: 5,
      status: 'issued',
    };
    server.use(
      http.get('*/admin/api/v1/analysisSheets/page', () => HttpResponse.json(ok({ list: [sheet], total: 1 }))),
      http.get('*/admin/api/v1/parameters/options', () => HttpResponse.json(ok([{ value: 3, label: '溶解氧' }]))),
      http.get('*/admin/api/v1/users/options', () => HttpResponse.json(ok([{ value: 5, label: '张分析' }]))),
      http.get('*/admin/api/v1/tasks/options', () => HttpResponse.json(ok([{ value: 4, label: 'RW20261128004' }]))),
    );
    mount(<AnalyseIndex />);
    const row = (await screen.findByText('FX20261128002')).closest('tr')!;
    expect(await within(row).findByText('溶解氧 GB 7489-87')).toBeTruthy(); // the template, by its name
    expect(await within(row).findByText('溶解氧')).toBeTruthy(); // the 检测项目 column
    expect(row.textContent).not.toContain('water-componentWaterRjy');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toContain('检测项目');
  });
});

describe('audit actions', () => {
  // every action the server writes to the audit log (the crud service, the workflow steps, imports, the seed, sync)
  const written: Array<[string, string]> = [
    ['signatures', 'sign'],
    ['analysisSheets', 'transition:issue'],
    ['analysisSheets', 'add_qc_sample'],
    ['analysisSheets', 'merge_params'],
    ['analysisSheets', 'split_param'],
    ['rawRecords', 'add_cgorder'],
    ['rawRecords', 'submit'],
    ['rawRecords', 'instrumentImport'],
    ['results', 'result:checked'],
    ['results', 'result:reviewed'],
    ['results', 'result:entered'],
    ['qcSheets', 'transition:pass'],
    ['qcSheets', 'qc_save'],
    ['qcSheets', 'qcReopen'],
    ['orders', 'contract_review'],
    ['orders', 'update_notes'],
    ['samples', 'sampling'],
    ['samples', 'receive'],
    ['tasks', 'transition:finishAnalysis'],
    ['analforms', 'sync'],
    ['menus', 'upgrade'],
    ['users', 'login'],
    ['users', 'logout'],
    ['users', 'password-reset'],
    ['employees', 'signature'],
    ['equipment', 'calibrate'],
    ['equipmentCalibrations', 'certificate'],
    ['employees', 'import'],
    ['employees', 'import-file'],
    ['notices', 'publish'],
    ['notices', 'revoke'],
    ['system', 'seed'],
    ['clients', 'create'],
    ['clients', 'update'],
    ['clients', 'delete'],
  ];
  for (const lang of ['zh-cn', 'en'] as const) {
    it(`words every written action in ${lang}, never its code`, async () => {
      await inLang(lang);
      for (const [entity, action] of written) {
        const text = auditText(entity, action, i18nProvider.translate);
        expect(text, `${entity} ${action}`).not.toBe(action);
        expect(text, `${entity} ${action}`).not.toMatch(/[a-z]+[:_-][a-z]|^[a-z]+$/);
        expect(auditText(entity, undefined, i18nProvider.translate), entity).not.toBe(entity);
      }
      expect(auditText('signatures', 'sign', i18nProvider.translate)).toBe(lang === 'en' ? 'Signed electronically' : '电子签名');
    });
  }
});

describe('dictionary and setting names', () => {
  const name = (record: Record<string, unknown>, of: 'dictName' | 'settingName', source: string) =>
    mount(
      <RecordContextProvider value={{ id: 1, ...record }}>
        <DeclaredNameField source={source} of={of} />
      </RecordContextProvider>,
    );
  it('shows the declared English name in the English UI and the stored one otherwise', async () => {
    const shows = async (record: Record<string, unknown>, of: 'dictName' | 'settingName', source: string, text: string) => {
      const { unmount } = name(record, of, source);
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    };
    await inLang('en');
    await shows({ dictCode: 'gender', name: '性别' }, 'dictName', 'name', 'Gender');
    await shows(
      { configKey: 'lab.timeZone', configName: '实验室时区（日期时间按此显示）' },
      'settingName',
      'configName',
      'Laboratory time zone (dates and times shown in it)',
    );
    // a name the lab changed is the lab's own: shown as stored
    await shows({ configKey: 'lab.name', configName: '本所名称' }, 'settingName', 'configName', '本所名称');
    await inLang('zh-cn');
    await shows({ dictCode: 'gender', name: '性别' }, 'dictName', 'name', '性别');
  });
});

describe('counts in English', () => {
  it('take the singular for one and the plural otherwise, whether given as smart_count, count or n', async () => {
    await inLang('en');
    const t = i18nProvider.translate;
    expect(t('sys.calibration.bannerDue', { smart_count: 1 })).toBe('1 is due within 30 days');
    expect(t('sys.calibration.bannerDue', { smart_count: 2 })).toBe('2 are due within 30 days');
    expect(t('sys.calibration.bannerOverdue', { smart_count: 1 })).toBe('1 instrument is overdue for calibration');
    expect(t('inst.imported', { count: 1 })).toBe('1 value imported');
    expect(t('inst.imported', { count: 3 })).toBe('3 values imported');
    expect(t('wf.report.roundedFallback', { n: 1 })).toMatch(/^1 result has /);
    expect(t('app.dashboard.inbox.samples', { smart_count: 1 })).toBe('1 sample');
    expect(t('validation.row', { n: 1 })).toBe('row 1'); // an ordinal keeps its one form
    await inLang('zh-cn');
    expect(i18nProvider.translate('sys.calibration.bannerDue', { smart_count: 1 })).toBe('1 台将在 30 天内到期');
  });
});

describe("the analyst's to-dos", () => {
  it('say what each sheet is about: its test items, method and number of samples', async () => {
    await inLang('en');
    server.use(
      http.get('*/admin/inbox', () =>
        HttpResponse.json(
          ok({
            sections: [
              {
                key: 'toReceive',
                count: 1,
                items: [{ id: 2, no: 'FX20261128002', status: 'issued', about: { parameters: ['Dissolved oxygen'], methodNo: 'GB 7489-87', samples: 1 } }],
              },
            ],
          }),
        ),
      ),
    );
    mount(<Inbox />);
    expect(await screen.findByText('FX20261128002 · Dissolved oxygen · GB 7489-87 · 1 sample')).toBeTruthy();
  });
});

describe('dissolved oxygen', () => {
  const T = templateById('water-componentWaterRjy')!;
  const header = (c: string) =>
    mount(<HeaderPanel template={T} header={{ c }} equipmentIds={[]} equipment={[]} errors={new Map()} errorsSig="" lang="zh" dispatch={() => undefined} />);
  it('warns, and keeps the value, when the thiosulfate concentration looks entered in mol/L', async () => {
    expect(T.header.find((f) => f.key === 'c')?.unit).toBe('mmol/L');
    const { unmount } = header('0.0250');
    const input = (await screen.findByDisplayValue('0.0250')) as HTMLInputElement;
    const field = input.closest('[data-plausibility]');
    expect(field?.getAttribute('data-plausibility')).toBe('warn');
    expect(field?.textContent).toContain('单位是 mmol/L');
    unmount();
    header('10.05');
    const fine = await screen.findByDisplayValue('10.05');
    expect(fine.closest('[data-plausibility]')).toBeNull();
  });
});

describe("the equipment manager's to-dos", () => {
  it("name an instrument's status by its dictionary label (it has no workflow state to translate)", async () => {
    server.use(
      http.get('*/admin/api/v1/dict/list', () =>
        HttpResponse.json(
          ok([
            {
              dictCode: 'equipment_status',
              name: '设备状态',
              dictDataList: [
                { value: 'in_service', label: '在用', labelEn: 'In service' },
                { value: 'maintenance', label: '维修', labelEn: 'Maintenance' },
              ],
            },
          ]),
        ),
      ),
      http.get('*/admin/inbox', () =>
        HttpResponse.json(
          ok({
            sections: [
              {
                key: 'calibrationOverdue',
                count: 2,
                items: [
                  { id: 3, no: 'EQ-003 pH计', status: 'in_service', dueBy: '2026-11-01' },
                  { id: 6, no: 'EQ-006 生化培养箱', status: 'maintenance', dueBy: '2026-10-15' },
                ],
              },
            ],
          }),
        ),
      ),
    );
    await dictCache.refresh();
    const { unmount } = mount(<Inbox />);
    const item = async (id: number) => (await screen.findByText((_, el) => el?.getAttribute('data-item') === `calibrationOverdue:${id}`)).textContent;
    expect(await item(3)).toContain('在用');
    expect(await item(6)).toContain('维修');
    unmount();
    await inLang('en');
    mount(<Inbox />);
    expect(await item(6)).toContain('Maintenance');
    dictCache.clear();
  });
});
