// A screen the user's role may not open: says which permission it needs, in words, instead of a page of refusals.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { permLabel } from '../resources/labels.ts';

export function NoAccess({ perm }: { perm: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box data-testid="page-no-access" data-perm={perm} sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h6" gutterBottom>
        {translate('app.page.noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.page.noAccess.text', { perm: permLabel(perm, translate) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {translate('app.page.back')}
        </Button>
        <Button variant="contained" component={Link} to="/dashboard">
          {translate('app.page.home')}
        </Button>
      </Box>
    </Box>
  );
}
