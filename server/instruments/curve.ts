// The file's calibration standards as the raw record's curve (issue 20): a parser that reads a layout with standards
// gives their points (x the known concentration, y the response — server/instruments/types.ts CalibrationPoint);
// here they are grouped into one candidate curve per analyte of the sheet, offered in the preview, and the points the
// analyst keeps become `record.curve.points`, from which the template engine fits slope, intercept and r as for
// typed points. A record has one curve, so on a multi-element sheet the analyst picks whose standards it holds.
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { badRequest } from '../http/errors.ts';
import { isNumeric, keyOf, type MatchParam } from './match.ts';
import type { CalibrationPoint } from './types.ts';

export interface CurveCandidate {
  analyte: string;
  /** the template's parameter code the analyte resolves to */
  parameter: string;
  unit?: string;
  xReported: boolean;
  points: Array<CalibrationPoint & { key: string }>;
}

/** One candidate per analyte of the file that is a parameter of the sheet; points with a number on both axes, in file order. */
export function curveCandidates(
  template: TemplateDef,
  points: CalibrationPoint[] | undefined,
  paramOf: (analyte: string) => MatchParam | undefined,
): CurveCandidate[] {
  if (!template.curve || !points?.length) return [];
  const by = new Map<string, CurveCandidate>();
  for (const p of points) {
    if (!isNumeric(p.x) || !isNumeric(p.y)) continue;
    const param = paramOf(p.analyte);
    if (!param) continue;
    let c = by.get(p.analyte);
    if (!c) by.set(p.analyte, (c = { analyte: p.analyte, parameter: param.templateCode, ...(p.unit ? { unit: p.unit } : {}), xReported: false, points: [] }));
    c.points.push({ ...p, key: keyOf(p) });
    if (p.xReported) c.xReported = true;
  }
  return [...by.values()];
}

/**
 * The commit's choice (an analyte's candidate and the keys of the points kept) as the record's curve; a choice the
 * file does not offer, or a template without a curve, is a 400 naming what is wrong.
 */
export function chosenCurve(
  template: TemplateDef,
  candidates: CurveCandidate[],
  choice: { analyte: string; keys: string[] },
): { points: Array<{ x: string; y: string }> } {
  if (!template.curve) throw badRequest('instrument.error.curve_not_in_template', { template: template.id });
  const c = candidates.find((x) => x.analyte === choice.analyte);
  if (!c) throw badRequest('instrument.error.curve_invalid', { analyte: choice.analyte });
  const keep = new Set(choice.keys);
  const unknown = choice.keys.find((k) => !c.points.some((p) => p.key === k));
  if (unknown) throw badRequest('instrument.error.curve_point_invalid', { key: unknown, analyte: choice.analyte });
  return { points: c.points.filter((p) => keep.has(p.key)).map((p) => ({ x: p.x.trim(), y: p.y.trim() })) };
}
