// The application: react-admin's context (data, auth, i18n, hash router, query cache) around our own shell.
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { dataProvider } from './dataProvider/index.ts';
import { authProvider } from './authProvider/index.ts';
import { i18nProvider } from './i18n/index.ts';
import { AppTheme } from './layout/AppTheme.tsx';
import { NotifyBridge } from './layout/NotifyBridge.tsx';
import { RealtimeRoot } from './app/Realtime.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { TIMING } from './settings.ts';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';

// react-admin's own store stays in memory: what persists is exactly the legacy keys (settings.ts, session.ts)
const store = memoryStore();

export function App() {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
      <LanguageProvider>
        <AppTheme>
          <RealtimeRoot>
            <AppRoutes />
          </RealtimeRoot>
          <NotifyBridge />
          <Notification autoHideDuration={TIMING.toastMs} />
        </AppTheme>
      </LanguageProvider>
    </AdminContext>
  );
}
