// The analysis sheet's assignment and split forms (react-admin forms on sheetAssignment / sheetSplit) against msw:
// issuing with no analyst is refused under the field without a request, the required mark shows, the server's
// refusal of the analyst lands under the picker with the field's label in the toast, and a split needs a parameter.
// The method gate (src/analysis/MethodGate.tsx): a sheet whose method is not verified says so before anyone clicks; a
// person who may decide on methods issues it only with a reason (sent as the step's override); anyone else is told why
// the issue button is disabled.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { Apportion } from '../../src/analysis/AnalyseScreens.tsx';
import { server, seen, serveMsw, ok } from './msw.ts';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const sheet = {
  id: 7,
  version: 3,
  analysisNo: 'FX20261124001',
  status: 'pending',
  taskId: 5,
  templateId: 'water-tmpl47',
  methodNo: 'HJ 535-2009',
  parameterIds: [1, 2],
  sampleIds: [10],
};

beforeEach(() => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 2, userinfo: { id: 2, username: 'labadmin' }, menulist: [{ name: 'analyse' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(ok({ userId: 2, username: 'labadmin', roles: ['LAB_ADMIN'], perms: ['analysis:query', 'analysis:assign'] })),
    ),
    http.get('*/admin/api/v1/analysisSheets/7/form', () => HttpResponse.json(ok(sheet))),
    http.get('*/admin/api/v1/analysisSheets/page', () => HttpResponse.json(ok({ list: [sheet], total: 1 }))),
    http.get('*/admin/api/v1/parameters/options', () =>
      HttpResponse.json(
        ok([
          { value: 1, label: '氨氮' },
          { value: 2, label: '总磷' },
        ]),
      ),
    ),
    http.get('*/admin/analysis/analysts', () =>
      HttpResponse.json(
        ok([
          { userId: 3, name: '张分析', qualified: true },
          { userId: 4, name: '李新人', qualified: false },
        ]),
      ),
    ),
    http.get('*/admin/analysis/show_cgorder', () => HttpResponse.json(ok({ parameters: [], samples: [] }))),
    // every method of the sheet verified or in scope unless a test says otherwise (server/methods/gate.ts)
    http.get('*/admin/methods/sheet-gate', () => HttpResponse.json(ok({ items: [] }))),
    http.post('*/admin/analysis/issued', () =>
      HttpResponse.json(
        {
          code: 'A0400',
          msg: '提交的数据有误：分析人',
          data: { errors: [{ field: 'analystId', label: '分析人', message: '张分析 不具备以下项目的有效上岗资格：氨氮' }] },
        },
        { status: 400 },
      ),
    ),
  );
});

function mount() {
  return render(
    <MemoryRouter initialEntries={['/analyse/analyse-apportion/7']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/analyse/analyse-apportion/:id" element={<Apportion />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const helperOf = (el: Element) => (el.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '').replace(/\u200b/g, '');

describe('analysis sheet assignment form', () => {
  it('refuses issuing without an analyst under the picker, without a request; the picker is marked required', async () => {
    mount();
    const issue = await screen.findByTestId('issue');
    const input = document.querySelector('input[name="analystId"]')!;
    // react-admin's FieldTitle marks a required input with an asterisk after its label
    expect(input.closest('.MuiFormControl-root')!.querySelector('label')!.textContent).toMatch(/分析员\s*\*/);
    fireEvent.click(issue);
    await waitFor(() => expect(helperOf(input)).toBe('必填'));
    expect(seen.some((r) => r.url.includes('analysis/issued'))).toBe(false);
  });

  it("puts the server's refusal under the picker and names the field by its label in the toast", async () => {
    mount();
    await screen.findByTestId('issue');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: /张分析/ }));
    expect(screen.getByRole('option', { name: /李新人/, hidden: true }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('issue'));
    const input = document.querySelector('input[name="analystId"]')!;
    await waitFor(() => expect(helperOf(input)).toBe('张分析 不具备以下项目的有效上岗资格：氨氮'));
    const toast = await screen.findByText(/未保存/);
    expect(toast.textContent).toContain('分析人：张分析 不具备以下项目的有效上岗资格：氨氮');
  });

  it('refuses a split with no parameter chosen, without a request', async () => {
    mount();
    const split = await screen.findByTestId('split');
    fireEvent.click(split);
    await waitFor(() => expect(screen.getByText('至少选择一个检测项目')).toBeTruthy());
    expect(seen.some((r) => r.url.includes('split_param'))).toBe(false);
  });
});

describe('the method-not-verified gate of the issue step', () => {
  const unverified = (perms: string[]) =>
    server.use(
      http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 2, username: 'labadmin', roles: ['LAB_ADMIN'], perms }))),
      http.get('*/admin/methods/sheet-gate', () => HttpResponse.json(ok({ items: [{ parameterId: 2, name: '总有机碳' }] }))),
      http.post('*/admin/analysis/issued', () => HttpResponse.json(ok({ ...sheet, status: 'issued', version: 4 }))),
    );
  const pick = async () => {
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: /张分析/ }));
  };

  it('asks the reason of a person who may decide on methods, and sends it as the override', async () => {
    unverified(['analysis:query', 'analysis:assign', 'method:decide']);
    mount();
    expect((await screen.findByTestId('method-gate')).textContent).toContain('以下检测项目的方法尚未验证且不在资质能力范围内：总有机碳。下达时须填写理由');
    await pick();
    fireEvent.click(screen.getByTestId('issue'));
    const dialog = await screen.findByTestId('method-gate-dialog');
    expect(dialog.textContent).toContain('总有机碳');
    expect(seen.some((r) => r.url.includes('analysis/issued'))).toBe(false);
    const confirm = screen.getByTestId('step-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true); // no reason yet
    fireEvent.change(dialog.querySelector('textarea[name="reason"]')!, { target: { value: '客户书面同意，结果不加 CMA 标志' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(seen.some((r) => r.url.includes('analysis/issued'))).toBe(true));
    expect(seen.filter((r) => r.url.includes('analysis/issued'))).toHaveLength(1);
    // the seed's routes take a form, as the original UI sent them
    const body = Object.fromEntries(await seen.find((r) => r.url.includes('analysis/issued'))!.formData());
    expect(body).toEqual({ id: '7', version: '3', analystId: '3', override: '客户书面同意，结果不加 CMA 标志' });
  });

  it('tells a person who may not decide on methods why the sheet cannot be issued, and offers no issue', async () => {
    unverified(['analysis:query', 'analysis:assign']);
    mount();
    const note = await screen.findByTestId('method-gate');
    expect(note.textContent).toContain('您没有“方法决定”权限，不能下达此分析单');
    expect(note.textContent).toContain('总有机碳');
    expect((screen.getByTestId('issue') as HTMLButtonElement).disabled).toBe(true);
  });
});
