// The raw record computes with the lab's detection limit where the lab has verified one (issue 32 item 4: an approved
// HJ 168 study in date, server/methods/verifiedMdl.ts): the template's MDL of each such parameter is replaced, so the
// "< MDL" test, the "L"/"ND"/"<MDL" notation and the MDL stored with each result — which the report prints — are the
// lab's. One function for the server's evaluation (server/analysis/records.ts) and the record screen's
// (src/analysis/rawRecord/sheet.ts). An MDL a template computes per row (mdlFormula) stays the method's.
//
// The reporting digits stay the method's: a rule "as many decimals as the MDL" (mdlDecimals: HJ 803, HJ 781, HJ 680)
// reads the standard's MDL as the standard writes it, so it is fixed to that many decimals before the MDL is replaced
// (a verified MDL kept to ten places would otherwise report ten decimals).
import { decimalsOf, type AnyRoundRule } from '../calc/round.ts';
import type { TemplateDef } from '../templates/types.ts';

const fixedDigits = (rule: AnyRoundRule | undefined, standardMdl: string | undefined): AnyRoundRule | undefined =>
  rule && 'mdlDecimals' in rule && standardMdl
    ? { decimals: decimalsOf(standardMdl), ...(rule.maxSignificant !== undefined ? { maxSignificant: rule.maxSignificant } : {}) }
    : rule;

export function labMdlTemplate(
  template: TemplateDef,
  params: ReadonlyArray<{ mdl: string; mdlSource?: string | null; templateCode?: string | null }>,
): TemplateDef {
  const lab = new Map(params.filter((p) => p.mdlSource === 'verified' && p.templateCode).map((p) => [p.templateCode!, p.mdl]));
  if (!lab.size) return template;
  // the result's own rule, where the parameter has none (one rule without tiers: a tiered rule is left as it is)
  const shared = template.results.find((r) => !r.roundingTiers?.length && 'mdlDecimals' in r.rounding)?.rounding;
  return {
    ...template,
    parameters: template.parameters.map((tp) => {
      if (!lab.has(tp.code)) return tp;
      const rounding = fixedDigits(tp.rounding ?? shared, tp.mdl);
      return { ...tp, mdl: lab.get(tp.code)!, ...(rounding ? { rounding } : {}) };
    }),
  };
}
