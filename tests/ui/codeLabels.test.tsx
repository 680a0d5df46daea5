// Issue 29 (labels, never codes): a dictionary item names its dictionary, in the UI language; the audit log's action
// filter offers labelled actions (zh and en), each filtering every stored form of its step.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { appState } from '../../src/settings.ts';
import { DictNameOfCode, auditActionChoices, auditActionFormat, auditActionParse } from '../../src/resources/codeLabels.tsx';
import { server, serveMsw, ok } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const inLang = async (lang: 'zh-cn' | 'en') => {
  await i18nProvider.changeLocale(lang);
  appState.language.set(lang);
};
afterEach(() => inLang('zh-cn'));

const dicts = [
  { id: 1, dictCode: 'matrix', name: '样品基质' },
  { id: 2, dictCode: 'lab_own', name: '本实验室字典' },
];

describe("a dictionary item's dictionary", () => {
  for (const [lang, matrix, own] of [
    ['zh-cn', '样品基质', '本实验室字典'],
    ['en', 'Sample matrix', '本实验室字典'], // the lab's own dictionary has no declared English name: its own name stays
  ] as const) {
    it(`is named, not coded (${lang})`, async () => {
      await inLang(lang);
      server.use(http.get('*/admin/api/v1/dicts/page', () => HttpResponse.json(ok({ list: dicts, total: dicts.length }))));
      render(
        <MemoryRouter>
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            {['matrix', 'lab_own'].map((code) => (
              <RecordContextProvider key={code} value={{ id: code, dictCode: code }}>
                <div data-testid={code}>
                  <DictNameOfCode source="dictCode" />
                </div>
              </RecordContextProvider>
            ))}
          </AdminContext>
        </MemoryRouter>,
      );
      expect(await screen.findByText(matrix)).toBeTruthy();
      expect(await screen.findByText(own)).toBeTruthy();
      expect(screen.queryByText('matrix')).toBeNull();
      expect(screen.queryByText('lab_own')).toBeNull();
    });
  }
});

describe("the audit log's action filter", () => {
  it('offers every action by its words in both languages, never a code', async () => {
    for (const [lang, sign, close] of [
      ['zh-cn', '电子签名', '完结'],
      ['en', 'Signed electronically', 'Close'],
    ] as const) {
      await inLang(lang);
      const choices = auditActionChoices((k, o) => i18nProvider.translate(k, o));
      const names = choices.map((c) => c.name);
      expect(names).toContain(sign);
      expect(names.some((n) => n.includes(close))).toBe(true);
      // no choice reads as its code (a snake_case or prefixed value)
      for (const c of choices) expect(c.name, c.id).not.toMatch(/^[a-z_:]+$/);
    }
  });
  it('filters every stored form of a chosen step and shows each step once', () => {
    expect(auditActionParse(['close', 'sign'])).toEqual(['close', 'transition:close', 'result:close', 'sign', 'transition:sign', 'result:sign']);
    expect(auditActionParse([])).toBeUndefined();
    expect(auditActionFormat(['close', 'transition:close', 'result:close', 'sign'])).toEqual(['close', 'sign']);
  });
});
