// Icon picker demo: the application's icon set (the legacy menu icon names), searchable; a click picks one,
// the name being what a menu rule stores in its icon field.
import { useState } from 'react';
import { useTranslate, Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MenuIconOf } from '../layout/icons.tsx';

export const ICON_NAMES = [
  'homepage',
  'project',
  'table',
  'tree',
  'menu',
  'role',
  'user',
  'dict',
  'system',
  'setting',
  'monitor',
  'api',
  'todo',
  'message',
  'client',
  'ip',
  'pv',
  'uv',
  'document',
  'file',
  'code',
];

export default function Icons() {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Card data-testid="page-icons">
      <Title title="menu.demo.icons" />
      <CardContent>
        <TextField size="small" label={translate('sys.demo.iconSearch')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ mb: 2 }} />
        {picked && (
          <Typography sx={{ mb: 2 }} data-testid="icon-picked">
            {translate('sys.demo.iconPicked', { name: picked })}
          </Typography>
        )}
        <Grid container spacing={1}>
          {ICON_NAMES.filter((n) => n.includes(q.toLowerCase())).map((n) => (
            <Grid key={n} size={{ xs: 4, sm: 3, md: 2 }}>
              <Paper
                variant="outlined"
                onClick={() => setPicked(n)}
                data-icon={n}
                sx={{ p: 1.5, textAlign: 'center', cursor: 'pointer', borderColor: picked === n ? 'primary.main' : undefined }}
              >
                <MenuIconOf name={n} fontSize="medium" />
                <Typography variant="caption" display="block">
                  {n}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
