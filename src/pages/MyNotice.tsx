// My notices (seed §2 /myNotice). PLACEHOLDER: the notices engineer replaces it with the per-user read state;
// until then it lists the published notices from the generic page API.
import { ListBase, useListContext, useTranslate } from 'ra-core';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { raNameOf } from '../resources/names.ts';

function Items() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<{ id: number; title: string; publishedAt?: string }>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.notice.empty')}</Typography>;
  return (
    <List>
      {data.map((n) => <ListItem key={n.id} divider><ListItemText primary={n.title} secondary={n.publishedAt?.slice(0, 16).replace('T', ' ')} /></ListItem>)}
    </List>
  );
}

export default function MyNotice() {
  return (
    <Card data-testid="page-my-notice">
      <ListBase resource={raNameOf('notices')} filter={{ publishStatus: 'published' }} sort={{ field: 'publishedAt', order: 'DESC' }} perPage={20} disableSyncWithLocation>
        <Items />
      </ListBase>
    </Card>
  );
}
