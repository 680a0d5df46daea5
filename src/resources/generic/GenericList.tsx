// The generated list: a DataTable of the schema's list columns, filters from the filter meta, sortable columns,
// pagination, bulk delete and the server export. A screen adds only what it needs: its own tools instead of the
// generated import/export, extra columns, another cell for a column (`overrides`), columns left out (`omit`),
// a side panel, a fixed filter. A row opens the record's show page, or its edit form while the workflow allows edits.
import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  List,
  DataTable,
  TopToolbar,
  FilterButton,
  CreateButton,
  BulkDeleteButton,
  ColumnsButton,
  useRefresh,
  useResourceContext,
  useResourceDefinition,
  type RaRecord,
} from 'react-admin';
import type { AnyResource } from '../../../schemas/core/resource.ts';
import { HasPerm } from '../../hasPerm/index.tsx';
import { ImportButton } from '../tools/ImportDialog.tsx';
import { schemaOf } from '../names.ts';
import { displayFor } from '../display.tsx';
import { filtersFor } from '../filters.tsx';
import { ServerExportButton } from '../ExportButton.tsx';
import { isEditable } from '../../../schemas/workflows/machine.ts';
import type { Declared, FieldName } from './GenericForms.tsx';

/** A declaration that grants import gets the Excel import (template, preview, all-or-nothing) of /admin/api/v1/{name}. */
function GeneratedTools({ r }: { r: AnyResource }) {
  const refresh = useRefresh();
  return (
    <>
      {r.access.import && (
        <HasPerm value={r.access.import}>
          <ImportButton base={`api/v1/${r.name}`} onDone={refresh} />
        </HasPerm>
      )}
      <ServerExportButton />
    </>
  );
}

export interface GenericListProps<R extends Declared = AnyResource> {
  /** the screen's own tools, in place of the generated import and export */
  tools?: ReactNode;
  /** extra columns after the schema's (label keys as `label`) */
  columns?: ReactElement[];
  /** another cell for a schema column (the column keeps its place, label and sorting) */
  overrides?: Partial<Record<FieldName<R>, ReactElement>>;
  /** schema columns the list leaves out */
  omit?: readonly FieldName<R>[];
  aside?: ReactElement;
  filter?: Record<string, unknown>;
  /** `edit` (the default without a show page) opens only records the workflow still allows editing */
  rowClick?: 'show' | 'edit' | false;
  /** above the table (a banner) */
  children?: ReactNode;
}

export function GenericList<R extends Declared = AnyResource>({
  tools,
  columns = [],
  overrides,
  omit,
  aside,
  filter,
  rowClick,
  children,
}: GenericListProps<R>) {
  const resource = useResourceContext()!;
  const r = schemaOf(resource)!;
  const { hasEdit, hasShow, hasCreate } = useResourceDefinition();
  const filters = useMemo(() => filtersFor(r), [r]);
  const cells = (overrides ?? {}) as Record<string, ReactElement | undefined>;
  const fields = r.fieldList.filter((f) => f.list && !f.hidden && !(omit as readonly string[] | undefined)?.includes(f.name));
  const sort = r.defaultSort
    ? { field: r.defaultSort.field, order: r.defaultSort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) }
    : { field: 'id', order: 'DESC' as const };
  const click = rowClick ?? (hasShow ? 'show' : hasEdit ? 'edit' : false);
  return (
    <List
      filters={filters}
      filter={filter}
      sort={sort}
      perPage={25}
      aside={aside}
      storeKey={false}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 } }}
      actions={
        <TopToolbar>
          <FilterButton />
          {hasCreate && <CreateButton />}
          {tools ?? <GeneratedTools r={r} />}
          <ColumnsButton />
        </TopToolbar>
      }
    >
      {children}
      <DataTable
        rowClick={click === 'edit' ? (_id, _res, record: RaRecord) => (isEditable(r.workflow, record) ? 'edit' : false) : click}
        bulkActionButtons={r.access.delete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
        sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {fields.map((f) => (
          <DataTable.Col key={f.name} source={f.name} disableSort={!r.sortable.has(f.name)}>
            {cells[f.name] ?? displayFor(r, f, true)}
          </DataTable.Col>
        ))}
        {columns}
      </DataTable>
    </List>
  );
}
