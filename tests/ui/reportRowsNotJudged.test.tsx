// A report row not judged says why, in the screen's language: the point's standard sets no limit for the item, or sets
// it only under conditions the point did not choose (GB 18918 氨氮 by water temperature), which is not "no limit".
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { appState } from '../../src/settings.ts';
import { ReportRows } from '../../src/reports/ReportRows.tsx';
import type { ReportRow } from '../../schemas/reports/reportRow.ts';

const inLang = async (lang: 'zh-cn' | 'en') => {
  await i18nProvider.changeLocale(lang);
  appState.language.set(lang);
};
afterEach(() => inLang('zh-cn'));

const CONDITIONS = ['水温>12℃，2006年1月1日起建设', '水温≤12℃，2006年1月1日起建设'];
const row = (parameter: string, extra: Partial<ReportRow>): ReportRow => ({
  sampleNo: 'RW20261129001-01',
  point: '出水口',
  parameter,
  method: 'HJ 535-2009',
  unit: 'mg/L',
  mdl: '0.025',
  result: '3.21',
  limit: '—',
  ...extra,
});
const rows = [
  row('氨氮', { covered: false, conditions: CONDITIONS, judgement: '点位未选择适用条件，不评价' }),
  row('色度', { covered: false, judgement: '标准未规定，不评价' }),
];
const mount = () =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ReportRows rows={rows} />
      </AdminContext>
    </MemoryRouter>,
  );

describe('a report row not judged says why', () => {
  it('in Chinese: the condition not chosen, naming the conditions, apart from no limit', async () => {
    mount();
    expect(await screen.findByText(`点位未选择适用条件（${CONDITIONS.join(' / ')}），不评价`)).toBeTruthy();
    expect(screen.getByText('标准未规定，不评价')).toBeTruthy();
  });
  it('in English, the same', async () => {
    await inLang('en');
    mount();
    expect(
      await screen.findByText(`Not judged: the standard sets this limit by condition (${CONDITIONS.join(' / ')}) and none was chosen for the point`),
    ).toBeTruthy();
    expect(screen.getByText('No limit in the standard: not judged')).toBeTruthy();
  });
});
