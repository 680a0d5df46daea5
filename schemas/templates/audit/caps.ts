// AUDIT.md "Significant-figure caps" (issue 30 deliver 1): for every template, its reporting rule as declared, whether
// a cap of significant figures applies, whether the results clause was read, and why the rule was chosen.
import type { AnyRoundRule } from '../../calc/round.ts';
import { capDecision } from '../manifest/caps.ts';
import type { TemplateDef } from '../types.ts';
import { NOT_READ, type StandardAudit } from './types.ts';

const ruleText = (r: AnyRoundRule): string => {
  if ('increment' in r) return `to ${r.increment}`;
  if ('significant' in r) return `${r.significant} s.f.`;
  const d = 'mdlDecimals' in r ? 'decimals as the MDL' : `${r.decimals} dp`;
  return r.maxSignificant ? `${d}, ≤ ${r.maxSignificant} s.f.` : d;
};

/** The rule each parameter (or the main result) reports by, as declared. */
function rulesOf(t: TemplateDef): string {
  const main = t.results[0];
  if (!main) return '—';
  const own = t.parameters.filter((p) => p.rounding).map((p) => `${p.code} ${ruleText(p.rounding!)}`);
  const tiers = main.roundingTiers?.map((x) => `< ${x.below}: ${ruleText(x.rounding)}`) ?? [];
  if (own.length > 0) return own.join('; ');
  return [...tiers, `${tiers.length ? 'else ' : ''}${ruleText(main.rounding)}`].join('; ');
}

/** Does the template's rule already bound its significant figures (a cap, s.f., tiers)? */
function bounded(t: TemplateDef): boolean {
  const rules = [...t.parameters.flatMap((p) => (p.rounding ? [p.rounding] : [])), ...(t.parameters.some((p) => p.rounding) ? [] : [t.results[0]?.rounding])];
  return rules.every((r) => r !== undefined && ('significant' in r || ('maxSignificant' in r && r.maxSignificant !== undefined) || 'increment' in r));
}

export function capRow(t: TemplateDef, audits: readonly StandardAudit[] = []): [string, string, string, string, string] {
  const d = capDecision(t.method.standard, t.family);
  const readClause = audits.find((a) => a.templates.includes(t.id) && a.reportingClause !== NOT_READ && !/not read/.test(a.reportingClause))?.reportingClause;
  const basis = t.results[0]?.reportingBasis;
  if (d) return [`≤ ${d.cap} s.f. (applied, issue 30)`, d.clause, d.why, '', ''];
  if (basis && bounded(t)) {
    const read = /\(read|as transcribed|as quoted/.test(basis);
    return ['bounded by the declared rule', read ? 'read (see reportingBasis)' : 'not read (recall, issue 14)', basis, '', ''];
  }
  if (t.method.standard === '—') return ['none', 'no standard cited', 'a generic record: the lab chooses the rule on the test item', '', ''];
  if (t.family === 'pretreatment' || t.family === 'solid-waste')
    return ['none', 'not read', 'a working quantity (mass, volume, ratio, pH or a criterion), not a concentration the cap is about', '', ''];
  if (bounded(t) && readClause)
    return ['bounded by the declared rule', `read: ${readClause}`, "the template declares the clause's rule (AUDIT.md standard row)", '', ''];
  if (bounded(t)) return ['bounded by the declared rule', 'not read', 'significant figures already (the template rule; no cap clause to add)', '', ''];
  return [
    'none',
    'not read',
    'no cap applied: the results clause was not read and the family (spectrophotometry, titration, gravimetry, electrodes, microbiology, soil physics, older GB methods) has no read or recalled clause with a cap, so the template keeps its decimals rather than guess one',
    '',
    '',
  ];
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function capTable(templates: readonly TemplateDef[], audits: readonly StandardAudit[]): string[] {
  const rows = [...templates]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((t) => {
      const [cap, clause, why] = capRow(t, audits);
      return `| ${[t.id, t.method.standard, rulesOf(t), cap, clause, why].map(cell).join(' | ')} |`;
    });
  const applied = templates.filter((t) => capDecision(t.method.standard, t.family)).length;
  return [
    `${applied} templates capped at three significant figures by issue 30 (their results clauses not read: the family rule, as each row says); the others as the table says.`,
    '',
    '| template | standard | reporting rule | cap | results clause | why |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
}
