// Shown by a menu route whose screen is not built yet (e.g. the log viewer, the code generator, demo pages):
// another engineer registers the screen in src/routes/table.ts by its menu name.
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export function Placeholder() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Alert severity="info" data-testid="placeholder">
      <AlertTitle>{translate('app.page.placeholder')}</AlertTitle>
      {translate('app.page.placeholderText', { path: pathname })}
    </Alert>
  );
}
