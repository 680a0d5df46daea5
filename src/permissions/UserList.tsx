// Accounts (/permissions/caretakers and /system/user share one table): a department tree beside the list (a
// department selects itself and everything under it), user import into the selected department, the export,
// and per row: reset password (ends the user's sessions) and enable / disable.
import { useEffect, useMemo, useState } from 'react';
import {
  DataTable,
  Form,
  PasswordInput,
  minLength,
  required,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useNotify,
  useListContext,
  useGetList,
  useUpdate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import MailIcon from '@mui/icons-material/MailOutline';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { userAdmin, type OutboxMessage } from '../dataProvider/client/index.ts';
import { HasPerm } from '../hasPerm/index.tsx';
import { TIMING } from '../settings.ts';
import { ImportButton } from '../resources/tools/ImportDialog.tsx';
import { FullExportButton } from '../resources/tools/ToolList.tsx';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { raNameOf } from '../resources/names.ts';
import { when as whenText } from '../resources/when.tsx';

interface Dept {
  id: number;
  name: string;
  parentId: number | null;
  children: Dept[];
}

/** The departments as a tree (roots first, each with its children), in their sort order. */
function useDepts(): Dept[] {
  const { data } = useGetList<Omit<Dept, 'children'>>(raNameOf('departments'), {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'sort', order: 'ASC' },
  });
  return useMemo(() => {
    const nodes = new Map((data ?? []).map((d) => [d.id, { ...d, children: [] as Dept[] }]));
    const roots: Dept[] = [];
    for (const d of nodes.values()) (d.parentId && nodes.has(d.parentId) ? nodes.get(d.parentId)!.children : roots).push(d);
    return roots;
  }, [data]);
}

const idsUnder = (d: Dept): number[] => [d.id, ...d.children.flatMap(idsUnder)];

function DeptTree({ depts, selected, onSelect }: { depts: Dept[]; selected: Dept | null; onSelect(d: Dept | null): void }) {
  const translate = useTranslate();
  const { setFilters, filterValues, displayedFilters } = useListContext();
  const byId = useMemo(
    () =>
      new Map(
        depts.flatMap(function walk(d: Dept): Array<[string, Dept]> {
          return [[String(d.id), d], ...d.children.flatMap(walk)];
        }),
      ),
    [depts],
  );
  const pick = (d: Dept | null) => {
    onSelect(d);
    const { deptId: _drop, ...rest } = filterValues as Record<string, unknown>;
    setFilters(d ? { ...rest, deptId: idsUnder(d) } : rest, displayedFilters);
  };
  return (
    <Card sx={{ width: 220, mr: 1, flexShrink: 0, order: -1, alignSelf: 'flex-start', mt: 8 }} data-testid="dept-tree">
      <Typography variant="subtitle2" sx={{ p: 1 }}>
        {translate('sys.users.deptTree')}
      </Typography>
      <List dense disablePadding>
        <ListItemButton dense selected={!selected} onClick={() => pick(null)}>
          <ListItemText primary={translate('sys.users.allDepts')} />
        </ListItemButton>
      </List>
      {/* mounted once the departments are in, so all of them start expanded */}
      {depts.length > 0 && (
        <RichTreeView<Dept, false>
          items={depts}
          getItemId={(d) => String(d.id)}
          getItemLabel={(d) => d.name}
          selectedItems={selected ? String(selected.id) : null}
          onSelectedItemsChange={(_, id) => pick(id ? (byId.get(id) ?? null) : null)}
          defaultExpandedItems={[...byId.keys()]}
          expansionTrigger="iconContainer"
          sx={{ px: 1, pb: 1 }}
        />
      )}
    </Card>
  );
}

const NEW_PASSWORD = { password: '' };
const passwordRules = [required(), minLength(6, 'app.login.passwordMin')];

function ResetPassword() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const reset = async ({ password }: Record<string, unknown>) => {
    await userAdmin.resetPassword(Number(record.id), String(password));
    notify('sys.users.resetDone', { type: 'success', autoHideDuration: TIMING.toastMs });
    setOpen(false);
    refresh(); // the reset changed the record's version: a status toggle after it sends the new one
  };
  return (
    <>
      <Button
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('sys.users.resetPassword')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()}>
        {/* mounted while open: every opening starts blank */}
        {open && (
          <Form record={NEW_PASSWORD} onSubmit={reset} mode="onChange" noValidate>
            <DialogTitle>
              {translate('sys.users.resetPassword')}: {String(record.nickname)}（{String(record.username)}）
            </DialogTitle>
            {/* room for the first input's outlined label (MUI drops the top padding after a title) */}
            <DialogContent sx={{ '&&': { pt: 1 } }}>
              <PasswordInput source="password" label="sys.users.newPassword" validate={passwordRules} autoComplete="new-password" autoFocus fullWidth />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{translate('sys.cancel')}</Button>
              <ResetSubmit />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
}

/** OK once the new password passes the rules (six characters at least). */
function ResetSubmit() {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
      {translate('sys.ok')}
    </Button>
  );
}

/** The outbox: verification codes and other messages waiting for a mail/SMS service, for the administrator to pass on. */
function OutboxButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState('');
  const [page, setPage] = useState<{ list: OutboxMessage[]; total: number } | null>(null);
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => {
      userAdmin
        .outbox(recipient.trim())
        .then(setPage)
        .catch(() => undefined);
    }, 300);
    return () => clearTimeout(t);
  }, [open, recipient]);
  return (
    <>
      <Button size="small" startIcon={<MailIcon />} onClick={() => setOpen(true)} data-testid="outbox">
        {translate('sys.users.outbox')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{translate('sys.users.outbox')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('sys.users.outboxHint')}
          </Typography>
          <TextField size="small" margin="dense" label={translate('sys.users.recipient')} value={recipient} onChange={(e) => setRecipient(e.target.value)} />
          <Table size="small" data-testid="outbox-list">
            <TableHead>
              <TableRow>
                {(['time', 'recipient', 'subject', 'body'] as const).map((k) => (
                  <TableCell key={k}>{translate(`sys.users.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {page?.list.map((m) => (
                <TableRow key={m.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenText(m.createdAt)}</TableCell>
                  <TableCell>{m.recipient}</TableCell>
                  <TableCell>{m.subject}</TableCell>
                  <TableCell>{m.body}</TableCell>
                </TableRow>
              ))}
              {page && !page.list.length && (
                <TableRow>
                  <TableCell colSpan={4}>{translate('sys.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('sys.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function StatusToggle() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const enabled = record.status === 'enabled';
  return (
    <Button
      size="small"
      color={enabled ? 'warning' : 'success'}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        void update(
          resource,
          { id: record.id, data: { status: enabled ? 'disabled' : 'enabled' }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onError: (err) => notify((err as Error).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs }),
          },
        );
      }}
    >
      {translate(enabled ? 'sys.users.disable' : 'sys.users.enable')}
    </Button>
  );
}

export function UserList() {
  const depts = useDepts();
  const refresh = useRefresh();
  const [selected, setSelected] = useState<Dept | null>(null);
  const importParams = useMemo(() => (selected ? { deptId: selected.id } : {}), [selected]);
  const translate = useTranslate();
  return (
    <GenericList
      aside={<DeptTree depts={depts} selected={selected} onSelect={setSelected} />}
      tools={
        <>
          <HasPerm value="user:import">
            <ImportButton
              base="api/v1/users"
              params={importParams}
              onDone={refresh}
              extra={
                <Typography variant="body2">
                  {translate('sys.import.dept')}: {selected?.name ?? '—'}
                </Typography>
              }
            />
          </HasPerm>
          <HasPerm value="user:export">
            <FullExportButton url="api/v1/users/export" />
          </HasPerm>
          <HasPerm value="outbox:query">
            <OutboxButton />
          </HasPerm>
        </>
      }
      columns={[
        <DataTable.Col
          key="actions"
          label="ra.action.edit"
          render={() => (
            <HasPerm value="user:edit">
              <Stack direction="row">
                <ResetPassword />
                <StatusToggle />
              </Stack>
            </HasPerm>
          )}
        />,
      ]}
    />
  );
}
