// An uncertainty record's arithmetic (issue 33): what the server computes from a record's entries on every write, and
// the U a result in the record's range is given. Pure decimal (combine.ts); the record's declaration is records.ts.
import { Dec, decString, parseDec } from '../calc/decimal.ts';
import { combine, topDown, topDownComponents, type Component } from './combine.ts';
import type { UncertaintyRecord, UncertaintyResult } from './records.ts';

export type RecordEntries = Pick<UncertaintyRecord, 'approach' | 'level' | 'k' | 'components' | 'topDown'>;

/** Why a record's entries give no result, by the field's path (`components.2.u`, `topDown.charts`, `k`). */
export interface RecordIssue {
  path: (string | number)[];
  reason: 'notPositive' | 'kBelowOne' | 'missing' | 'notNumber';
}

const positive = (v: string | undefined, path: (string | number)[], issues: RecordIssue[]): Dec | undefined => {
  if (v === undefined) return undefined;
  const d = parseDec(v);
  if (d === null) issues.push({ path, reason: 'notNumber' });
  else if (d.lte(0)) issues.push({ path, reason: 'notPositive' });
  else return d;
  return undefined;
};

/**
 * The record's result at its level: uc, U = k·uc, their relative forms, and each component's share of uc² (what the
 * budget's bar chart draws). A bottom-up record combines its components; a top-down one its charts' pooled relative
 * spread u(Rw) and its biases' u(bias) (ISO 11352 / Nordtest TR 537), both relative.
 */
export function evaluateRecord(e: RecordEntries): { ok: true; result: UncertaintyResult; expandedRelative: string } | { ok: false; issues: RecordIssue[] } {
  const issues: RecordIssue[] = [];
  const level = positive(e.level, ['level'], issues);
  const k = parseDec(e.k ?? '2');
  if (k === null) issues.push({ path: ['k'], reason: 'notNumber' });
  else if (k.lt(1)) issues.push({ path: ['k'], reason: 'kBelowOne' });
  let components: Component[] = [];
  if (e.approach === 'bottom_up') {
    if (!e.components?.length) issues.push({ path: ['components'], reason: 'missing' });
    components = (e.components ?? []).flatMap((c, i): Component[] => {
      if ('relative' in c) {
        const relative = positive(c.relative, ['components', i, 'relative'], issues);
        return relative ? [{ name: c.name, relative }] : [];
      }
      const u = positive(c.u, ['components', i, 'u'], issues);
      const of = positive(c.of, ['components', i, 'of'], issues);
      return u ? [{ name: c.name, u, ...(of ? { of } : {}) }] : [];
    });
  } else {
    const t = e.topDown;
    if (!t) issues.push({ path: ['topDown'], reason: 'missing' });
    else {
      const charts = t.charts.flatMap((c, i) => {
        const s = positive(c.s, ['topDown', 'charts', i, 's'], issues);
        return s ? [{ s, n: c.n }] : [];
      });
      const biases = t.biases.flatMap((b, i) => {
        const bias = parseDec(b.bias);
        if (bias === null) issues.push({ path: ['topDown', 'biases', i, 'bias'], reason: 'notNumber' });
        const uCref = positive(b.uCref, ['topDown', 'biases', i, 'uCref'], issues);
        return bias && uCref ? [{ bias, uCref }] : [];
      });
      if (charts.length && biases.length && !issues.length) components = topDownComponents(topDown(charts, biases));
    }
  }
  if (issues.length || !level || !k) return { ok: false, issues };
  const c = combine(level, components);
  const U = c.uc.times(k);
  const uc2 = c.uc.pow(2);
  return {
    ok: true,
    result: {
      uc: decString(c.uc),
      ucRelative: decString(c.ucRelative),
      U: decString(U),
      URelative: decString(U.div(level)),
      k: decString(k),
      contributions: c.contributions.map((x) => ({ name: x.name, u: decString(x.u), share: decString(uc2.isZero() ? new Dec(0) : x.u.pow(2).div(uc2)) })),
    },
    expandedRelative: decString(U.div(level)),
  };
}

/** Whether a result lies in the record's range (ends included; an open end is no bound). */
export function inRange(rec: Pick<UncertaintyRecord, 'rangeLow' | 'rangeHigh'>, value: Dec): boolean {
  const low = rec.rangeLow ? parseDec(rec.rangeLow) : null;
  const high = rec.rangeHigh ? parseDec(rec.rangeHigh) : null;
  return (!low || value.gte(low)) && (!high || value.lte(high));
}

/** U for a result from an approved record: its relative expanded uncertainty × |result| (full value). */
export const expandedAt = (rec: Pick<UncertaintyRecord, 'expandedRelative'>, value: Dec): Dec | null =>
  rec.expandedRelative ? new Dec(rec.expandedRelative).times(value.abs()) : null;
