// The generic edit page follows the workflow's editableIn (the states the server accepts a PUT in): Save in an
// editable state, and in the others the reason instead of a Save the server would refuse with 409.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { server, serveMsw, ok } from './msw.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { GenericEdit } from '../../src/resources/generic/GenericForms.tsx';
import { defineWorkflow, isEditable } from '../../schemas/workflows/machine.ts';
import { taskWorkflow } from '../../schemas/workflows/lab.ts';

serveMsw();

function renderTaskEdit(status: string) {
  server.use(
    http.get('*/admin/api/v1/tasks/5/form', () => HttpResponse.json(ok({ id: 5, version: 2, taskNo: 'RW2026112300001', status, orderId: 1 }))),
    // reference inputs (pages) and dictionaries
    http.get('*/admin/api/v1/*/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
    http.get('*/admin/api/v1/*', () => HttpResponse.json(ok([]))),
  );
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="business/task-list">
        <GenericEdit id={5} />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('editable states', () => {
  it('a task plan is editable until its samples are received', () => {
    expect(['issued', 'sampling', 'received', 'closed'].map((status) => isEditable(taskWorkflow, { status }))).toEqual([true, true, false, false]);
    expect(isEditable(undefined, { status: 'anything' })).toBe(true); // no workflow, no state rule
    expect(isEditable(taskWorkflow, undefined)).toBe(false);
    expect(() => defineWorkflow({ field: 'status', initial: 'a', states: ['a'], transitions: {}, editableIn: ['b'] })).toThrow(/unknown state b/);
  });

  it('offers Save while the task is issued', async () => {
    renderTaskEdit('issued');
    await screen.findByRole('button', { name: /保存/ });
    expect(screen.queryByTestId('not-editable')).toBeNull();
  });

  it('says why it cannot be saved once the samples are received, and offers no Save', async () => {
    renderTaskEdit('received');
    const why = await screen.findByTestId('not-editable');
    expect(why.textContent).toContain('不能再修改');
    expect(why.textContent).not.toContain('received'); // the state's label, not its key
    await waitFor(() => expect(screen.queryByRole('button', { name: /保存/ })).toBeNull());
  });
});
