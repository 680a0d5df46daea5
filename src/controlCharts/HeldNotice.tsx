// On an analysis sheet, why its check, review and report wait: an open corrective action of an out-of-control run
// holds it. The open actions are few (each closes a run), so they are read whole (status=open) and matched here —
// the generic list has no "array contains" filter. Nothing is asked for a user who may not read charts.
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { hasAuth } from '../authProvider/access.ts';
import { raNameOf } from '../resources/names.ts';
import { session } from '../authProvider/session.ts';
import { correctiveActions } from '../../schemas/controlCharts/charts.ts';

export function HeldNotice({ sheetId }: { sheetId: number }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const may = !!permissions && hasAuth(permissions, 'qcchart:query');
  const { data } = useGetList(
    raNameOf('correctiveActions'),
    { filter: { status: 'open' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: may },
  );
  const holding = (data ?? []).filter((a) => ((a.analysisSheetIds as number[] | undefined) ?? []).includes(sheetId));
  // the action's page is offered to whoever may open its menu; the others read its number here
  const canOpen = session.menus().includes(correctiveActions.menu![0].route);
  return (
    <>
      {holding.map((a) => (
        <Alert key={a.id} severity="info" sx={{ mt: 1 }} data-testid="held-notice">
          {translate('spc.ca.heldBanner', { actionNo: a.actionNo })}{' '}
          {canOpen && (
            <Link component={RouterLink} to={`/${raNameOf('correctiveActions')}/${a.id}/show`}>
              {translate('spc.ca.open')}
            </Link>
          )}
        </Alert>
      ))}
    </>
  );
}
