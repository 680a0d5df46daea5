// The generated create and edit pages: a SimpleForm of the writable fields, validated with the resource's zod
// schema in the browser and by the server (its field errors appear under the fields). Edit is pessimistic and
// sends the record version (a stale version answers 409 and changes nothing). A screen that needs another input
// for a field declares only that (`overrides`, `omit`) and keeps the rest: validation, labels, the unsaved-changes
// warning and the workflow lock.
import { Fragment, cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
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
  type RedirectionSideEffect,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import type { AnyResource } from '../../../schemas/core/resource.ts';
import { isEditable } from '../../../schemas/workflows/machine.ts';
import { schemaOf } from '../names.ts';
import { inputFor } from '../inputs.tsx';
import { formFields, schemaDefaults, schemaValidator } from '../schema.ts';
import { WorkflowButtons } from '../WorkflowButtons.tsx';
import { RecordTabTitle } from '../../layout/tags/RecordTabTitle.tsx';

/** The field names of a resource declaration (`typeof employees`), or any name when none is given. */
export type FieldName<R extends Declared> = Extract<keyof R['fields'], string>;
/** a resource declaration as `defineResource` returns it (its `fields` name the form's and list's fields) */
export type Declared = { fields: object };

/**
 * What replaces a field's generated input: an element, or a function of the generated input (to wrap it or put
 * something beside it). The field keeps its place in the schema's order.
 */
export type FieldOverride = ReactElement | ((generated: ReactElement | null) => ReactNode);

export interface FieldCustomization<R extends Declared = AnyResource> {
  overrides?: Partial<Record<FieldName<R>, FieldOverride>>;
  /** fields the form leaves out (a screen edits them elsewhere, or children render them) */
  omit?: readonly FieldName<R>[];
}

/**
 * The inputs of the writable fields in schema order, with the screen's overrides and omissions. A structured json
 * field has no generated input (formFields leaves it out); a screen's override for it puts its own input in its place.
 */
export function formInputs(r: AnyResource, { overrides, omit }: FieldCustomization = {}): ReactNode[] {
  const custom = (overrides ?? {}) as Record<string, FieldOverride | undefined>;
  const generated = new Set(formFields(r).map((f) => f.name));
  const writable = (f: AnyResource['fieldList'][number]) => f.kind === 'json' && !f.readOnly && !f.hidden && custom[f.name] !== undefined;
  return r.fieldList
    .filter((f) => generated.has(f.name) || writable(f))
    .filter((f) => !(omit as readonly string[] | undefined)?.includes(f.name))
    .map((f) => {
      const o = custom[f.name];
      const node = o === undefined ? inputFor(r, f) : isValidElement(o) ? o : (o as (g: ReactElement | null) => ReactNode)(inputFor(r, f));
      return isValidElement(node) ? cloneElement(node, { key: f.name }) : node != null ? <Fragment key={f.name}>{node}</Fragment> : null;
    })
    .filter((n) => n != null);
}

function useFormParts(update: boolean, custom: FieldCustomization) {
  const r = schemaOf(useResourceContext()!)!;
  const { overrides, omit } = custom;
  return useMemo(
    () => ({
      inputs: formInputs(r, { overrides, omit }),
      validate: schemaValidator(r, update),
      initial: update ? {} : schemaDefaults(r),
    }),
    [r, update, overrides, omit],
  );
}

interface FormProps<R extends Declared> extends FieldCustomization<R> {
  children?: ReactNode;
  /** where a save leads; the record's show page by default (its list when the resource has none) */
  redirect?: RedirectionSideEffect;
  /** the record as the screen sends it (e.g. a list's rows without their empty entries: an iterator adds them as null) */
  transform?: (data: RaRecord) => RaRecord;
}

/** A new record starts with the schema's defaults (`.default()`), then what the route passes (e.g. a parent id). */
export function GenericCreate<R extends Declared = AnyResource>({
  defaults,
  children,
  redirect,
  transform,
  ...custom
}: FormProps<R> & { defaults?: Partial<RaRecord> }) {
  const { inputs, validate, initial } = useFormParts(false, custom as FieldCustomization);
  const { hasShow } = useResourceDefinition();
  const values = useMemo(() => ({ ...initial, ...defaults }), [initial, defaults]);
  return (
    <Create redirect={redirect ?? (hasShow ? 'show' : 'list')} record={values} transform={transform}>
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

export function GenericEdit<R extends Declared = AnyResource>({ id, children, redirect, transform, ...custom }: FormProps<R> & { id?: Identifier }) {
  const { inputs, validate } = useFormParts(true, custom as FieldCustomization);
  const { hasShow } = useResourceDefinition();
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      transform={transform}
      redirect={redirect ?? (hasShow ? 'show' : 'list')}
      actions={
        <TopToolbar>
          <WorkflowButtons />
          {hasShow && <ShowButton />}
        </TopToolbar>
      }
    >
      <RecordTabTitle />
      <SimpleForm validate={validate} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        {inputs}
        {children}
      </SimpleForm>
    </Edit>
  );
}
