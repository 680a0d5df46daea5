// A method verification's detection-limit study computed in the UI (issue 32 done-when: "a study computed in the UI
// matches the route and the published example"): typing the replicates of Hach's worked example into the edit form
// shows, live, the figures tests/api/methods.mdl.test.ts reads from POST /admin/methods/mdl-study/evaluate for the
// same body (the same pure function, schemas/methods/mdl.ts); too few replicates or a non-number are said, not
// computed. The verification's page shows the stored study: reported values, each full value behind its tooltip.
import { describe, expect, it, beforeEach, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { VerificationEdit } from '../../src/methods/VerificationForms.tsx';
import { VerificationShow } from '../../src/methods/VerificationShow.tsx';
import { server, serveMsw, ok } from './msw.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

/** Hach DR/850 manual, "Chemical Analysis Information", Method Detection Limit, p. 45: iron, 8 portions of 0.010 mg/L. */
const HACH = ['0.009', '0.010', '0.009', '0.010', '0.008', '0.011', '0.010', '0.009'];

const draft = {
  id: 21,
  verificationNo: 'YZ20260001',
  methodStandardId: 5,
  matrix: 'water',
  parameterId: 11,
  standardMdl: '0.003',
  status: 'draft',
  version: 1,
};
const stored = {
  ...draft,
  status: 'submitted',
  version: 2,
  mdlStudy: { values: HACH, analysisSheetIds: [] },
  mdlResult: {
    n: 8,
    mean: '0.0095',
    s: '0.00092582009977255146',
    t: '2.998',
    mdl: '0.0027756086591181092',
    loq: '0.011102434636472437',
    ratio: '3.4226727059636',
    verdict: 'pass',
    reasons: [],
    reported: { mean: '0.0095', s: '0.000926', mdl: '0.0027756086591181092', loq: '0.011102434636472437' },
  },
  precision: { levels: [{ level: '0.5 mg/L', values: ['0.51', '0.49', '0.50', '0.52', '0.48', '0.50'] }] },
  precisionResult: {
    levels: [
      { level: '0.5 mg/L', n: 6, mean: '0.5', s: '0.014142135623730951', rsd: '2.8284271247461902', reported: { mean: '0.500', s: '0.0141', rsd: '2.8' } },
    ],
  },
  verdict: 'pass',
  verifiedMdl: '0.0027756086591181092',
  submittedBy: '郑质控',
};

beforeEach(() => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'capability' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () =>
      HttpResponse.json(ok({ userId: 9, username: 'qa', nickname: '郑质控', roles: ['QA'], perms: ['method:query', 'method:edit', 'method:decide'] })),
    ),
    http.get('*/admin/api/v1/dict/list', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/methodVerifications/21/form', () => HttpResponse.json(ok(draft))),
    http.get('*/admin/api/v1/methodVerifications/22/form', () => HttpResponse.json(ok({ ...stored, id: 22 }))),
    http.get('*/admin/api/v1/methodStandards/options', () => HttpResponse.json(ok([{ value: 5, label: 'HJ 535-2009' }]))),
    http.get('*/admin/api/v1/parameters/options', () => HttpResponse.json(ok([{ value: 11, label: '氨氮' }]))),
  );
});

const mount = (path: string, route: string, element: React.ReactNode) => mountScreen(path, route, 'methodVerifications', element);

const text = (id: string) => screen.getByTestId(id).textContent;
const full = (id: string) => screen.getByTestId(id).getAttribute('data-full');

describe('the detection-limit study on the verification form', () => {
  it("computes Hach's example live as the replicates are typed, with the route's figures", async () => {
    mount('/capability/verifications/21', '/capability/verifications/:id', <VerificationEdit />);
    const input = await screen.findByTestId('mdl-values');
    // six typed: not yet a study, and it says why
    fireEvent.change(input, { target: { value: HACH.slice(0, 6).join(' ') } });
    expect((await screen.findByTestId('mdl-issues')).querySelector('[data-issue="tooFew"]')).toBeTruthy();
    fireEvent.change(input, { target: { value: [...HACH.slice(0, 6), 'x'].join(' ') } });
    expect(screen.getByTestId('mdl-issues').textContent).toContain('第 7 个测定值不是数字');
    // all eight, one per line as pasted from a sheet
    fireEvent.change(input, { target: { value: HACH.join('\n') } });
    await screen.findByTestId('mdl-figures');
    expect(text('mdl-n')).toBe('8');
    expect(text('mdl-t')).toBe('2.998');
    expect(text('mdl-mean')).toBe('0.0095');
    expect(text('mdl-s')).toBe('0.000926');
    // the full values as the route answers them (tests/api/methods.mdl.test.ts)
    expect(full('mdl-s')!.startsWith('0.00092582009977255')).toBe(true);
    expect(full('mdl-mdl')!.startsWith('0.0027756086591181')).toBe(true);
    expect(full('mdl-loq')!.startsWith('0.011102434636472')).toBe(true);
    expect(full('mdl-ratio')!.startsWith('3.4226727059636')).toBe(true);
    expect(text('mdl-ratio')).toBe('3.42');
    // the published example's figures: MDL 0.003 mg/L to its one significant figure
    expect(Number(full('mdl-mdl')).toPrecision(1)).toBe('0.003');
    expect(screen.getByTestId('mdl-verdict').textContent).toBe('满足要求');
  });

  it('says why a study must be redone', async () => {
    mount('/capability/verifications/21', '/capability/verifications/:id', <VerificationEdit />);
    fireEvent.change(await screen.findByTestId('mdl-values'), { target: { value: '10.0 10.1 10.2 10.0 10.1 10.2 10.1' } });
    await screen.findByTestId('mdl-figures');
    expect(screen.getByTestId('mdl-verdict').textContent).toBe('需重做');
    expect(document.querySelector('[data-reason="meanAboveTenMdl"]')!.textContent).toContain('高于 10 倍检出限');
    expect(document.querySelector('[data-reason="mdlAboveStandard"]')).toBeTruthy();
  });
});

describe("the verification's page", () => {
  it('shows the entries and the stored results, reported values with the full ones behind them, and offers the signed approval', async () => {
    mount('/capability/verifications/22/show', '/capability/verifications/:id/show', <VerificationShow />);
    const mdl = await screen.findByTestId('verification-mdl');
    expect(mdl.querySelector('[data-testid="replicates"]')!.textContent).toBe(HACH.join('  '));
    expect(text('mdl-s')).toBe('0.000926');
    expect(full('mdl-s')).toBe('0.00092582009977255146');
    const precision = screen.getByTestId('verification-precision');
    expect(precision.textContent).toContain('2.8');
    expect(precision.querySelector('[data-full="2.8284271247461902"]')!.textContent).toBe('2.8');
    await waitFor(() => expect(document.querySelector('[data-transition="approve"]')).toBeTruthy());
    expect(document.querySelector('[data-transition="return"]')).toBeTruthy();
  });

  it('downloads the verification report the server prints, saved under its number', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/admin/methods/verifications/22/pdf', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="YZ20260001.pdf"' } });
      }),
    );
    const saved: string[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      mount('/capability/verifications/22/show', '/capability/verifications/:id/show', <VerificationShow />);
      fireEvent.click(await screen.findByRole('button', { name: '下载验证报告' }));
      await waitFor(() => expect(saved).toEqual(['YZ20260001.pdf']));
      expect(asked).toEqual(['/admin/methods/verifications/22/pdf']);
      expect((created.mock.calls[0][0] as Blob).type).toBe('application/pdf');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
