// A sampling point's applicable standard and class (issue 19), chosen once at order entry: the report judges the
// point's results by it. The standards offered are the library's editions for the point's matrix (or its family);
// the classes are the chosen edition's own, by their names; the conditions those its rows give within that class
// (an industry of GB 8978, a stack height of GB 16297's emission rates, paddy land of GB 15618), where it has any.
import { SelectInput, useGetList, useGetOne, useSourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { matrixAccepts } from '../../schemas/business/lab.ts';
import { type OrderPoint } from '../../schemas/business/orders.ts';
import { raNameOf } from '../resources/names.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';

interface Edition {
  id: number;
  standardNo: string;
  title: string;
  titleEn?: string;
  matrix: string;
  classes: Array<{ code: string; label: string; labelEn?: string }>;
}

/** The conditions an edition's rows give within a class, in the table's order (rows without one apply otherwise). */
export const conditionsOf = (rows: Array<{ classCode: string; condition?: string }> | undefined, classCode: string | undefined) => [
  ...new Set((rows ?? []).filter((r) => r.classCode === classCode && r.condition).map((r) => r.condition!)),
];

export function useStandards(enabled = true): Edition[] {
  const { data } = useGetList<Edition>(
    raNameOf('limitStandards'),
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'standardNo', order: 'ASC' } },
    { enabled },
  );
  return data ?? [];
}

/** How a point's chosen standard and class read on a screen: the edition's number and title, the class's name. */
export function pointStandardText(p: Partial<OrderPoint>, standards: Edition[], en: boolean): { standard?: string; cls?: string } {
  const s = standards.find((x) => x.id === p.limitStandardId);
  if (!s) return {};
  const c = s.classes.find((x) => x.code === p.limitClass);
  return { standard: `${s.standardNo} ${en && s.titleEn ? s.titleEn : s.title}`, cls: c ? (en && c.labelEn ? c.labelEn : c.label) : undefined };
}

export function PointStandard({ row, standards }: { row: Partial<OrderPoint> | undefined; standards: Edition[] }) {
  const [locale] = useLanguage();
  const en = locale === 'en';
  const offered = standards
    .filter((s) => matrixAccepts(String(row?.matrix ?? ''), s.matrix) || s.id === row?.limitStandardId)
    .map((s) => ({ id: s.id, name: `${s.standardNo} ${en && s.titleEn ? s.titleEn : s.title}` }));
  const chosen = standards.find((s) => s.id === row?.limitStandardId);
  const classes = (chosen?.classes ?? []).map((c) => ({ id: c.code, name: en && c.labelEn ? c.labelEn : c.label }));
  // the rows are read only for the chosen edition (a library's rows run to a thousand and more)
  const { data: edition } = useGetOne<{ id: number; rows?: Array<{ classCode: string; condition?: string }> }>(
    raNameOf('limitStandards'),
    { id: row?.limitStandardId ?? 0 },
    { enabled: !!chosen },
  );
  const conditions = conditionsOf(edition?.rows, row?.limitClass).map((c) => ({ id: c, name: c }));
  // a condition belongs to the class (and edition) it was chosen in: another class or standard clears it, else it
  // would be saved against rows that do not give it (the server refuses that) or read as the wrong class's
  const { getValues, setValue } = useFormContext();
  const conditionSource = useSourceContext().getSource('limitCondition');
  const clearCondition = () => {
    if (getValues(conditionSource)) setValue(conditionSource, '', { shouldDirty: true });
  };
  return (
    <>
      <SelectInput
        source="limitStandardId"
        label="wf.order.standard"
        choices={offered}
        translateChoice={false}
        emptyText="wf.order.noStandard"
        onChange={clearCondition}
        helperText={false}
        sx={{ minWidth: 240 }}
      />
      <SelectInput
        source="limitClass"
        label="wf.order.standardClass"
        choices={classes}
        translateChoice={false}
        disabled={!chosen}
        onChange={clearCondition}
        helperText={false}
        sx={{ minWidth: 160 }}
      />
      <SelectInput
        source="limitCondition"
        label="wf.order.standardCondition"
        choices={conditions}
        translateChoice={false}
        emptyText="wf.order.noCondition"
        disabled={conditions.length === 0 && !row?.limitCondition}
        helperText={false}
        // with a class chosen, no condition reads as what it means (the class's general limits), not as an empty field
        {...(row?.limitClass ? { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } } : {})}
        sx={{ minWidth: 180 }}
      />
    </>
  );
}
