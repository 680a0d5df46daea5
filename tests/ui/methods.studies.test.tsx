// A method verification's precision and accuracy on its edit form (issue 32 item 1): the levels and replicates are
// entered with react-admin's array inputs, each level's RSD and the accuracy's recoveries computed live by the
// server's own functions (schemas/methods/studies.ts), a bad value named by its field, and the entries saved in the
// shape the server reads (tests/api/methods.documents.test.ts checks the server refuses what they refuse).
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { VerificationEdit } from '../../src/methods/VerificationForms.tsx';
import { server, serveMsw, ok } from './msw.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const draft = {
  id: 23,
  verificationNo: 'FY20260023',
  methodStandardId: 5,
  matrix: 'water',
  parameterId: 11,
  standardMdl: '0.025',
  status: 'draft',
  version: 3,
  precision: { levels: [{ level: '0.5 mg/L', values: ['0.51', '0.49', '0.50', '0.52', '0.48', '0.50'] }] },
  accuracy: { kind: 'spike', added: '0.500', background: '0.050', values: ['0.530', '0.560', '0.520'], acceptLow: '90', acceptHigh: '110' },
};
let saved: Record<string, unknown> | null = null;

beforeEach(() => {
  forgetMe();
  saved = null;
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'capability' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(ok({ userId: 9, username: 'qa', nickname: '郑质控', roles: ['QA'], perms: ['method:query', 'method:edit'] })),
    ),
    http.get('*/admin/api/v1/dict/list', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/methodVerifications/23/form', () => HttpResponse.json(ok(draft))),
    http.put('*/admin/api/v1/methodVerifications/23', async ({ request }) => {
      saved = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(ok({ ...draft, ...saved, version: 4 }));
    }),
    http.get('*/admin/api/v1/methodStandards/options', () => HttpResponse.json(ok([{ value: 5, label: 'HJ 535-2009' }]))),
    http.get('*/admin/api/v1/parameters/options', () => HttpResponse.json(ok([{ value: 11, label: '氨氮' }]))),
  );
});

const mount = () => mountScreen('/capability/verifications/23', '/capability/verifications/:id', 'methodVerifications', <VerificationEdit />);

/** the value inputs of a study's replicate list, in order */
const valueInputs = (study: HTMLElement, list: string) =>
  [...study.querySelectorAll<HTMLInputElement>(`input[name^="${list}."]`)].filter((i) => /\.\d+$/.test(i.name));

describe("a verification's precision and accuracy entries", () => {
  it("computes each level's RSD live, names a bad replicate by its field, and adds a level", async () => {
    mount();
    const study = await screen.findByTestId('precision-study');
    // s = 0.014142…, mean 0.500: RSD 2.828… % reported to 1 place, the full value behind it
    await waitFor(() => expect(within(study).getByTestId('prec-rsd').textContent).toBe('2.8'));
    expect(within(study).getByTestId('prec-rsd').getAttribute('data-full')!.startsWith('2.82842712474619')).toBe(true);
    expect(within(study).getByTestId('prec-n').textContent).toBe('6');
    expect(within(study).getByTestId('prec-mean').textContent).toBe('0.500');
    const values = valueInputs(study, 'precision.levels.0.values');
    expect(values.map((i) => i.value)).toEqual(['0.51', '0.49', '0.50', '0.52', '0.48', '0.50']);
    fireEvent.change(values[1], { target: { value: 'x' } });
    const issues = await within(study).findByTestId('precision-issues');
    expect(issues.textContent).toBe('精密度试验 · 浓度水平 第1行 · 测定值 第2行: 应为数值');
    fireEvent.change(values[1], { target: { value: '0.47' } });
    await waitFor(() => expect(within(study).getByTestId('prec-mean').textContent).toBe('0.497'));
    // a second level, from the iterator's own add button
    const addLevel = study.querySelectorAll<HTMLButtonElement>('.button-add');
    fireEvent.click(addLevel[addLevel.length - 1]);
    await waitFor(() => expect(study.querySelector('input[name="precision.levels.1.level"]')).toBeTruthy());
  });

  it('computes spike recoveries against the range the method gives, says a bad amount by its field, and saves the entries as the server reads them', async () => {
    mount();
    const study = await screen.findByTestId('accuracy-study');
    // (0.530 − 0.050) / 0.500 = 96 %, then 102 % and 94 %: mean 97.33 %, within 90–110 %
    await waitFor(() => expect(within(study).getByTestId('acc-value').textContent).toBe('97.3'));
    expect(within(study).getByTestId('acc-recoveries').textContent).toContain('96.0102.094.0');
    expect(within(study).getByTestId('acc-pass').textContent).toBe('满足方法要求');
    const low = study.querySelector<HTMLInputElement>('input[name="accuracy.acceptLow"]')!;
    fireEvent.change(low, { target: { value: '98' } });
    await waitFor(() => expect(within(study).getByTestId('acc-pass').textContent).toBe('不满足方法要求'));
    const added = study.querySelector<HTMLInputElement>('input[name="accuracy.added"]')!;
    fireEvent.change(added, { target: { value: '0' } });
    expect((await within(study).findByTestId('accuracy-issues')).textContent).toBe('正确度试验 · 加标量（浓度）: 应为大于 0 的数值');
    fireEvent.change(added, { target: { value: '0.500' } });
    fireEvent.change(valueInputs(study, 'accuracy.values')[2], { target: { value: '0.545' } });
    await waitFor(() => expect(within(study).getByTestId('acc-value').textContent).toBe('99.0'));

    fireEvent.click(await screen.findByRole('button', { name: /保存/ }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved!.accuracy).toEqual({ ...draft.accuracy, acceptLow: '98', values: ['0.530', '0.560', '0.545'] });
    expect(saved!.precision).toEqual(draft.precision);
  });
});
