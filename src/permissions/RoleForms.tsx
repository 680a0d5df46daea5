// Role groups: the generated inputs for code, name, scope and status, and the menu-rule tree for the grants.
// The server derives the half-checked parents and stores them beside the checked rules.
import { cloneElement, useMemo } from 'react';
import { Create, Edit, SimpleForm, useResourceContext } from 'react-admin';
import { schemaOf } from '../resources/names.ts';
import { inputFor } from '../resources/inputs.tsx';
import { formFields, schemaDefaults, schemaValidator } from '../resources/schema.ts';
import { RuleTreeInput } from './RuleTreeInput.tsx';

const TREE_FIELDS = new Set(['ruleIds', 'halfCheckedIds', 'parentId']);

function useInputs(update: boolean) {
  const r = schemaOf(useResourceContext()!)!;
  return useMemo(
    () => ({
      inputs: formFields(r)
        .filter((f) => !TREE_FIELDS.has(f.name))
        .map((f) => inputFor(r, f))
        .filter((el): el is NonNullable<typeof el> => !!el)
        .map((el, i) => cloneElement(el, { key: el.key ?? i })),
      validate: schemaValidator(r, update),
      initial: update ? {} : schemaDefaults(r),
    }),
    [r, update],
  );
}

export function RoleCreate() {
  const { inputs, validate, initial } = useInputs(false);
  return (
    <Create redirect="list">
      <SimpleForm validate={validate} defaultValues={{ ...initial, ruleIds: [] }}>
        {inputs}
        <RuleTreeInput />
      </SimpleForm>
    </Create>
  );
}

export function RoleEdit() {
  const { inputs, validate } = useInputs(true);
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm validate={validate}>
        {inputs}
        <RuleTreeInput />
      </SimpleForm>
    </Edit>
  );
}
