// Notice admin (/system/notice): the list with publish and revoke per row, create and edit with the rich-text
// editor (Word import included), and the detail (/system/notice-detail/:id) with the stored images shown.
import {
  Show,
  SimpleShowLayout,
  TextField,
  DataTable,
  TopToolbar,
  EditButton,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useNotify,
} from 'react-admin';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { notices } from '../../../schemas/system/notices.ts';
import type { LimsDataProvider } from '../../dataProvider/index.ts';
import { HasPerm } from '../../hasPerm/index.tsx';
import { TIMING } from '../../settings.ts';
import { GenericCreate, GenericEdit } from '../../resources/generic/GenericForms.tsx';
import { GenericList } from '../../resources/generic/GenericList.tsx';
import { EnumField } from '../../resources/display.tsx';
import { AuthHtml } from '../../resources/tools/AuthImage.tsx';
import { RichTextInput } from './RichTextEditor.tsx';
import { WhenField } from '../../resources/when.tsx';

function PublishButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<LimsDataProvider>();
  if (!record) return null;
  const act = async (action: 'publish' | 'revoke') => {
    try {
      await dataProvider.command(resource, record.id, action);
      notify('sys.done', { type: 'success', autoHideDuration: TIMING.toastMs });
      refresh();
    } catch (e) {
      notify((e as Error).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs });
    }
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

// no import or export of notices (tools={false}), as before
export const NoticeList = () => (
  <GenericList tools={false} rowClick="show" columns={[<DataTable.Col key="pub" label="sys.notice.publish" render={() => <PublishButtons />} />]} />
);

const formOverrides = { content: <RichTextInput source="content" /> };
export const NoticeCreate = () => <GenericCreate<typeof notices> overrides={formOverrides} />;
export const NoticeEdit = () => <GenericEdit<typeof notices> overrides={formOverrides} />;

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
