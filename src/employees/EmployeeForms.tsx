// Employee create and edit: the generated inputs, with the qualifications as rows of parameter (picked by name or
// code), method, certificate number and valid-until date.
import { cloneElement, useMemo } from 'react';
import { Create, Edit, SimpleForm, ArrayInput, SimpleFormIterator, ReferenceInput, AutocompleteInput, TextInput, useResourceContext } from 'react-admin';
import { LabDateInput } from '../resources/dateInputs.tsx';
import { schemaOf, raNameOf } from '../resources/names.ts';
import { inputFor, OPTIONS_META } from '../resources/inputs.tsx';
import { formFields, schemaDefaults, schemaValidator } from '../resources/schema.ts';

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

function useInputs(update: boolean) {
  const r = schemaOf(useResourceContext()!)!;
  return useMemo(
    () => ({
      inputs: formFields(r)
        .map((f) => (f.name === 'qualifications' ? <Qualifications key="q" /> : inputFor(r, f)))
        .filter((el): el is NonNullable<typeof el> => !!el)
        .map((el, i) => cloneElement(el, { key: el.key ?? i })),
      validate: schemaValidator(r, update),
      initial: update ? {} : schemaDefaults(r),
    }),
    [r, update],
  );
}

export function EmployeeCreate() {
  const { inputs, validate, initial } = useInputs(false);
  return (
    <Create redirect="show">
      <SimpleForm validate={validate} defaultValues={initial}>
        {inputs}
      </SimpleForm>
    </Create>
  );
}

export function EmployeeEdit() {
  const { inputs, validate } = useInputs(true);
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validate}>{inputs}</SimpleForm>
    </Edit>
  );
}
