// The applicable standard an order point names (issue 19) is checked where the order is written: the edition must
// exist, the class must be one it defines, and a condition within that class (an industry of GB 8978, a stack height
// of GB 16297's rates, 湖、库 of GB 3838) must be one the edition's rows give for that class. Without the last check a
// mistyped or stale condition fell back silently to the class's general rows, and the report judged against them.
import type { Tx } from '../db/index.ts';
import type { FieldError } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import type { OrderPoint } from '../../schemas/business/orders.ts';
import { storedJson } from '../db/storedJson.ts';

/** Field errors (points.N.limitStandardId / limitClass / limitCondition) in the user's language; empty when all fit. */
export async function pointStandardErrors(tx: Tx, points: OrderPoint[], lang: Lang): Promise<FieldError[]> {
  const sids = [...new Set(points.map((p) => p.limitStandardId).filter((x): x is number => !!x))];
  // the rows (a thousand and more for some editions) are read only when a point names a condition
  const withRows = points.some((p) => p.limitStandardId && p.limitCondition);
  const found = sids.length
    ? await tx
        .selectFrom('limitStandards')
        .select(['id', 'standardNo', 'classes'])
        .$if(withRows, (q) => q.select('rows'))
        .where('id', 'in', sids)
        .execute()
    : [];
  const standards = new Map(
    found.map((x) => [
      Number(x.id),
      {
        no: String(x.standardNo),
        classes: storedJson<Array<{ code: string; label: string; labelEn?: string }>>(x.classes) ?? [],
        rows: storedJson<Array<{ classCode: string; condition?: string }> | undefined>(x.rows) ?? [],
      },
    ]),
  );
  const errors: FieldError[] = [];
  points.forEach((p, i) => {
    if (!p.limitStandardId) {
      // a condition means nothing without the standard and class it narrows
      if (p.limitCondition) errors.push({ field: `points.${i}.limitCondition`, message: translate(lang, 'error.standardConditionAlone') });
      return;
    }
    const std = standards.get(p.limitStandardId);
    if (!std) errors.push({ field: `points.${i}.limitStandardId`, message: translate(lang, 'error.referenceMissing', { field: String(p.limitStandardId) }) });
    else if (!p.limitClass || !std.classes.some((c) => c.code === p.limitClass)) {
      errors.push({
        field: `points.${i}.limitClass`,
        message: translate(lang, 'error.standardClass', { standard: std.no, classes: std.classes.map((c) => c.code).join(', ') }),
      });
    } else if (p.limitCondition) {
      const cls = std.classes.find((c) => c.code === p.limitClass)!;
      const conditions = [...new Set(std.rows.filter((r) => r.classCode === p.limitClass && r.condition).map((r) => r.condition!))];
      if (!conditions.includes(p.limitCondition)) {
        errors.push({
          field: `points.${i}.limitCondition`,
          message: translate(lang, conditions.length ? 'error.standardCondition' : 'error.standardNoCondition', {
            standard: std.no,
            class: (lang === 'en' && cls.labelEn) || cls.label || cls.code,
            condition: p.limitCondition.slice(0, 64),
            conditions: conditions.join('、'),
          }),
        });
      }
    }
  });
  return errors;
}
