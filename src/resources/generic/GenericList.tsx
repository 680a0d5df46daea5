// The generated list: a DataTable of the schema's list columns, filters from the filter meta, sortable columns,
// pagination, bulk delete and the server export.
import { useMemo } from 'react';
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
} from 'react-admin';
import type { AnyResource } from '../../../schemas/core/resource.ts';
import { HasPerm } from '../../hasPerm/index.tsx';
import { ImportButton } from '../tools/ImportDialog.tsx';
import { schemaOf } from '../names.ts';
import { displayFor } from '../display.tsx';
import { filtersFor } from '../filters.tsx';
import { ServerExportButton } from '../ExportButton.tsx';
import { isEditable } from '../../../schemas/workflows/machine.ts';

/** A declaration that grants import gets the Excel import (template, preview, all-or-nothing) of /admin/api/v1/{name}. */
function Actions({ hasCreate, r }: { hasCreate: boolean; r: AnyResource }) {
  const refresh = useRefresh();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && <CreateButton />}
      {r.access.import && (
        <HasPerm value={r.access.import}>
          <ImportButton base={`api/v1/${r.name}`} onDone={refresh} />
        </HasPerm>
      )}
      <ServerExportButton />
      <ColumnsButton />
    </TopToolbar>
  );
}

export function GenericList() {
  const resource = useResourceContext()!;
  const r = schemaOf(resource)!;
  const { hasEdit, hasShow, hasCreate } = useResourceDefinition();
  const filters = useMemo(() => filtersFor(r), [r]);
  const columns = r.fieldList.filter((f) => f.list && !f.hidden);
  const sort = r.defaultSort
    ? { field: r.defaultSort.field, order: r.defaultSort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) }
    : { field: 'id', order: 'DESC' as const };
  return (
    <List filters={filters} sort={sort} perPage={25} actions={<Actions hasCreate={!!hasCreate} r={r} />} storeKey={false}>
      <DataTable
        rowClick={hasShow ? 'show' : hasEdit ? (_id, _res, record) => (isEditable(r.workflow, record) ? 'edit' : false) : false}
        bulkActionButtons={r.access.delete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        {columns.map((f) => (
          <DataTable.Col key={f.name} source={f.name} disableSort={!r.sortable.has(f.name)}>
            {displayFor(r, f, true)}
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  );
}
