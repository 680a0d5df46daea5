// The full export of the data-management and permission lists (GenericList with `tools`): the whole filtered list
// as .xlsx with the columns the user sees.
import { useState } from 'react';
import { useListContext, useResourceContext, useTranslate, useNotify, useStore } from 'react-admin';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/GetApp';
import { schemaOf } from '../names.ts';
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
