// The QC plan's items as the QC routes take them: validated with the schema's item (schemas/business/qc.ts),
// each refusal naming the item, its parameter and its field in the user's language, and spike / CRM units checked
// against the parameter's own unit (a spike in mg/kg on a mg/L parameter cannot be turned into a recovery).
import { z } from 'zod';
import { qcItem, convertConcentration, type QcItem } from '../../schemas/business/qc.ts';
import { badRequest, type FieldError } from '../http/errors.ts';
import { fieldErrors } from '../http/zodErrors.ts';
import { translate, type Lang } from '../http/messages.ts';
import type { RequestContext } from '../crud/context.ts';
import { formOf } from '../workflow/http.ts';
import { strictJson } from '../http/strictJson.ts';
import type { Unit } from '../workflow/store.ts';

type ParamRow = { id: number; name: string; unit: string };
type Row = Record<string, unknown>;

/** "第2项 加标回收 · 氨氮 · 加标量" for `items.1.spikes.0.amount`. */
export function fieldLabel(path: string, items: unknown[], names: Map<number, string>, lang: Lang): string {
  const m = /^items\.(\d+)(?:\.(spikes|crms)\.(\d+))?\.?(\w+)?/.exec(path);
  if (!m) return path;
  const item = (items[Number(m[1])] ?? {}) as { type?: string; spikes?: Array<{ parameterId?: unknown }>; crms?: Array<{ parameterId?: unknown }> };
  const parts = [translate(lang, 'qc.field.item', { n: Number(m[1]) + 1, type: item.type ? translate(lang, `qc.type.${item.type}`) : '' }).trim()];
  if (m[2]) {
    const pid = Number(item[m[2] as 'spikes' | 'crms']?.[Number(m[3])]?.parameterId);
    parts.push(names.get(pid) ?? translate(lang, 'qc.field.row', { n: Number(m[3]) + 1 }));
  }
  if (m[4]) parts.push(translate(lang, `qc.field.${m[4]}`));
  return parts.join(' · ');
}

async function namesOf(u: Pick<Unit, 'tx'>, items: unknown[]): Promise<Map<number, ParamRow>> {
  const pids = new Set<number>();
  for (const i of items as Array<Record<string, unknown>>) {
    for (const list of [i?.spikes, i?.crms])
      if (Array.isArray(list))
        for (const x of list) {
          const n = Number((x as Row)?.parameterId);
          if (Number.isInteger(n) && n > 0) pids.add(n);
        }
    if (Array.isArray(i?.parameterIds))
      for (const p of i.parameterIds) {
        const n = Number(p);
        if (Number.isInteger(n) && n > 0) pids.add(n);
      }
  }
  const rows = pids.size
    ? await u.tx
        .selectFrom('parameters')
        .select(['id', 'name', 'unit'])
        .where('id', 'in', [...pids])
        .execute()
    : [];
  return new Map(rows.map((r) => [r.id as number, { id: r.id as number, name: String(r.name), unit: String(r.unit) }]));
}

function refuse(errors: FieldError[], items: unknown[], params: Map<number, ParamRow>, lang: Lang): never {
  const names = new Map([...params].map(([id, p]) => [id, p.name]));
  const fields = [...new Set(errors.map((e) => `${fieldLabel(e.field, items, names, lang)}：${e.message}`))].slice(0, 10).join('；');
  throw badRequest('error.qcItems', { fields }, errors);
}

/** A QC route's body: `rest` and the plan's items (the schema the route declares and parseItems validates with). */
export const qcItemsBody = <S extends z.ZodRawShape>(rest: S, required: boolean) =>
  z.object({ ...rest, items: required ? z.array(qcItem).max(200) : z.array(qcItem).max(200).optional() });

/**
 * Parses a QC route's body whose `items` are QC items: the other fields with `rest`, the items with the schema's
 * qcItem, then every spike's and CRM's unit against its parameter. A refusal is one 400 with every field error.
 */
export async function parseItems<S extends z.ZodRawShape>(u: Pick<Unit, 'tx'>, rest: S, body: unknown, ctx: RequestContext, required: boolean) {
  // a form's text is decoded; JSON is taken as sent, its numbers strict (server/http/strictJson)
  const form = ctx.textBody ? formOf(body) : body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {};
  const schema = qcItemsBody(rest, required);
  const parsed = (ctx.textBody ? schema : strictJson(schema)).safeParse(form);
  const raw = Array.isArray(form.items) ? form.items : [];
  const params = await namesOf(u, raw);
  if (!parsed.success) refuse(fieldErrors(parsed.error, ctx.lang, form), raw, params, ctx.lang);
  const out = parsed.data as z.output<typeof schema> & { items?: QcItem[] };
  const errors: FieldError[] = [];
  (out.items ?? []).forEach((item, n) => {
    for (const key of ['spikes', 'crms'] as const) {
      item[key].forEach((x, k) => {
        const p = params.get(x.parameterId);
        if (p && convertConcentration('1', x.unit, p.unit) === null) {
          errors.push({ field: `items.${n}.${key}.${k}.unit`, message: translate(ctx.lang, 'validation.qcUnit', { unit: x.unit, target: p.unit }) });
        }
      });
    }
  });
  if (errors.length) refuse(errors, raw, params, ctx.lang);
  return out;
}
