// Issue 30: the report screen shows the ambient-air reference-state lines the PDF prints under 说明 (report/preview's
// document.volumeStates, made by stateLines), worded in the screen's language.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { appState } from '../../src/settings.ts';
import { VolumeStates } from '../../src/reports/LectureScreens.tsx';
import { stateLines } from '../../schemas/templates/manifest/airState.ts';
import { findTemplate } from '../../schemas/templates/index.ts';
import { serveMsw } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const inLang = async (lang: 'zh-cn' | 'en') => {
  await i18nProvider.changeLocale(lang);
  appState.language.set(lang);
};
afterEach(() => inLang('zh-cn'));

// what the server prints for SO₂ (HJ 482), NO₂ (HJ 479) and TSP (HJ 1263)
const document = {
  volumeStates: stateLines([
    { parameter: '二氧化硫', template: findTemplate('air-tmpl70') },
    { parameter: '二氧化氮', template: findTemplate('air-tmpl71') },
    { parameter: '总悬浮颗粒物', template: findTemplate('air-tmpl66') },
  ]),
};
const mount = () =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <VolumeStates document={document} />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the report screen states the ambient-air reference conditions', () => {
  it('in Chinese, the lines the PDF prints', async () => {
    expect(document.volumeStates).toHaveLength(2);
    mount();
    expect(await screen.findByText('浓度的状态（报告注明）')).toBeTruthy();
    for (const line of document.volumeStates) expect(screen.getByText(line)).toBeTruthy();
  });
  it('in English, the same states worded in English', async () => {
    await inLang('en');
    mount();
    expect(await screen.findByText('State of the concentrations (stated on the report)')).toBeTruthy();
    expect(
      screen.getByText('二氧化硫, 二氧化氮: Concentration at the reference state (298.15 K, 101.325 kPa) (GB 3095-2012 as amended 2018: gaseous pollutants)'),
    ).toBeTruthy();
    expect(screen.getByText(/^总悬浮颗粒物: Concentration at the ambient temperature and pressure of sampling/)).toBeTruthy();
  });
  it('nothing for a report without ambient air', () => {
    const { container } = render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <VolumeStates document={{}} />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-testid="volume-states"]')).toBeNull();
  });
});
