// The method capability's screens against msw (issue 32 item 5): the scope table with the standard's number and title,
// test items by name and states as labelled chips; a method standard's verification history and scope lines; a
// person's authorisations and PT record on the employee's page, asked only by one who may read them; the PT result's
// signed corrective-action close (cause, action, the password).
import { describe, expect, it, beforeEach, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { ScopeList } from '../../src/methods/ScopeList.tsx';
import { MethodStandardShow } from '../../src/methods/MethodStandardShow.tsx';
import { PtShow } from '../../src/methods/PtScreens.tsx';
import { EmployeeShow } from '../../src/employees/EmployeeShow.tsx';
import { dictCache } from '../../src/dict/index.ts';
import { server, seen, serveMsw, ok } from './msw.ts';
import { need } from './dom.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const QA = ['method:query', 'method:edit', 'method:decide', 'staffauth:query', 'staffauth:edit', 'staffauth:grant', 'employee:query'];
let perms: string[] = QA;
let closeBody: unknown = null;

const standard = { id: 5, standardNo: 'HJ 535-2009', title: '水质 氨氮的测定 纳氏试剂分光光度法', status: 'current', version: 1 };
const line = {
  id: 1,
  lineNo: 1,
  methodStandardId: 5,
  matrix: 'water',
  parameterIds: [11],
  certificateNo: '241512340123',
  validUntil: '2030-06-30',
  status: 'in_scope',
  standardFlag: 'superseded',
  version: 1,
};
const verification = {
  id: 21,
  verificationNo: 'YZ20260001',
  methodStandardId: 5,
  matrix: 'water',
  parameterId: 11,
  standardMdl: '0.025',
  verdict: 'pass',
  verifiedMdl: '0.0118',
  submittedBy: '郑质控',
  approvedBy: '周主任',
  approvedAt: '2026-03-02T03:00:00.000Z',
  status: 'approved',
  version: 3,
};
const auth = {
  id: 31,
  employeeId: 8,
  methodStandardId: 5,
  parameterIds: [11],
  role: 'analyst',
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  basis: 'training',
  status: 'granted',
  version: 2,
};
const pt = {
  id: 41,
  employeeId: 8,
  methodStandardId: 5,
  parameterId: 11,
  provider: 'CNAS',
  scheme: 'CNAS T0999 水中氨氮',
  round: '2026-1',
  reportedOn: '2026-04-01',
  result: '1.52',
  assignedValue: '1.20',
  sdpa: '0.10',
  zScore: '3.2',
  verdict: 'unsatisfactory',
  status: 'action_required',
  version: 2,
};
const page = (list: unknown[]) => HttpResponse.json(ok({ list, total: list.length }));

beforeEach(() => {
  forgetMe();
  perms = QA;
  closeBody = null;
  dictCache.clear();
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'capability' }, { name: 'capability/scope' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 9, username: 'qa', nickname: '郑质控', roles: ['QA'], perms }))),
    http.get('*/admin/api/v1/dict/list', () =>
      HttpResponse.json(
        ok([{ dictCode: 'matrix', dictDataList: [{ value: 'water', label: '水和废水', labelEn: 'Water and wastewater', tagType: 'default' }] }]),
      ),
    ),
    http.get('*/admin/api/v1/employees/options', () => HttpResponse.json(ok([{ value: 8, label: '王分析' }]))),
    http.get('*/admin/api/v1/scopeLines/page', () => page([line])),
    http.get('*/admin/api/v1/methodStandards/page', () => page([standard])),
    http.get('*/admin/api/v1/methodStandards/5/form', () => HttpResponse.json(ok(standard))),
    http.get('*/admin/api/v1/methodStandards/options', () => HttpResponse.json(ok([{ value: 5, label: 'HJ 535-2009' }]))),
    http.get('*/admin/api/v1/parameters/options', () => HttpResponse.json(ok([{ value: 11, label: '氨氮' }]))),
    http.get('*/admin/api/v1/methodVerifications/page', () => page([verification])),
    http.get('*/admin/api/v1/staffAuthorisations/page', () => page([auth])),
    http.get('*/admin/api/v1/ptResults/page', () => page([pt])),
    http.get('*/admin/api/v1/ptResults/41/form', () => HttpResponse.json(ok(pt))),
    http.get('*/admin/api/v1/employees/8/form', () => HttpResponse.json(ok({ id: 8, name: '王分析', qualifications: [], version: 1 }))),
    http.post('*/admin/api/v1/ptResults/41/transitions/close', async ({ request }) => {
      closeBody = await request.json();
      return HttpResponse.json(ok({ ...pt, status: 'action_closed', version: 3 }));
    }),
  );
});

const mount = (path: string, route: string, resource: string, element: React.ReactNode) => mountScreen(path, route, resource, element);

describe('the scope table (能力附表)', () => {
  it('names the standard by number and title, the test items by name, and the state and flag as labelled chips', async () => {
    await dictCache.refresh(); // the shell loads the dictionaries at sign-in
    mount('/capability/scope', '/capability/scope', 'scopeLines', <ScopeList />);
    await waitFor(() => expect(screen.getByTestId('standard-name').textContent).toBe('HJ 535-2009 水质 氨氮的测定 纳氏试剂分光光度法'));
    expect(await screen.findByText('氨氮')).toBeTruthy();
    expect(screen.getByText('241512340123')).toBeTruthy();
    expect(document.querySelector('[data-state="in_scope"]')!.textContent).toBe('在认可范围内');
    expect(document.querySelector('[data-state="superseded"]')!.textContent).toBe('标准已被替代');
    expect(await screen.findByText('水和废水')).toBeTruthy();
    // the generated export of the filtered list (the server writes labels and test item names)
    expect(screen.getByTestId('export')).toBeTruthy();
  });

  it("downloads the assessor's schedule of the lines the list's filters select", async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/admin/methods/scope/xlsx', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('PK', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            // as server/system/excel/template.ts sendXlsx names it
            'content-disposition': `attachment; filename="${encodeURIComponent('能力附表-2026-11-29.xlsx')}"; filename*=UTF-8''${encodeURIComponent('能力附表-2026-11-29.xlsx')}`,
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:scope');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await dictCache.refresh();
      mount('/capability/scope?filter=%7B%22status%22%3A%22in_scope%22%7D', '/capability/scope', 'scopeLines', <ScopeList />);
      const button = await screen.findByRole('button', { name: '导出能力附表' });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(button);
      await waitFor(() => expect(saved).toEqual(['能力附表-2026-11-29.xlsx']));
      expect(asked).toHaveLength(1);
      expect(asked[0].searchParams.get('status')).toBe('in_scope');
      expect(asked[0].searchParams.get('pageNum')).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("a method standard's page", () => {
  it('lists its verifications (verdict, lab MDL beside the standard one, who verified and approved) and its scope lines', async () => {
    mount('/capability/method-standards/5/show', '/capability/method-standards/:id/show', 'methodStandards', <MethodStandardShow />);
    const history = await need('[data-testid="standard-verifications"]');
    await waitFor(() => expect(history.textContent).toContain('YZ20260001'));
    expect(history.textContent).toContain('0.0118');
    expect(history.textContent).toContain('0.025');
    expect(history.textContent).toContain('郑质控');
    expect(history.textContent).toContain('周主任');
    expect(history.querySelector('[data-state="pass"]')!.textContent).toBe('满足要求');
    expect(history.querySelector('[data-state="approved"]')!.textContent).toBe('已批准');
    const scope = await need('[data-testid="standard-scope"]');
    await waitFor(() => expect(scope.textContent).toContain('241512340123'));
    expect(seen.some((r) => r.url.includes('/methodVerifications/page') && r.url.includes('methodStandardId=5'))).toBe(true);
  });
});

describe("a person's authorisations and PT record", () => {
  it('shows them on the employee page with labelled chips', async () => {
    mount('/employee/employees/8/show', '/employee/employees/:id/show', 'employees', <EmployeeShow />);
    const auths = await need('[data-testid="person-authorisations"]');
    await waitFor(() => expect(auths.textContent).toContain('HJ 535-2009'));
    expect(auths.textContent).toContain('检测');
    expect(auths.textContent).toContain('培训考核');
    expect(auths.querySelector('[data-state="granted"]')!.textContent).toBe('有效');
    const pts = await need('[data-testid="person-pt"]');
    await waitFor(() => expect(pts.textContent).toContain('CNAS T0999 水中氨氮'));
    expect(pts.querySelector('[data-state="unsatisfactory"]')!.textContent).toBe('不满意');
    expect(pts.querySelector('[data-state="action_required"]')!.textContent).toBe('待纠正');
  });

  it('asks nothing of them for one who may not read authorisations', async () => {
    perms = ['employee:query'];
    mount('/employee/employees/8/show', '/employee/employees/:id/show', 'employees', <EmployeeShow />);
    await waitFor(() => expect(seen.some((r) => r.url.includes('/employees/8/form'))).toBe(true));
    await waitFor(() => expect(seen.some((r) => r.url.includes('/users/me'))).toBe(true));
    expect(document.querySelector('[data-testid="person-capability"]')).toBeNull();
    expect(seen.some((r) => r.url.includes('staffAuthorisations') || r.url.includes('ptResults'))).toBe(false);
  });
});

describe("a PT result's corrective action", () => {
  it('is closed signed with cause and action; both are required', async () => {
    mount('/capability/proficiency/41/show', '/capability/proficiency/:id/show', 'ptResults', <PtShow />);
    fireEvent.click(await need<HTMLButtonElement>('[data-transition="close"]'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('signature-statement')).toBeTruthy();
    fireEvent.change(dialog.querySelector('input[name=password]')!, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByTestId('step-confirm'));
    await waitFor(() => expect(within(dialog).getAllByText(/必填|不能为空|required/i).length).toBeGreaterThan(0));
    expect(closeBody).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('原因分析'), { target: { value: '标准曲线斜率偏低' } });
    fireEvent.change(within(dialog).getByLabelText('纠正措施'), { target: { value: '重新配制标准溶液并复测' } });
    fireEvent.click(within(dialog).getByTestId('step-confirm'));
    await waitFor(() => expect(closeBody).not.toBeNull());
    expect(closeBody).toEqual({ version: 2, password: '123456', data: { cause: '标准曲线斜率偏低', action: '重新配制标准溶液并复测' } });
  });

  it('one who may not sign is told who does', async () => {
    perms = ['staffauth:query'];
    mount('/capability/proficiency/41/show', '/capability/proficiency/:id/show', 'ptResults', <PtShow />);
    expect((await screen.findByTestId('pt-close-why')).textContent).toContain('质量负责人');
    expect(document.querySelector('[data-transition="close"]')).toBeNull();
  });
});
