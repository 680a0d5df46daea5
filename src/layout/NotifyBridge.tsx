// Connects the HTTP client's toasts and notices (src/notify.ts) to react-admin's notifier. A titled notice is a
// "notification" (an alert with a title, 4500 ms); anything else a "message" toast (3000 ms).
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { onNotice } from '../notify.ts';

function NoticeContent({ title, message, type }: { title: string; message: string; type: 'info' | 'success' | 'warning' | 'error' }) {
  const translate = useTranslate();
  return (
    <Alert severity={type} variant="filled" sx={{ minWidth: 300 }} data-testid="notice">
      <AlertTitle>{translate(title, { _: title })}</AlertTitle>
      {translate(message, { _: message })}
    </Alert>
  );
}

export function NotifyBridge() {
  const notify = useNotify();
  useEffect(
    () =>
      onNotice((n) =>
        n.title
          ? notify(<NoticeContent title={n.title} message={n.message} type={n.type} />, { autoHideDuration: n.duration })
          : notify(n.message, { type: n.type, autoHideDuration: n.duration, messageArgs: { _: n.message, ...n.args } }),
      ),
    [notify],
  );
  return null;
}
