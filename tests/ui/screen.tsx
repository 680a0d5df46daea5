// A resource's screen mounted as the app mounts it, for UI tests with msw: the real data, auth and i18n providers,
// the declared resources registered, and the screen at its route inside its resource's context.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { authProvider } from '../../src/authProvider/index.ts';
import { RegisterResources } from '../../src/resources/views.tsx';
import { raNameOf } from '../../src/resources/names.ts';

/** `element` at `route` (opened at `path`) in `resource`'s context; `home`, if given, answers "/" (where a step may lead). */
export function mountScreen(path: string, route: string, resource: string, element: ReactNode, home?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <RegisterResources>
          <Routes>
            <Route path={route} element={<ResourceContextProvider value={raNameOf(resource)}>{element}</ResourceContextProvider>} />
            {home !== undefined && <Route path="/" element={home} />}
          </Routes>
        </RegisterResources>
      </AdminContext>
    </MemoryRouter>,
  );
}
