// A page that throws shows a message inside the layout instead of a blank screen; other tabs keep working.
import { Component, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';

function Fallback({ error }: { error: Error }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid="page-error">
      {translate('app.page.error')}: {error.message}
    </Alert>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <Fallback error={this.state.error} /> : this.props.children;
  }
}
