// /manual (hidden): the user manual entry: the API reference and the README of the deployment.
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiDocs } from '../dataProvider/client/index.ts';

export default function Manual() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 4 }} data-testid="page-manual">
      <Typography variant="h5" gutterBottom>
        {translate('app.page.manualTitle')}
      </Typography>
      <Typography paragraph>{translate('app.page.manualText')}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" href={apiDocs.page} target="_blank">
          {translate('app.navbar.document')}
        </Button>
        <Button component={Link} to="/dashboard">
          {translate('app.page.home')}
        </Button>
      </Box>
    </Box>
  );
}
