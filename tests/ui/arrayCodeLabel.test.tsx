// A row of an array field that names an item of a sibling array by its code (a limit's class) reads as that item's
// name on the generic show screen: people read labels, not codes.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { server, serveMsw, ok } from './msw.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { GenericShow } from '../../src/resources/generic/GenericShow.tsx';

serveMsw();

const edition = {
  id: 7,
  version: 1,
  standardNo: 'GB 13223-2011',
  edition: '2011',
  title: '火电厂大气污染物排放标准',
  kind: 'discharge',
  matrix: 'stack_gas',
  effectiveFrom: '2012-01-01',
  classes: [{ code: 'coal-new', label: '燃煤锅炉（新建锅炉）', labelEn: 'Coal-fired boiler (new)' }],
  rows: [{ table: '表1', analyte: '二氧化硫', classCode: 'coal-new', limit: { max: '100' }, unit: 'mg/m³' }],
};

describe('array rows naming a sibling item by code', () => {
  it("shows the limit's class by its name", async () => {
    server.use(
      http.get('*/admin/api/v1/limitStandards/7/form', () => HttpResponse.json(ok(edition))),
      http.get('*/admin/api/v1/*/page', () => HttpResponse.json(ok({ list: [], total: 0 }))),
      http.get('*/admin/api/v1/*', () => HttpResponse.json(ok([]))),
    );
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="management/limit-standards">
          <GenericShow id={7} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const analyte = await screen.findByText('二氧化硫');
    const row = analyte.closest('tr')!;
    expect(within(row).getByText('燃煤锅炉（新建锅炉）')).toBeTruthy();
    expect(within(row).queryByText('coal-new')).toBeNull();
    // the rows stay in their own full-width cell of the show layout (named after the field)
    expect(row.closest('.ra-field-rows')).toBeTruthy();
  });
});
