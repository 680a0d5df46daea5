// File upload demo: type and size are checked in the browser first and again by the server (by content);
// uploaded files are listed and can be downloaded back (the owner may read them).
import { useState } from 'react';
import { useTranslate, useNotify, Title, HttpError } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { files as stored, type StoredFile } from '../dataProvider/client/index.ts';
import { download } from '../dataProvider/download.ts';
import { TIMING } from '../settings.ts';

const MAX = 5 * 1024 * 1024;
const ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.xlsx,.docx,.txt';

export default function Upload() {
  const translate = useTranslate();
  const notify = useNotify();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const send = async (list: FileList) => {
    for (const file of Array.from(list)) {
      if (file.size > MAX) {
        notify('sys.demo.tooLarge', { type: 'error', autoHideDuration: TIMING.toastMs });
        continue;
      }
      try {
        const saved = await stored.upload(file, 'upload');
        setFiles((f) => [saved, ...f]);
      } catch (e) {
        notify((e as HttpError).message, { type: 'error', autoHideDuration: TIMING.toastMs });
      }
    }
  };
  return (
    <Card data-testid="page-upload">
      <Title title="menu.demo.upload" />
      <CardContent>
        <Button variant="contained" component="label">
          {translate('sys.upload')}
          <input hidden multiple type="file" accept={ACCEPT} data-testid="upload-input" onChange={(e) => e.target.files && void send(e.target.files)} />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('sys.demo.uploadHint')}
        </Typography>
        <List>
          {files.map((f) => (
            <ListItem
              key={f.url}
              divider
              secondaryAction={
                <Button size="small" onClick={() => void download(f.url.replace(/^\/admin\//, ''), {}, f.name)}>
                  {translate('sys.download')}
                </Button>
              }
            >
              <ListItemText primary={f.name} secondary={`${f.mime} · ${Math.ceil(f.size / 1024)} KB`} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
