// /admin/analform/{templateId}: a raw-record template's definition, and a dry run of the calculation engine over
// given inputs (nothing is stored) — what a lab does to try a template on known values before using it.
import type { FastifyInstance } from 'fastify';
import { evaluateRecord, findTemplate, calcMessages } from '../../../schemas/templates/index.ts';
import type { RecordInput, TemplateDef } from '../../../schemas/templates/index.ts';
import { formulaVariables } from '../../../schemas/calc/index.ts';
import type { AppServices } from '../../services.ts';
import { contextOf } from '../../crud/context.ts';
import { badRequest, envelope, notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import type { RouteAccess } from '../../http/types.ts';
import { definitionAnswer, evaluateAnswer, evaluateBody, evaluateRefusal, templateParams, type EvaluateBody } from './schemas.ts';
import { bodyErrors, unknownKeys } from './strict.ts';
import { cellLabel, evaluatePathLabel } from './paths.ts';
import type { RecordEvaluation, ResultValue } from '../../../schemas/templates/index.ts';

/** Lab admins hold analform:query; analysts, checkers and reviewers read templates through analysis:query. */
const ACCESS: RouteAccess = ['analform:query', 'analysis:query'];
const tags = ['analform'];

function templateOf(id: string): TemplateDef {
  // a Detail route name answers its template too
  const t = findTemplate(id);
  if (!t) throw notFound('error.notFound');
  return t;
}

export function definitionOf(t: TemplateDef) {
  const formulas = [
    ...t.computed.map((c) => ({
      kind: 'computed' as const,
      key: c.key,
      label: c.label,
      unit: c.unit,
      formula: c.formula,
      variables: formulaVariables(c.formula),
    })),
    ...t.results.map((r) => ({
      kind: 'result' as const,
      key: r.key,
      label: r.label,
      unit: r.unit,
      formula: r.formula,
      variables: formulaVariables(r.formula),
    })),
  ];
  return { ...t, formulas };
}

/** Cells arrive as text or numbers; the engine takes decimal strings only. */
const text = (v: string | number | undefined): string | undefined => (v === undefined ? undefined : String(v));
const texts = (o: Record<string, string | number> | undefined) => Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, String(v)]));

export function recordOf(b: EvaluateBody): RecordInput {
  const c = b.curve;
  const q = b.qc;
  return {
    header: texts(b.header),
    rows: b.rows.map((r) => ({ sampleId: r.sampleId, ...(r.parameter ? { parameter: r.parameter } : {}), inputs: texts(r.inputs) })),
    ...(c
      ? {
          curve: {
            ...(c.points ? { points: c.points.map((p) => ({ x: String(p.x), y: String(p.y) })) } : {}),
            ...(c.slope !== undefined ? { slope: String(c.slope) } : {}),
            ...(c.intercept !== undefined ? { intercept: String(c.intercept) } : {}),
            ...(c.r !== undefined ? { r: String(c.r) } : {}),
          },
        }
      : {}),
    ...(q
      ? {
          qc: {
            ...(q.blanks ? { blanks: q.blanks } : {}),
            ...(q.duplicates ? { duplicates: q.duplicates } : {}),
            ...(q.spikes
              ? {
                  spikes: q.spikes.map((s) => ({
                    sampleId: s.sampleId,
                    spikedSampleId: s.spikedSampleId,
                    ...(s.parameter ? { parameter: s.parameter } : {}),
                    added: text(s.added),
                    c0: text(s.c0),
                    v0: text(s.v0),
                    v1: text(s.v1),
                  })),
                }
              : {}),
            ...(q.crms
              ? {
                  crms: q.crms.map((x) => ({
                    sampleId: x.sampleId,
                    ...(x.parameter ? { parameter: x.parameter } : {}),
                    certified: String(x.certified),
                    halfRange: String(x.halfRange),
                  })),
                }
              : {}),
            ...(q.ccv ? { ccv: q.ccv.map((x) => ({ expected: String(x.expected), measured: String(x.measured) })) } : {}),
          },
        }
      : {}),
  };
}

/** The engine's message keys in the caller's language (polyglot-style %{name} placeholders). */
export function calcText(lang: Lang, key: string, params: Record<string, string | number>): string {
  const table = calcMessages[lang === 'en' ? 'en' : 'zh-CN'] as Record<string, string>;
  return (table[key] ?? key).replace(/%\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/**
 * The answer in the caller's language: cell errors get their text; a judgement (flag) comes back as its code
 * ("hazardous") with the localised label, which is also what `display` prints, and its decision rule with a label.
 */
function localised(ev: RecordEvaluation, lang: Lang, t: TemplateDef) {
  type Answered = Omit<ResultValue, 'decision'> & { label?: string; decision?: { comparison: string; basis: string; label: string } };
  const result = (r: ResultValue): Answered => {
    const { decision: rule, ...rest } = r;
    if (r.flag === undefined) return rest;
    const label = calcText(lang, r.display, {});
    const decision = rule && {
      comparison: rule.comparison,
      basis: rule.basis[lang === 'en' ? 'en' : 'zh'],
      label: calcText(lang, `calc.decision.${rule.comparison}`, {}),
    };
    return { ...rest, display: label, label, ...(decision ? { decision } : {}) };
  };
  return {
    ...ev,
    rows: ev.rows.map((row) => ({ ...row, results: row.results.map(result), ...(row.result ? { result: result(row.result) } : {}) })),
    ...(ev.samples ? { samples: ev.samples.map((s) => (s.result ? { ...s, result: result(s.result) } : s)) } : {}),
    // the text names a cell by its label (必填：分析日期, not analysisDate); params keep the key for programs
    errors: ev.errors.map((e) => ({
      ...e,
      text: calcText(lang, e.message, typeof e.params.input === 'string' ? { ...e.params, input: cellLabel(t, e.params.input, lang) } : e.params),
    })),
  };
}

export async function registerAnalformRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get(
    '/admin/analform/:templateId',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'A raw-record template: header fields and inputs (keys, units, labels), formulas, results, QC rules, example',
        params: templateParams,
        response: { 200: definitionAnswer },
      },
    },
    async (req) => {
      const { templateId } = services.crud.validate(templateParams as never, req.params, contextOf(req)) as { templateId: string };
      return envelope(definitionOf(templateOf(templateId)));
    },
  );

  app.post(
    '/admin/analform/:templateId/evaluate',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Compute a record from given inputs without saving anything; cell problems come back in `errors` (200); a malformed body, a key the template does not have, or a missing/unknown parameter on a multi-analyte template is 400 naming its row and key',
        params: templateParams,
        body: evaluateBody,
        response: { 200: evaluateAnswer, 400: evaluateRefusal },
      },
    },
    async (req) => {
      const ctx = contextOf(req);
      const { templateId } = services.crud.validate(templateParams as never, req.params, ctx) as { templateId: string };
      // the body is judged before the template is looked up: a malformed body is 400 whatever the template (the
      // document's promise), worded by the template when there is one
      const parsed = evaluateBody.safeParse(req.body ?? {});
      // each refused path in words (第1行（样品 S1） · 吸光度), beside the machine-readable field, row and key
      const rows = (req.body as { rows?: unknown } | undefined)?.rows;
      const sampleOf = (n: number) => {
        const id = Array.isArray(rows) ? (rows[n] as { sampleId?: unknown } | undefined)?.sampleId : undefined;
        return typeof id === 'string' && id.length <= 64 ? id : undefined;
      };
      const worded = <E extends { field: string }>(e: E) => ({ ...e, label: evaluatePathLabel(findTemplate(templateId), e.field, ctx.lang, sampleOf) });
      if (!parsed.success) {
        const errors = bodyErrors(parsed.error, ctx.lang, req.body).map(worded);
        throw badRequest('error.validation', { fields: [...new Set(errors.map((e) => e.field))].join(', ') }, errors);
      }
      const template = templateOf(templateId);
      const body: EvaluateBody = parsed.data;
      const record = recordOf(body);
      const unknown = unknownKeys(template, record);
      if (unknown.length) {
        const errors = unknown.map((u) => worded({ field: u.field, row: u.row, key: u.key, message: calcText(ctx.lang, u.message, u.params) }));
        throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
      }
      const ev = evaluateRecord(template, record, body.notation ? { notation: body.notation } : {});
      return envelope(localised(ev, ctx.lang, template));
    },
  );
}
