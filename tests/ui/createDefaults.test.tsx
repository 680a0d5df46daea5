// A generated create form starts with the schema's defaults (`.default()` of the declaration): an instrument's
// calibration cycle 12 months and status 在用, a test item accredited with 2 decimals.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { server, serveMsw, ok } from './msw.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { GenericCreate } from '../../src/resources/generic/GenericForms.tsx';
import { schemaDefaults } from '../../src/resources/schema.ts';
import { resourceByName } from '../../schemas/resources/index.ts';

serveMsw();

describe('create forms start with the schema defaults', () => {
  it('reads them from the declaration', () => {
    expect(schemaDefaults(resourceByName.get('equipment')!)).toEqual({ status: 'in_service', calibrationCycleMonths: 12, parameterIds: [] });
    expect(schemaDefaults(resourceByName.get('parameters')!)).toMatchObject({ decimals: 2, price: '0', accredited: true });
  });

  it('prefills the generated create form', async () => {
    server.use(
      http.get('*/admin/api/v1/*/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
      http.get('*/admin/api/v1/*', () => HttpResponse.json(ok([]))),
    );
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="management/equipment">
          <GenericCreate />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const cycle = await screen.findByLabelText(/检定\/校准周期（月）/);
    expect((cycle as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText(/资产编号/) as HTMLInputElement).value).toBe('');
  });
});
