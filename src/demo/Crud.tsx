// CRUD demo: list, create, edit (with the record version) and delete "system settings" through the generic API
// and react-admin's data hooks.
import { useState } from 'react';
import { Form, SaveButton, TextInput, useGetList, useCreate, useUpdate, useDelete, useTranslate, useNotify, Title, HttpError } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { raNameOf } from '../resources/names.ts';
import { schemaValidator } from '../resources/schema.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { RecordOf } from '../../schemas/core/resource.ts';
import type { configs } from '../../schemas/system/configs.ts';
import { TIMING } from '../settings.ts';

type Config = RecordOf<typeof configs>;
const EMPTY = { configKey: '', configName: '', configValue: '' };
// the forms validate with the resource's own schemas, as the generated forms do (the server checks the same)
const configSchema = resourceByName.get('configs')!;
const validateCreate = schemaValidator(configSchema, false);
const validateUpdate = schemaValidator(configSchema, true);
const label = (k: string) => `resources.configs.fields.${k}`;

export default function Crud() {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = raNameOf('configs');
  const { data = [], refetch } = useGetList<Config>(resource, { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } });
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  // a new key empties the create form once a setting is created
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<Config | null>(null);
  const onError = (e: unknown) => notify((e as HttpError).message, { type: 'error', autoHideDuration: TIMING.toastMs });
  const done = () => {
    notify('sys.done', { type: 'success', autoHideDuration: TIMING.toastMs });
    void refetch();
  };
  return (
    <Card data-testid="page-crud">
      <Title title="menu.demo.crud" />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('sys.demo.crudHint')}
        </Typography>
        <Form
          key={`create-${round}`}
          record={EMPTY}
          validate={validateCreate}
          onSubmit={(v: FieldValues) =>
            create(
              resource,
              { data: v },
              {
                onSuccess: () => {
                  setRound((n) => n + 1);
                  done();
                },
                onError,
              },
            )
          }
        >
          <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mb: 2 }}>
            {(['configKey', 'configName', 'configValue'] as const).map((k) => (
              <TextInput key={k} source={k} label={label(k)} helperText={false} fullWidth={false} />
            ))}
            <SaveButton label="ra.action.create" icon={<></>} sx={{ mt: 1 }} />
          </Stack>
        </Form>
        {/* the row being edited is a form over the table (a form cannot sit inside a table row) */}
        <Form
          key={`edit-${editing?.id ?? ''}`}
          record={editing ?? {}}
          validate={validateUpdate}
          onSubmit={(v: FieldValues) =>
            editing &&
            update(
              resource,
              { id: editing.id, data: { configName: v.configName, configValue: v.configValue, version: editing.version }, previousData: editing },
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
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['configKey', 'configName', 'configValue'] as const).map((k) => (
                  <TableCell key={k}>{translate(label(k))}</TableCell>
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
                        <TextInput source="configName" label={false} helperText={false} />
                      </TableCell>
                      <TableCell>
                        <TextInput source="configValue" label={false} helperText={false} />
                      </TableCell>
                      <TableCell>
                        <SaveButton variant="text" size="small" icon={<></>} alwaysEnable />
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
        </Form>
      </CardContent>
    </Card>
  );
}
