// List filters from the schema's `filter` meta: 'q' → one search box, true → an equals/"in" input by kind,
// 'range' → from/to date inputs (field_gte / field_lte).
import type { ReactElement } from 'react';
import { SearchInput, NullableBooleanInput } from 'react-admin';
import { LabDateInput } from './dateInputs.tsx';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { inputFor } from './inputs.tsx';

export function filtersFor(r: AnyResource): ReactElement[] {
  const out: (ReactElement | null)[] = [];
  if (r.fieldList.some((f) => f.filter === 'q')) out.push(<SearchInput source="q" key="q" alwaysOn />);
  for (const f of r.fieldList) {
    if (f.filter === 'range') {
      const label = `resources.${r.name}.fields.${f.name}`;
      out.push(<LabDateInput source={`${f.name}_gte`} key={`${f.name}_gte`} label={label} helperText="app.filter.from" />);
      out.push(<LabDateInput source={`${f.name}_lte`} key={`${f.name}_lte`} label={label} helperText="app.filter.to" />);
    } else if (f.filter === true) {
      out.push(f.kind === 'bool' ? <NullableBooleanInput source={f.name} key={f.name} /> : inputFor(r, f, { filter: true }));
    }
  }
  return out.filter((e): e is ReactElement => !!e);
}
