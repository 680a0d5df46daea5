import { ReferenceManyField, DataTable, TextField } from 'react-admin';
import { GenericShow } from '../resources/generic/GenericShow.tsx';

export function DictShow() {
  return (
    <GenericShow>
      <ReferenceManyField reference="dictItems" target="dictCode" source="dictCode" label="resources.dictItems.name" sort={{ field: 'sort', order: 'ASC' }}>
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="value" />
          <DataTable.Col source="label" />
          <DataTable.Col source="labelEn" />
          <DataTable.Col source="sort">
            <TextField source="sort" />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </GenericShow>
  );
}
