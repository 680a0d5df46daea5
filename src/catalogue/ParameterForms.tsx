// Create and edit of a test item: the generated form (schema inputs, zod validation, server field errors) with the
// raw-record template picked from the registry instead of typed, placed after the method it must match.
import { cloneElement, useMemo, type ReactElement } from 'react';
import { Create, Edit, SimpleForm, useResourceDefinition } from 'react-admin';
import { resourceByName } from '../../schemas/resources/index.ts';
import { inputFor } from '../resources/inputs.tsx';
import { formFields, schemaDefaults, schemaValidator } from '../resources/schema.ts';
import { TemplateInput } from './TemplateInput.tsx';

function useInputs(update: boolean) {
  const r = resourceByName.get('parameters')!;
  return useMemo(() => {
    const inputs: ReactElement[] = [];
    for (const f of formFields(r)) {
      if (f.name === 'templateId') continue;
      const el = inputFor(r, f);
      if (el) inputs.push(cloneElement(el, { key: f.name }));
      if (f.name === 'methodTitle') inputs.push(<TemplateInput key="templateId" />);
    }
    return { inputs, validate: schemaValidator(r, update), initial: update ? {} : schemaDefaults(r) };
  }, [r, update]);
}

export function ParameterCreate() {
  const { inputs, validate, initial } = useInputs(false);
  const { hasShow } = useResourceDefinition();
  return (
    <Create redirect={hasShow ? 'show' : 'list'}>
      <SimpleForm validate={validate} defaultValues={initial} warnWhenUnsavedChanges>
        {inputs}
      </SimpleForm>
    </Create>
  );
}

export function ParameterEdit() {
  const { inputs, validate } = useInputs(true);
  const { hasShow } = useResourceDefinition();
  return (
    <Edit mutationMode="pessimistic" redirect={hasShow ? 'show' : 'list'}>
      <SimpleForm validate={validate} warnWhenUnsavedChanges>
        {inputs}
      </SimpleForm>
    </Edit>
  );
}
