// Notice admin (/system/notice): the list with publish and revoke per row, create and edit with the rich-text
// editor (Word import included), and the detail (/system/notice-detail/:id) with the stored images shown.
import { cloneElement, useMemo } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  Show,
  SimpleShowLayout,
  TextField,
  DataTable,
  TopToolbar,
  EditButton,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useNotify,
} from 'react-admin';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { request } from '../../dataProvider/http.ts';
import { HasPerm } from '../../hasPerm/index.tsx';
import { TIMING } from '../../settings.ts';
import { schemaOf } from '../../resources/names.ts';
import { inputFor } from '../../resources/inputs.tsx';
import { formFields, schemaDefaults, schemaValidator } from '../../resources/schema.ts';
import { EnumField } from '../../resources/display.tsx';
import { ToolList } from '../../resources/tools/ToolList.tsx';
import { AuthHtml } from '../../resources/tools/AuthImage.tsx';
import { RichTextInput } from './RichTextEditor.tsx';
import { WhenField } from '../../resources/when.tsx';

function PublishButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const act = async (action: 'publish' | 'revoke') => {
    await request({ url: `api/v1/notices/${record.id}/${action}`, method: 'POST' });
    notify('sys.done', { type: 'success', autoHideDuration: TIMING.toastMs });
    refresh();
  };
  return (
    <HasPerm value="notice:edit">
      {record.publishStatus !== 'published' ? (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            void act('publish');
          }}
          data-testid="publish"
        >
          {translate('sys.notice.publish')}
        </Button>
      ) : (
        <Button
          size="small"
          color="warning"
          onClick={(e) => {
            e.stopPropagation();
            void act('revoke');
          }}
          data-testid="revoke"
        >
          {translate('sys.notice.revoke')}
        </Button>
      )}
    </HasPerm>
  );
}

export const NoticeList = () => (
  <ToolList rowClick="show" columns={[<DataTable.Col key="pub" label="sys.notice.publish" render={() => <PublishButtons />} />]} />
);

function useInputs(update: boolean) {
  const r = schemaOf(useResourceContext()!)!;
  return useMemo(
    () => ({
      inputs: formFields(r)
        .map((f) => (f.name === 'content' ? <RichTextInput key="content" source="content" /> : inputFor(r, f)))
        .filter((el): el is NonNullable<typeof el> => !!el)
        .map((el, i) => cloneElement(el, { key: el.key ?? i })),
      validate: schemaValidator(r, update),
      initial: update ? {} : schemaDefaults(r),
    }),
    [r, update],
  );
}

export function NoticeCreate() {
  const { inputs, validate, initial } = useInputs(false);
  return (
    <Create redirect="show">
      <SimpleForm validate={validate} defaultValues={initial}>
        {inputs}
      </SimpleForm>
    </Create>
  );
}

export function NoticeEdit() {
  const { inputs, validate } = useInputs(true);
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validate}>{inputs}</SimpleForm>
    </Edit>
  );
}

function Content() {
  const record = useRecordContext();
  return record ? <AuthHtml html={String(record.content ?? '')} className="notice-content" /> : null;
}

export function NoticeShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <PublishButtons />
          <HasPerm value="notice:edit">
            <EditButton />
          </HasPerm>
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" />
        <EnumField source="level" schemaName="notices" chip />
        <EnumField source="publishStatus" schemaName="notices" chip />
        <WhenField source="publishedAt" label="resources.notices.fields.publishedAt" />
        <Typography variant="caption" color="text.secondary">
          {translate('resources.notices.fields.content')}
        </Typography>
        <Content />
      </SimpleShowLayout>
    </Show>
  );
}
