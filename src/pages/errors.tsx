// 401 and 404 pages.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

function ErrorPage({ code, testid }: { code: '401' | '404'; testid: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box data-testid={testid} sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h2" color="primary" fontWeight={700}>
        {code}
      </Typography>
      <Typography variant="h6" gutterBottom>
        {translate(`app.page.${code}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`app.page.${code}.text`)}
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

export const Error401 = () => <ErrorPage code="401" testid="page-401" />;
export const Error404 = () => <ErrorPage code="404" testid="page-404" />;
