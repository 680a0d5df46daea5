// The reference O₂ a stack-gas sample's concentration is converted to (issue 30), from the emission standard its
// order point is judged against: the value the class's rows of the library carry (GB 13223-2011 gives it by the
// kind of boiler or turbine, §5.2, for every pollutant of that class), only where they all give the same one. A
// class whose rows give none (a value not read) leaves the entry to the analyst, and the screen says so.
import type { OrderPoint } from '../../schemas/business/orders.ts';
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import type { StandardOxygen } from '../../schemas/templates/oxygenRef.ts';
import { findIn, type Row, type Unit } from '../workflow/store.ts';
import { storedJson } from '../db/storedJson.ts';

/** The reference O₂ one class of a standard gives: the one value its rows agree on, else none. */
export function classOxygenRef(rows: StandardRow[], classCode: string): string | undefined {
  const values = new Set(rows.filter((r) => r.classCode === classCode).map((r) => r.oxygenRef ?? ''));
  return values.size === 1 ? [...values][0] || undefined : undefined;
}

/** Per sample of the sheet whose point chose a standard giving a reference O₂: that value and where it comes from. */
export async function sheetOxygenRefs(u: Unit, samples: Row[]): Promise<StandardOxygen[]> {
  // a sample belongs to a task, the task to the order whose points chose the standards
  const tasks = await findIn(u, 'tasks', [...new Set(samples.map((s) => Number(s.taskId)).filter(Boolean))]);
  const orders = await findIn(u, 'orders', [...new Set(tasks.map((x) => Number(x.orderId)))]);
  const standards = new Map<number, Row | undefined>();
  const out: StandardOxygen[] = [];
  for (const s of samples) {
    const order = orders.find((o) => o.id === Number(tasks.find((x) => x.id === Number(s.taskId))?.orderId));
    const point = (storedJson<OrderPoint[] | null>(order?.points) ?? []).find((p) => p.name === s.pointName && p.limitStandardId && p.limitClass);
    if (!point) continue;
    const id = point.limitStandardId!;
    if (!standards.has(id)) standards.set(id, await u.tx.selectFrom('limitStandards').selectAll().where('id', '=', id).executeTakeFirst());
    const std = standards.get(id);
    const value = std && classOxygenRef(storedJson<StandardRow[]>(std.rows) ?? [], point.limitClass!);
    if (!std || !value) continue;
    const cls = storedJson<Array<{ code: string; label: string; labelEn?: string }>>(std.classes).find((c) => c.code === point.limitClass);
    out.push({
      sampleNo: String(s.sampleNo),
      value,
      standardNo: String(std.standardNo),
      classLabel: cls?.label ?? point.limitClass!,
      ...(cls?.labelEn ? { classLabelEn: cls.labelEn } : {}),
    });
  }
  return out;
}
