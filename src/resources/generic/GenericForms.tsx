// The generated create and edit pages: a SimpleForm of the writable fields, validated with the resource's zod
// schema in the browser and by the server (its field errors appear under the fields). Edit is pessimistic and
// sends the record version (a stale version answers 409 and changes nothing).
import { cloneElement, useMemo, type ReactNode } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  Toolbar,
  TopToolbar,
  ShowButton,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import { isEditable } from '../../../schemas/workflows/machine.ts';
import { schemaOf } from '../names.ts';
import { inputFor } from '../inputs.tsx';
import { formFields, schemaDefaults, schemaValidator } from '../schema.ts';
import { WorkflowButtons } from '../WorkflowButtons.tsx';

function useFormParts(update: boolean) {
  const resource = useResourceContext()!;
  const r = schemaOf(resource)!;
  return useMemo(
    () => ({
      inputs: formFields(r)
        .map((f) => inputFor(r, f))
        .filter((el): el is NonNullable<typeof el> => !!el)
        .map((el, i) => cloneElement(el, { key: el.key ?? i })),
      validate: schemaValidator(r, update),
      initial: update ? {} : schemaDefaults(r),
    }),
    [r, update],
  );
}

/** A new record starts with the schema's defaults (`.default()`), then what the route passes (e.g. a parent id). */
export function GenericCreate({ defaults, children }: { defaults?: Partial<RaRecord>; children?: ReactNode }) {
  const { inputs, validate, initial } = useFormParts(false);
  const { hasShow } = useResourceDefinition();
  const values = useMemo(() => ({ ...initial, ...defaults }), [initial, defaults]);
  return (
    <Create redirect={hasShow ? 'show' : 'list'} record={values}>
      <SimpleForm validate={validate} defaultValues={values} warnWhenUnsavedChanges>
        {inputs}
        {children}
      </SimpleForm>
    </Create>
  );
}

/** Save, or, in a state the workflow no longer allows editing in, why not (the server would answer 409). */
function EditToolbar() {
  const record = useRecordContext();
  const r = schemaOf(useResourceContext()!);
  const translate = useTranslate();
  if (!record || isEditable(r?.workflow, record)) return <Toolbar />;
  const state = String(record[r!.workflow!.field]);
  const label = translate(`resources.${r!.name}.enums.${r!.workflow!.field}.${state}`, { _: state });
  return (
    <Alert severity="info" sx={{ m: 2 }} data-testid="not-editable">
      {translate('app.notEditable', { state: label })}
    </Alert>
  );
}

export function GenericEdit({ id, children }: { id?: Identifier; children?: ReactNode }) {
  const { inputs, validate } = useFormParts(true);
  const { hasShow } = useResourceDefinition();
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      redirect={hasShow ? 'show' : 'list'}
      actions={
        <TopToolbar>
          <WorkflowButtons />
          {hasShow && <ShowButton />}
        </TopToolbar>
      }
    >
      <SimpleForm validate={validate} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        {inputs}
        {children}
      </SimpleForm>
    </Edit>
  );
}
