// Employee create and edit: the generated inputs, with the qualifications as rows of parameter (picked by name or
// code), method, certificate number and valid-until date.
import { ArrayInput, SimpleFormIterator, ReferenceInput, AutocompleteInput, TextInput } from 'react-admin';
import type { employees } from '../../schemas/employees/employees.ts';
import { LabDateInput } from '../resources/dateInputs.tsx';
import { raNameOf } from '../resources/names.ts';
import { OPTIONS_META } from '../resources/inputs.tsx';
import { GenericCreate, GenericEdit } from '../resources/generic/GenericForms.tsx';

const label = (k: string) => `resources.employees.subfields.qualifications.${k}`;

function Qualifications() {
  return (
    <ArrayInput source="qualifications" label="resources.employees.fields.qualifications">
      <SimpleFormIterator inline>
        <ReferenceInput source="parameterId" reference={raNameOf('parameters')} queryOptions={OPTIONS_META}>
          <AutocompleteInput
            label={label('parameterId')}
            optionText={(r: Record<string, unknown>) => String(r?.label ?? r?.name ?? '')}
            filterToQuery={(q) => ({ q })}
            sx={{ minWidth: 220 }}
          />
        </ReferenceInput>
        <TextInput source="methodNo" label={label('methodNo')} helperText={false} />
        <TextInput source="certificateNo" label={label('certificateNo')} helperText={false} />
        <LabDateInput source="validUntil" label={label('validUntil')} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

const overrides = { qualifications: <Qualifications /> };

export const EmployeeCreate = () => <GenericCreate<typeof employees> overrides={overrides} />;
export const EmployeeEdit = () => <GenericEdit<typeof employees> overrides={overrides} />;
