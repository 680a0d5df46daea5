// Dates in the UI language: the generated forms show a stored day as the UI writes it (zh 2026-11-24, en 24 Nov 2026),
// never in the browser's locale (a native date input showed 11/24/2026 in the Chinese UI), and save what the schema
// requires — the ISO day, and for a moment an ISO date-time typed in the lab's time zone (Asia/Shanghai, +08:00).
import { describe, expect, it, afterEach } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { server, serveMsw, ok } from './msw.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { LanguageProvider } from '../../src/i18n/LanguageProvider.tsx';
import { appState } from '../../src/settings.ts';
import { GenericEdit } from '../../src/resources/generic/GenericForms.tsx';
import { raNameOf } from '../../src/resources/names.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });
afterEach(() => appState.language.set('zh-cn'));

/** Edits record 5 of `schemaName` through the generated form; returns the bodies the form PUT. */
function edit(schemaName: string, route: string, record: Record<string, unknown>) {
  const puts: Array<Record<string, unknown>> = [];
  server.use(
    http.get(`*/admin/api/v1/${route}/5/form`, () => HttpResponse.json(ok({ id: 5, version: 2, ...record }))),
    http.put(`*/admin/api/v1/${route}/5`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json(ok({ id: 5, version: 3, ...record, ...body }));
    }),
    http.get('*/admin/api/v1/*/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/*', () => HttpResponse.json(ok([]))),
  );
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <LanguageProvider>
        <ResourceContextProvider value={raNameOf(schemaName)}>
          <GenericEdit id={5} />
        </ResourceContextProvider>
      </LanguageProvider>
    </AdminContext>,
  );
  return puts;
}

const input = async (name: string) => {
  await waitFor(() => expect(document.querySelector(`input[name="${name}"]`)).not.toBeNull());
  return document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
};

describe('date inputs in the UI language', () => {
  it('zh: a day reads 2026-11-24, is no native date input, and a typed day is saved as the ISO day', async () => {
    const puts = edit('tasks', 'tasks', { taskNo: 'RW20261123001', status: 'issued', orderId: 1, kind: 'sampling_analysis', plannedFrom: '2026-11-24' });
    const field = await input('plannedFrom');
    await waitFor(() => expect(field.value).toBe('2026-11-24'));
    expect(field.type).toBe('text'); // the browser's own date input would follow the browser's locale
    fireEvent.change(field, { target: { value: '2026-12-01' } });
    await waitFor(() => expect(field.value).toBe('2026-12-01'));
    fireEvent.click(await screen.findByRole('button', { name: /保存/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.plannedFrom).toBe('2026-12-01');
  });

  it('en: the same day reads 24 Nov 2026 and is still saved as the ISO day', async () => {
    appState.language.set('en');
    const puts = edit('tasks', 'tasks', { taskNo: 'RW20261123001', status: 'issued', orderId: 1, kind: 'sampling_analysis', plannedFrom: '2026-11-24' });
    const field = await input('plannedFrom');
    await waitFor(() => expect(field.value).toBe('24 Nov 2026'));
    fireEvent.change(field, { target: { value: '02 Dec 2026' } });
    await waitFor(() => expect(field.value).toBe('02 Dec 2026'));
    fireEvent.click(await screen.findByRole('button', { name: /save/i }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.plannedFrom).toBe('2026-12-02');
  });

  it('a moment is shown and typed in the lab time zone and saved as an ISO date-time with its zone', async () => {
    const puts = edit('samples', 'samples', {
      sampleNo: 'RW20261123001-01',
      taskId: 1,
      pointName: '总排口',
      matrix: 'wastewater',
      status: 'sampled',
      sampledAt: '2026-11-24T01:00:00.000Z',
    });
    const field = await input('sampledAt');
    await waitFor(() => expect(field.value).toBe('2026-11-24 09:00')); // 01:00 UTC is 09:00 in Shanghai
    fireEvent.change(field, { target: { value: '2026-11-24 10:30' } });
    await waitFor(() => expect(field.value).toBe('2026-11-24 10:30'));
    fireEvent.click(await screen.findByRole('button', { name: /保存/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.sampledAt).toBe('2026-11-24T02:30:00.000Z');
  });
});
