// A screen that swaps one input of the generated form declares only that (`overrides`, `omit`) and keeps what the
// generic form gives: the other inputs in schema order, the workflow lock, the unsaved-changes warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, TextInput, memoryStore, useRedirect } from 'react-admin';
import { server, serveMsw, ok } from './msw.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { GenericEdit, type FieldCustomization } from '../../src/resources/generic/GenericForms.tsx';
import type { tasks } from '../../schemas/resources/business.ts';

serveMsw();
afterEach(() => vi.restoreAllMocks());

/** a way out of the form, as a menu click would take */
function Leave() {
  const redirect = useRedirect();
  return (
    <button type="button" onClick={() => redirect('/elsewhere')}>
      leave
    </button>
  );
}

function renderTaskEdit(status: string) {
  server.use(
    http.get('*/admin/api/v1/tasks/5/form', () =>
      HttpResponse.json(ok({ id: 5, version: 2, taskNo: 'RW2026112300001', status, orderId: 1, weather: '晴', airTemperature: '21.5' })),
    ),
    http.get('*/admin/api/v1/*/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/*', () => HttpResponse.json(ok([]))),
  );
  // on the form's own route: leaving it is what the warning guards
  return render(
    <TestMemoryRouter initialEntries={['/business/task-list/5']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="business/task-list">
          <GenericEdit<typeof tasks>
            id={5}
            overrides={{ weather: <TextInput source="weather" label="weather-override" data-testid="weather-override" /> }}
            omit={['airTemperature']}
          >
            <Leave />
          </GenericEdit>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

// field names are typed from the declaration: one the resource does not have is refused by the compiler (tsc)
// @ts-expect-error -- tasks has no field "wether"
export const misspelt: FieldCustomization<typeof tasks> = { omit: ['wether'] };

const weather = () => document.querySelector<HTMLInputElement>('input[name="weather"]');

describe('GenericEdit with overrides and omissions', () => {
  it('renders the override in place of the generated input and leaves the omitted field out', async () => {
    renderTaskEdit('issued');
    await waitFor(() => expect(weather()?.value).toBe('晴'));
    expect(screen.getByLabelText('weather-override')).toBe(weather()); // the screen's input, with the record's value
    expect(screen.queryByLabelText(/天气/)).toBeNull(); // not the generated one beside it
    expect(document.querySelector('input[name="airTemperature"]')).toBeNull();
    // the rest stays generated, in schema order, with its i18n labels
    expect(screen.getByLabelText(/计划采样开始/)).toBeTruthy();
    await screen.findByRole('button', { name: /保存/ });
  });

  it('still warns before leaving unsaved changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderTaskEdit('issued');
    await waitFor(() => expect(weather()?.value).toBe('晴'));
    fireEvent.change(weather()!, { target: { value: '小雨' } });
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('有修改尚未保存，确定要放弃吗？'));
    expect(weather()!.value).toBe('小雨'); // stayed, with what was typed
  });

  it('keeps the workflow lock: no Save once the state no longer allows edits', async () => {
    renderTaskEdit('received');
    await screen.findByTestId('not-editable');
    expect(weather()).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /保存/ })).toBeNull());
  });
});
