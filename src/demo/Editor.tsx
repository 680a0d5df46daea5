// Rich-text editor demo: the notice editor in a form of its own, its HTML, and what the server keeps after
// sanitising it.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslate, Title, Form } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Grid';
import { demo } from '../dataProvider/client/index.ts';
import { RichTextInput } from '../system/notice/RichTextEditor.tsx';

function Output() {
  const translate = useTranslate();
  const html = String(useWatch({ name: 'html' }) ?? '');
  const [kept, setKept] = useState<string | null>(null);
  return (
    <>
      <Button sx={{ mt: 1 }} variant="outlined" data-testid="sanitize" onClick={async () => setKept((await demo.sanitize(html)).html)}>
        {translate('sys.editor.sanitized')}
      </Button>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2">{translate('sys.editor.source')}</Typography>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{html}</pre>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2">{translate('sys.editor.sanitized')}</Typography>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }} data-testid="sanitized">
            {kept}
          </pre>
        </Grid>
      </Grid>
    </>
  );
}

export default function Editor() {
  return (
    <Card data-testid="page-editor">
      <Title title="menu.demo.editor" />
      <CardContent>
        <Form defaultValues={{ html: '<h2>示例</h2><p>在此编辑 <strong>富文本</strong>。</p>' }}>
          <RichTextInput source="html" label={false} />
          <Output />
        </Form>
      </CardContent>
    </Card>
  );
}
