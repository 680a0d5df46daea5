// Export: the server writes the .xlsx for the current filters and sort; the browser saves it under the server's name.
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useListContext, useNotify, useResourceContext } from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import type { LimsDataProvider } from '../dataProvider/index.ts';
import { TIMING } from '../settings.ts';

export function ServerExportButton() {
  const resource = useResourceContext()!;
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<LimsDataProvider>();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  return (
    <Button
      label="ra.action.export"
      disabled={busy || !total}
      data-testid="export"
      onClick={async () => {
        setBusy(true);
        try {
          await dataProvider.exportFile(resource, { filter: filterValues, sort });
        } catch (e) {
          notify((e as Error).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs });
        } finally {
          setBusy(false);
        }
      }}
    >
      <DownloadIcon />
    </Button>
  );
}
