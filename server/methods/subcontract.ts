// Items an order sends to a subcontractor (issue 32 item 4): each one of its point's test items, the subcontractor
// active and its CMA certificate in date on the order's day (the day it was written; today for a new one). A 400
// naming points.<i>.subcontracted otherwise, before anything is written.
import type { OrderPoint } from '../../schemas/business/orders.ts';
import { labDay } from '../../schemas/core/dates.ts';
import type { Tx } from '../db/index.ts';
import { labTimeZone } from '../db/settings.ts';
import { badRequest, type FieldError } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';

export interface SubcontractorView {
  id: number;
  name: string;
  certificateNo: string;
  validUntil: string;
  active: boolean;
}

export async function subcontractorsById(tx: Tx, idList: number[]): Promise<Map<number, SubcontractorView>> {
  if (!idList.length) return new Map();
  const rows = await tx.selectFrom('subcontractors').select(['id', 'name', 'certificateNo', 'validUntil', 'active']).where('id', 'in', idList).execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        name: String(r.name),
        certificateNo: String(r.certificateNo),
        validUntil: String(r.validUntil).slice(0, 10),
        active: r.active === true || r.active === 1,
      },
    ]),
  );
}

export async function checkSubcontracted(tx: Tx, lang: Lang, points: OrderPoint[], createdAt?: unknown): Promise<void> {
  const wanted = points.flatMap((p) => p.subcontracted ?? []);
  if (!wanted.length) return;
  const day = labDay(createdAt ? new Date(String(createdAt)) : new Date(), await labTimeZone(tx));
  const subs = await subcontractorsById(tx, [...new Set(wanted.map((w) => w.subcontractorId))]);
  const errors: FieldError[] = [];
  points.forEach((p, i) => {
    const field = `points.${i}.subcontracted`;
    const foreign = (p.subcontracted ?? []).filter((w) => !(p.parameterIds ?? []).includes(w.parameterId)).map((w) => String(w.parameterId));
    if (foreign.length) errors.push({ field, message: translate(lang, 'error.subcontractedItem', { items: foreign.join(', ') }) });
    for (const w of p.subcontracted ?? []) {
      const s = subs.get(w.subcontractorId);
      if (!s) errors.push({ field, message: translate(lang, 'error.referenceMissing', { field: `subcontractorId ${w.subcontractorId}` }) });
      else if (!s.active) errors.push({ field, message: translate(lang, 'error.subcontractorInactive', { name: s.name }) });
      else if (s.validUntil < day) errors.push({ field, message: translate(lang, 'error.subcontractorExpired', { name: s.name, until: s.validUntil, day }) });
    }
  });
  if (errors.length) throw badRequest('error.validation', { fields: [...new Set(errors.map((e) => e.field))].join(', ') }, errors);
}
