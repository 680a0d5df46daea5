// A screen that swaps one input of the generated form declares only that (`overrides`, `omit`) and keeps what the
// generic form gives: the other inputs in schema order, the workflow lock, the unsaved-changes warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, DataTable, ResourceContextProvider, TestMemoryRouter, TextField, TextInput, memoryStore, useRedirect } from 'react-admin';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { server, serveMsw, ok } from './msw.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { GenericEdit, type FieldCustomization } from '../../src/resources/generic/GenericForms.tsx';
import { GenericList } from '../../src/resources/generic/GenericList.tsx';
import type { tasks } from '../../schemas/business/tasks.ts';

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

function renderTaskList() {
  server.use(
    http.get('*/admin/api/v1/tasks/page', () =>
      HttpResponse.json(
        ok({
          list: [
            { id: 1, version: 1, taskNo: 'RW-ISSUED', status: 'issued', kind: 'sampling_analysis', plannedFrom: '2026-11-20' },
            { id: 2, version: 1, taskNo: 'RW-RECEIVED', status: 'received', kind: 'sampling_analysis', plannedFrom: '2026-11-21' },
          ],
          total: 2,
        }),
      ),
    ),
    http.get('*/admin/api/v1/*', () => HttpResponse.json(ok([]))),
  );
  const list = (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="business/task-list">
        <GenericList<typeof tasks>
          rowClick="edit"
          tools={<span data-testid="own-tool" />}
          omit={['plannedFrom']}
          overrides={{ taskNo: <TextField source="taskNo" data-testid="task-no" /> }}
          columns={[<DataTable.Col key="extra" label="extra" render={() => <span data-testid="extra" />} />]}
        />
      </ResourceContextProvider>
    </AdminContext>
  );
  // every navigation as it happens (a rendered probe would see only the last of two quick ones)
  const router = createMemoryRouter([{ path: '*', element: list }], { initialEntries: ['/business/task-list'] });
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  render(<RouterProvider router={router} />);
  return visited;
}

describe('GenericList with overrides and omissions', () => {
  it("shows the screen's cells, tools and columns, leaves the omitted column out, and opens only editable rows", async () => {
    const visited = renderTaskList();
    await screen.findByText('RW-ISSUED');
    expect(screen.getAllByTestId('task-no')).toHaveLength(2);
    expect(screen.getAllByTestId('extra')).toHaveLength(2);
    expect(screen.getByTestId('own-tool')).toBeTruthy();
    expect(screen.queryByText('计划采样开始')).toBeNull(); // the omitted column's header
    expect(screen.queryByText('2026-11-20')).toBeNull();
    // a received task is past editing: its row leads nowhere; an issued one opens its edit form (the clicks resolve
    // in order, so a move to the received one would come first)
    fireEvent.click(screen.getByText('RW-RECEIVED'));
    fireEvent.click(screen.getByText('RW-ISSUED'));
    await waitFor(() => expect(visited.at(-1)).toBe('/business/task-list/1'));
    expect(visited).toEqual(['/business/task-list/1']);
  });
});
