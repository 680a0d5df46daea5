// Issue 33: the agreed decision rule over the library's simple judgement, and when U is printed — the pure pieces the
// report's judgement uses (server/standards/judge.ts underRule, server/reports/uncertaintyUsed.ts showUncertainty).
import { describe, expect, it } from 'vitest';
import { Dec } from '../../../schemas/calc/decimal.ts';
import { guardedVerdict, underRule } from '../../../server/standards/judge.ts';
import { showUncertainty, type UsedUncertainty } from '../../../server/reports/uncertaintyUsed.ts';

const d = (x: string) => new Dec(x);
const used = (U: string, alwaysReport = false): UsedUncertainty => ({
  recordId: 1,
  recordNo: 'UC1',
  version: 1,
  U,
  k: '2',
  alwaysReport,
  printed: { value: '', U: '', text: '' },
});

describe('the agreed rule over the simple judgement', () => {
  it('keeps the simple verdict under simple acceptance and where no rule was agreed', () => {
    expect(underRule('notConform', d('152'), '≤150', { rule: 'simple', U: d('6') })).toEqual({ verdict: 'notConform' });
    expect(underRule('notConform', d('152'), '≤150', { rule: null })).toEqual({ verdict: 'notConform' });
  });
  it('judges guarded acceptance with w = U: across the limit inconclusive, wholly inside or outside pass or fail', () => {
    expect(underRule('notConform', d('152'), '≤150', { rule: 'guarded', U: d('6') })).toEqual({ verdict: 'inconclusive' });
    expect(underRule('conform', d('140'), '≤150', { rule: 'guarded', U: d('6') })).toEqual({ verdict: 'conform' });
    expect(underRule('notConform', d('160'), '≤150', { rule: 'guarded', U: d('6') })).toEqual({ verdict: 'notConform' });
    // an end on a "≤" limit is inside it (as the library reads the limit): 144 + 6 = 150 conforms
    expect(guardedVerdict(d('144'), d('6'), '≤150')).toBe('conform');
    expect(guardedVerdict(d('144'), d('6'), '<150')).toBe('inconclusive');
    // a range: pH 6~9, 8.8 ± 0.3 crosses 9
    expect(guardedVerdict(d('8.8'), d('0.3'), '6~9')).toBe('inconclusive');
    // U scaled with the value (μg/L result against a mg/L limit: k = 0.001)
    expect(underRule('notConform', d('0.152'), '≤0.150', { rule: 'guarded', U: d('6') }, d('0.001'))).toEqual({ verdict: 'inconclusive' });
  });
  it('does not judge under guarded acceptance without a U, and says why', () => {
    expect(underRule('notConform', d('152'), '≤150', { rule: 'guarded' })).toEqual({ verdict: 'undetermined', noU: true });
  });
});

describe('when U is printed', () => {
  it('when the order asks, the record always reports, or |x − L| ≤ U', () => {
    expect(showUncertainty(used('6'), d('120'), [d('150')], true)).toBe(true);
    expect(showUncertainty(used('6', true), d('120'), [d('150')], false)).toBe(true);
    expect(showUncertainty(used('6'), d('120'), [d('150')], false)).toBe(false);
    expect(showUncertainty(used('6'), d('144'), [d('150')], false)).toBe(true);
    expect(showUncertainty(used('6'), d('143.9'), [d('150')], false)).toBe(false);
    expect(showUncertainty(used('0.3'), d('6.2'), [d('6'), d('9')], false)).toBe(true);
  });
});
