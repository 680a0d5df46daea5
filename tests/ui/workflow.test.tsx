// Workflow buttons from schemas/workflows: only the transitions the state and the perms allow; a signature asks
// for the password, a reason step for the reason; the call carries the record version.
import { describe, expect, it } from 'vitest';
import { render, screen, fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { server, seen, serveMsw, ok } from './msw.ts';
import { allowConsoleError } from './setup.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { WorkflowButtons } from '../../src/resources/WorkflowButtons.tsx';

serveMsw();

function renderButtons(record: Record<string, unknown>, perms: string[]) {
  forgetMe();
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 9, username: 'signatory', roles: ['SIGNATORY'], perms }))),
    http.post('*/admin/api/v1/reports/:id/transitions/:name', async ({ params }) => HttpResponse.json(ok({ ...record, status: params.name }))),
    http.get('*/admin/api/v1/reports/:id/form', () => HttpResponse.json(ok(record))),
  );
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="lecture/lectureIndex">
        <RecordContextProvider value={record}>
          <WorkflowButtons />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const names = () => [...document.querySelectorAll('[data-transition]')].map((b) => b.getAttribute('data-transition'));

describe('WorkflowButtons', () => {
  it('shows the transitions of the state that the perms allow', async () => {
    // the signatory may send it back (退回, their own step); one who may also review gets the reviewer's 退回 only
    renderButtons({ id: 3, version: 4, status: 'reviewed' }, ['report:approve']);
    await waitFor(() => expect(names()).toEqual(['approve', 'sendBack']));
  });

  it('asks for the password on an electronic signature and sends it with the version', async () => {
    renderButtons({ id: 3, version: 4, status: 'reviewed' }, ['report:approve', 'report:review']);
    await waitFor(() => expect(names()).toEqual(['approve', 'return']));
    fireEvent.click(screen.getByText('批准'));
    const confirm = await screen.findByRole('button', { name: '确认' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: '123456' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(seen.some((r) => r.url.includes('/transitions/approve'))).toBe(true));
    const call = seen.find((r) => r.url.includes('/transitions/approve'))!;
    expect(await call.json()).toEqual({ version: 4, password: '123456' });
  });

  it('asks for a reason when the transition needs one', async () => {
    renderButtons({ id: 3, version: 7, status: 'in_review' }, ['report:review']);
    await waitFor(() => expect(names()).toEqual(['review', 'return']));
    fireEvent.click(screen.getByText('退回'));
    await screen.findByRole('dialog');
    expect(document.querySelector('input[name=password]')).toBeNull();
    fireEvent.change(document.querySelector('textarea[name=reason]')!, { target: { value: '数据有误' } });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(seen.some((r) => r.url.includes('/transitions/return'))).toBe(true));
    expect(await seen.find((r) => r.url.includes('/transitions/return'))!.json()).toEqual({ version: 7, reason: '数据有误' });
  });

  it('keeps the dialog open on a refusal: the message above the buttons, the field error under the password', async () => {
    allowConsoleError(/签名未通过/); // react-admin's useDataProvider logs every refused call in development
    renderButtons({ id: 3, version: 4, status: 'reviewed' }, ['report:approve']);
    server.use(
      http.post('*/admin/api/v1/reports/:id/transitions/:name', () =>
        HttpResponse.json({ code: 'A0400', msg: '签名未通过', data: { errors: [{ field: 'password', message: '密码错误' }] } }, { status: 400 }),
      ),
    );
    await waitFor(() => expect(names()).toEqual(['approve', 'sendBack']));
    fireEvent.click(screen.getByText('批准'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('signature-statement').textContent).toContain('批准'); // what the signature means
    fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByTestId('step-confirm'));
    expect((await within(dialog).findByTestId('step-error')).textContent).toBe('签名未通过');
    expect(within(dialog).getByText('密码错误')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
