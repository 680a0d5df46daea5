// A data-management list's tools: the legacy Excel import (template, preview, row errors, all-or-nothing) for those
// who hold its perm, and the full export (with any columns the list adds, such as equipment's calibration flag).
import { useRefresh } from 'react-admin';
import { HasPerm } from '../../hasPerm/index.tsx';
import { ImportButton } from './ImportDialog.tsx';
import { FullExportButton } from './ToolList.tsx';

export function ImportExportTools({ base, importPerm, extraColumns }: { base: string; importPerm: string; extraColumns?: Record<string, string> }) {
  const refresh = useRefresh();
  return (
    <>
      <HasPerm value={importPerm}>
        <ImportButton base={base} onDone={refresh} />
      </HasPerm>
      <FullExportButton url={`${base}/export`} extraColumns={extraColumns} />
    </>
  );
}
