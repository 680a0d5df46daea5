// The raw record computes with the lab's detection limit where the lab has verified one (issue 32 item 4: an approved
// HJ 168 study in date, server/methods/verifiedMdl.ts): the template's MDL of each such parameter is replaced, so the
// "< MDL" test, the "L"/"ND"/"<MDL" notation and the MDL stored with each result — which the report prints — are the
// lab's. One function for the server's evaluation (server/analysis/records.ts) and the record screen's
// (src/analysis/rawRecord/sheet.ts). An MDL a template computes per row (mdlFormula) stays the method's.
import type { TemplateDef } from '../templates/types.ts';

export function labMdlTemplate(
  template: TemplateDef,
  params: ReadonlyArray<{ mdl: string; mdlSource?: string | null; templateCode?: string | null }>,
): TemplateDef {
  const lab = new Map(params.filter((p) => p.mdlSource === 'verified' && p.templateCode).map((p) => [p.templateCode!, p.mdl]));
  if (!lab.size) return template;
  return { ...template, parameters: template.parameters.map((tp) => (lab.has(tp.code) ? { ...tp, mdl: lab.get(tp.code)! } : tp)) };
}
