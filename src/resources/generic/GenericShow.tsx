// The generated show page: every visible field, the system fields, and the workflow buttons.
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { Show, SimpleShowLayout, TopToolbar, EditButton, DateField, TextField, useResourceContext, useResourceDefinition, type ShowProps } from 'react-admin';
import { schemaOf } from '../names.ts';
import { displayFor } from '../display.tsx';
import { WorkflowButtons } from '../WorkflowButtons.tsx';
import { cloneElement, type ReactNode } from 'react';

const Actions = ({ hasEdit }: { hasEdit: boolean }) => (
  <TopToolbar>
    <WorkflowButtons />
    {hasEdit && <EditButton />}
  </TopToolbar>
);

export function GenericShow({ id, children }: { id?: ShowProps['id']; children?: ReactNode }) {
  const resource = useResourceContext()!;
  const r = schemaOf(resource)!;
  const { hasEdit } = useResourceDefinition();
  const [locale] = useLanguage();
  const locales = locale === 'en' ? 'en-US' : 'zh-CN';
  return (
    <Show id={id} actions={<Actions hasEdit={!!hasEdit} />}>
      <SimpleShowLayout>
        <TextField source="id" />
        {r.fieldList.filter((f) => !f.hidden).map((f) => cloneElement(displayFor(r, f, false, locale), { key: f.name }))}
        <DateField source="createdAt" showTime locales={locales} />
        <DateField source="updatedAt" showTime locales={locales} />
        {children}
      </SimpleShowLayout>
    </Show>
  );
}
