// A generated list (the schema's columns, filters and sort, like GenericList) with room for the extra tools of the
// data-management and permission screens: import, the full export, extra columns, a side panel, fixed filters.
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import {
  List,
  DataTable,
  TopToolbar,
  FilterButton,
  CreateButton,
  BulkDeleteButton,
  ColumnsButton,
  useListContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  useNotify,
  useStore,
} from 'react-admin';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/GetApp';
import { schemaOf } from '../names.ts';
import { displayFor } from '../display.tsx';
import { filtersFor } from '../filters.tsx';
import { pageQuery } from '../../dataProvider/index.ts';
import { download } from '../../dataProvider/download.ts';
import { TIMING } from '../../settings.ts';

/**
 * The list's visible columns in their order, as the columns chooser left them (react-admin keeps the hidden ones,
 * by source or label, under `${resource}.datatable` and the order under `…_columnRanks`); extra columns by label → key.
 */
function useVisibleColumns(extra: Record<string, string>): string[] {
  const resource = useResourceContext()!;
  const [hidden] = useStore<string[]>(`${resource}.datatable`, []);
  const [ranks] = useStore<number[] | undefined>(`${resource}.datatable_columnRanks`);
  const r = schemaOf(resource)!;
  const all = [
    ...r.fieldList.filter((f) => f.list && !f.hidden).map((f) => ({ id: f.name, key: f.name })),
    ...Object.entries(extra).map(([id, key]) => ({ id, key })),
  ];
  const ordered = ranks?.length ? [...ranks.map((i) => all[i]).filter(Boolean), ...all.filter((_, i) => !ranks.includes(i))] : all;
  return ordered.filter((c) => !hidden.includes(c.id)).map((c) => c.key);
}

/** The whole filtered list as .xlsx through a full export endpoint (e.g. /admin/device/export), with the visible columns. */
export function FullExportButton({ url, extraColumns = {} }: { url: string; extraColumns?: Record<string, string> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const columns = useVisibleColumns(extraColumns);
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy || !total}
      data-testid="export-all"
      onClick={async () => {
        setBusy(true);
        try {
          const { pageNum: _p, pageSize: _s, ...query } = pageQuery({ filter: filterValues, sort });
          await download(url, { ...query, columns: columns.join(',') }, 'export.xlsx');
        } catch (e) {
          notify((e as Error).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate('sys.import.exportAll')}
    </Button>
  );
}

export interface ToolListProps {
  tools?: ReactNode;
  /** extra columns after the schema's (label keys as `label`) */
  columns?: ReactElement[];
  aside?: ReactElement;
  filter?: Record<string, unknown>;
  rowClick?: 'show' | 'edit' | false;
  children?: ReactNode;
}

export function ToolList({ tools, columns = [], aside, filter, rowClick, children }: ToolListProps) {
  const resource = useResourceContext()!;
  const r = schemaOf(resource)!;
  const { hasEdit, hasShow, hasCreate } = useResourceDefinition();
  const filters = useMemo(() => filtersFor(r), [r]);
  const fields = r.fieldList.filter((f) => f.list && !f.hidden);
  const sort = r.defaultSort
    ? { field: r.defaultSort.field, order: r.defaultSort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) }
    : { field: 'id', order: 'DESC' as const };
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
          {tools}
          <ColumnsButton />
        </TopToolbar>
      }
    >
      {children}
      <DataTable
        rowClick={rowClick ?? (hasShow ? 'show' : hasEdit ? 'edit' : false)}
        bulkActionButtons={r.access.delete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
        sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {fields.map((f) => (
          <DataTable.Col key={f.name} source={f.name} disableSort={!r.sortable.has(f.name)}>
            {displayFor(r, f, true)}
          </DataTable.Col>
        ))}
        {columns}
      </DataTable>
    </List>
  );
}
