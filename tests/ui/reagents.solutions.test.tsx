// A prepared solution's page (issue 34 item 2): what it was made from, the stored computation — c and u rounded for
// display by GB/T 8170 with the full values kept, each source by its label (never its code), its share of u² charted —
// and "save as recipe" offered only to a person who may write recipes.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { SolutionShow } from '../../src/reagents/SolutionShow.tsx';
import { Dec } from '../../schemas/calc/decimal.ts';
import { prepare } from '../../schemas/reagents/prepare.ts';
import { server, serveMsw, ok } from './msw.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

// the stock of the hand calculation in tests/unit/reagents.prepare.test.ts: 50 mg/L, u = 0.2541… mg/L
const computed = prepare({
  source: { kind: 'certified', value: new Dec('500'), unit: 'mg/L', U: new Dec('5'), k: new Dec('2') },
  amount: new Dec('10.00'),
  amountUnit: 'mL',
  amountTolerance: new Dec('0.020'),
  finalVolume: new Dec('100'),
  flaskTolerance: new Dec('0.10'),
  unit: 'mg/L',
});
if (!computed.ok) throw new Error('the stock gives a result');
const stock = {
  id: 41,
  solutionNo: 'SL20261129001',
  name: '氨氮标准储备液',
  level: 'stock',
  parents: [{ lotId: 7, amount: '10.00', amountUnit: 'mL', amountTolerance: '0.020' }],
  finalVolume: '100',
  flaskTolerance: '0.10',
  unit: 'mg/L',
  concentration: computed.result.concentration,
  u: computed.result.u,
  result: computed.result,
  preparedOn: '2026-11-26',
  shelfLifeDays: 30,
  expiresOn: '2026-12-26',
  status: 'approved',
  version: 3,
};

const as = (perms: string[]) => {
  forgetMe();
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'analyst' }, menulist: [{ name: 'reagents' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 9, username: 'analyst', nickname: '张分析', roles: ['ANALYST'], perms }))),
    http.get('*/admin/api/v1/dict/list', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/solutions/41/form', () => HttpResponse.json(ok(stock))),
    http.get('*/admin/api/v1/materialLots/options', () => HttpResponse.json(ok([{ value: 7, label: 'B2406031' }]))),
    http.get('*/admin/api/v1/solutionRecipes/options', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/parameters/options', () => HttpResponse.json(ok([]))),
  );
  mountScreen('/reagents/solutions/41/show', '/reagents/solutions/:id/show', 'solutions', <SolutionShow />);
};

describe("a prepared solution's page", () => {
  it('shows the parents, the steps, c and u rounded for display with their full values, each source by its label', async () => {
    as(['reagent:query', 'reagent:prepare']);
    await waitFor(() => expect(screen.getByTestId('parents').textContent).toContain('B2406031'));
    expect(screen.getByTestId('parents').textContent).toContain('± 0.020 mL');
    // u to two significant figures, c to u's place (GB/T 8170)
    expect(screen.getByTestId('c').textContent).toBe('50.00 mg/L');
    expect(screen.getByTestId('u').textContent).toBe('0.25 mg/L');
    expect(screen.getByTestId('u').getAttribute('data-full')).toBe(computed.result.u);
    const table = screen.getByTestId('contributions').textContent!;
    for (const label of ['证书值', '移取体积', '定容体积', 'U 5 mg/L ÷ k 2', '±0.02 mL ÷ √6']) expect(table).toContain(label);
    for (const code of ['certified', 'pipette', 'flask']) expect(table).not.toContain(code);
    const chart = screen.getByTestId('contribution-chart');
    expect(JSON.parse(chart.getAttribute('data-names')!)).toEqual(['证书值', '移取体积', '定容体积']);
    // shares of u²: 0.000025 / 0.0000258333… for the certificate
    expect(Number(JSON.parse(chart.getAttribute('data-shares')!)[0])).toBeCloseTo(0.000025 / 0.0000258333333333, 10);
    expect(screen.getByTestId('save-as-recipe')).toBeTruthy();
  });

  it('offers "save as recipe" only to a person who may write recipes', async () => {
    as(['reagent:query']);
    await waitFor(() => expect(screen.getByTestId('parents').textContent).toContain('B2406031'));
    expect(screen.getByTestId('c').textContent).toBe('50.00 mg/L');
    expect(screen.queryByTestId('save-as-recipe')).toBeNull();
  });
});
