// A table of the records of another resource that point at this one (a method standard's verifications and scope
// lines, a person's authorisations and PT results): its columns rendered as the generated list renders them (labels,
// referenced titles, dict words), state fields as chips, a row opening its record's page.
import type { ReactElement } from 'react';
import { DataTable, ReferenceManyField, ResourceContextProvider, Pagination } from 'react-admin';
import { resourceByName } from '../../schemas/resources/index.ts';
import { displayFor } from '../resources/display.tsx';
import { raNameOf } from '../resources/names.ts';
import { StateChipField } from './chips.tsx';

export interface RelatedProps {
  /** the schema name of the records listed */
  of: string;
  /** their field that holds this record's id */
  target: string;
  /** the columns, in order */
  columns: readonly string[];
  /** the columns shown as state chips */
  chips?: readonly string[];
  /** another cell for a column */
  cells?: Record<string, ReactElement>;
  label?: string;
  /** "ra-wide": the full width of the show page's grid */
  className?: string;
  testId?: string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export function Related({ of, target, columns, chips = [], cells = {}, testId, sort }: RelatedProps) {
  const r = resourceByName.get(of)!;
  const reference = raNameOf(of);
  return (
    <ResourceContextProvider value={reference}>
      <ReferenceManyField reference={reference} target={target} perPage={25} sort={sort} pagination={<Pagination rowsPerPageOptions={[]} />}>
        <DataTable rowClick="show" bulkActionButtons={false} data-testid={testId} empty={false}>
          {columns.map((name) => {
            const f = r.fieldList.find((x) => x.name === name)!;
            return (
              <DataTable.Col key={name} source={name} label={`resources.${of}.fields.${name}`} disableSort>
                {cells[name] ?? (chips.includes(name) ? <StateChipField schemaName={of} field={name} /> : displayFor(r, f, true))}
              </DataTable.Col>
            );
          })}
        </DataTable>
      </ReferenceManyField>
    </ResourceContextProvider>
  );
}
