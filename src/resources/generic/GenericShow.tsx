// The generated show page: every visible field, the system fields, and the workflow buttons.
import {
  Show,
  SimpleShowLayout,
  TopToolbar,
  EditButton,
  TextField,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  type ShowProps,
} from 'react-admin';
import { isEditable } from '../../../schemas/workflows/machine.ts';
import { schemaOf } from '../names.ts';
import { displayFor } from '../display.tsx';
import { WorkflowButtons } from '../WorkflowButtons.tsx';
import { WhenField } from '../when.tsx';
import { RecordTabTitle } from '../../layout/tags/RecordTabTitle.tsx';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** Edit only in the states the workflow allows it (the server answers 409 in the others). */
function EditIfEditable() {
  const record = useRecordContext();
  const r = schemaOf(useResourceContext()!);
  return record && isEditable(r?.workflow, record) ? <EditButton /> : null;
}

const Actions = ({ hasEdit, tools }: { hasEdit: boolean; tools?: ReactNode }) => (
  <TopToolbar>
    <WorkflowButtons />
    {tools}
    {hasEdit && <EditIfEditable />}
  </TopToolbar>
);

/** Two or three columns on wide screens; rows, JSON and long text take the full width. */
function gridSx(r: NonNullable<ReturnType<typeof schemaOf>>) {
  // a screen's own child takes the full width with className "ra-wide" (a related table, a section)
  const wide = ['& .ra-wide', ...r.fieldList.filter((f) => ['array', 'json', 'richtext'].includes(f.kind) || f.multiline).map((f) => `& .ra-field-${f.name}`)];
  return {
    '& > .MuiStack-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, columnGap: 3 },
    [wide.join(', ')]: { gridColumn: '1 / -1' },
  };
}

/**
 * `omit`: fields a child shows in its own way (shown once, not also as the generic display); `actions`: the screen's
 * own steps in place of the generated workflow buttons (a step that asks for data besides a reason or a signature);
 * `tools`: the screen's own buttons beside the generated ones (a document to download).
 */
export function GenericShow({
  id,
  children,
  omit = [],
  actions,
  tools,
}: {
  id?: ShowProps['id'];
  children?: ReactNode;
  omit?: readonly string[];
  actions?: ReactElement;
  tools?: ReactNode;
}) {
  const resource = useResourceContext()!;
  const r = schemaOf(resource)!;
  const { hasEdit } = useResourceDefinition();
  return (
    <Show id={id} actions={actions ?? <Actions hasEdit={!!hasEdit} tools={tools} />}>
      <RecordTabTitle />
      <SimpleShowLayout sx={gridSx(r)}>
        <TextField source="id" />
        {r.fieldList.filter((f) => !f.hidden && !omit.includes(f.name)).map((f) => cloneElement(displayFor(r, f, false), { key: f.name }))}
        <WhenField source="createdAt" />
        <WhenField source="updatedAt" />
        {children}
      </SimpleShowLayout>
    </Show>
  );
}
