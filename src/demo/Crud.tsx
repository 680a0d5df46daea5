// CRUD demo: list, create, edit (with the record version) and delete "system settings" through the generic API
// and react-admin's data hooks.
import { useState } from 'react';
import { useGetList, useCreate, useUpdate, useDelete, useTranslate, useNotify, Title, HttpError } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { raNameOf } from '../resources/names.ts';
import { TIMING } from '../settings.ts';

interface Config {
  id: number;
  version: number;
  configKey: string;
  configName: string;
  configValue: string;
}
const EMPTY = { configKey: '', configName: '', configValue: '' };

export default function Crud() {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = raNameOf('configs');
  const { data = [], refetch } = useGetList<Config>(resource, { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } });
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const [draft, setDraft] = useState(EMPTY);
  const [editing, setEditing] = useState<Config | null>(null);
  const onError = (e: unknown) => notify((e as HttpError).message, { type: 'error', autoHideDuration: TIMING.toastMs });
  const done = () => {
    notify('sys.done', { type: 'success', autoHideDuration: TIMING.toastMs });
    void refetch();
  };
  const field = (k: keyof typeof EMPTY, v: typeof EMPTY, set: (x: typeof EMPTY) => void) => (
    <TextField size="small" label={translate(`resources.configs.fields.${k}`)} value={v[k]} onChange={(e) => set({ ...v, [k]: e.target.value })} />
  );
  return (
    <Card data-testid="page-crud">
      <Title title="menu.demo.crud" />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('sys.demo.crudHint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          {field('configKey', draft, setDraft)}
          {field('configName', draft, setDraft)}
          {field('configValue', draft, setDraft)}
          <Button
            variant="contained"
            disabled={!draft.configKey || !draft.configName}
            onClick={() =>
              create(
                resource,
                { data: draft },
                {
                  onSuccess: () => {
                    setDraft(EMPTY);
                    done();
                  },
                  onError,
                },
              )
            }
          >
            {translate('ra.action.create')}
          </Button>
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['configKey', 'configName', 'configValue'] as const).map((k) => (
                <TableCell key={k}>{translate(`resources.configs.fields.${k}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((c) => (
              <TableRow key={c.id}>
                {editing?.id === c.id ? (
                  <>
                    <TableCell>{c.configKey}</TableCell>
                    <TableCell>
                      <TextField size="small" value={editing.configName} onChange={(e) => setEditing({ ...editing, configName: e.target.value })} />
                    </TableCell>
                    <TableCell>
                      <TextField size="small" value={editing.configValue} onChange={(e) => setEditing({ ...editing, configValue: e.target.value })} />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() =>
                          update(
                            resource,
                            { id: c.id, data: { configName: editing.configName, configValue: editing.configValue, version: c.version }, previousData: c },
                            {
                              onSuccess: () => {
                                setEditing(null);
                                done();
                              },
                              onError,
                              mutationMode: 'pessimistic',
                            },
                          )
                        }
                      >
                        {translate('ra.action.save')}
                      </Button>
                      <Button size="small" onClick={() => setEditing(null)}>
                        {translate('sys.cancel')}
                      </Button>
                    </TableCell>
                  </>
                ) : (
                  <>
                    <TableCell>{c.configKey}</TableCell>
                    <TableCell>{c.configName}</TableCell>
                    <TableCell>{c.configValue}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setEditing(c)}>
                        {translate('ra.action.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => remove(resource, { id: c.id, previousData: c }, { onSuccess: done, onError, mutationMode: 'pessimistic' })}
                      >
                        {translate('ra.action.delete')}
                      </Button>
                    </TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
