// Mounting resources: the react-admin definitions of every resource name, the list/create/edit/show routes of a
// menu route (<ResourceViews/>) and the legacy hidden record routes (<HiddenView/>: trust-detail/:id, ...).
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Resource, ResourceContextProvider, useResourceDefinitionContext, type ResourceDefinition } from 'react-admin';
import type { GeneratedView } from '../routes/table.ts';
import { ancillary, mounts, raNameOf, schemaOf } from './names.ts';
import { overrides } from './overrides.ts';
import { GenericList } from './generic/GenericList.tsx';
import { GenericShow } from './generic/GenericShow.tsx';
import { GenericCreate, GenericEdit } from './generic/GenericForms.tsx';

export const allResourceNames = (): string[] => [...mounts.keys(), ...ancillary.map((r) => r.name)];

export function definitionOf(name: string): ResourceDefinition {
  const r = schemaOf(name)!;
  return {
    name,
    options: { label: `resources.${r.name}.name`, schema: r.name },
    hasList: true,
    hasShow: true,
    hasCreate: r.access.create !== false,
    hasEdit: r.access.update !== false,
    recordRepresentation: r.title ?? 'id',
  };
}

/** Registers every resource definition before anything that reads them renders. */
export function RegisterResources({ children }: { children: ReactNode }) {
  const { register } = useResourceDefinitionContext();
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    allResourceNames().forEach((n) => register(definitionOf(n)));
    setReady(true);
  }, [register]);
  return ready ? <>{children}</> : null;
}

export function ResourceViews({ name }: { name: string }) {
  const def = definitionOf(name);
  const o = overrides[schemaOf(name)!.name] ?? {};
  return (
    <Resource
      name={name}
      list={o.list ?? GenericList}
      show={o.show ?? GenericShow}
      create={def.hasCreate ? (o.create ?? GenericCreate) : undefined}
      edit={def.hasEdit ? (o.edit ?? GenericEdit) : undefined}
    />
  );
}

/** Route params other than id prefill a create form (task-create/:orderId, qc-create/:taskId/:orderId). */
function defaultsFrom(params: Record<string, string | undefined>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (k !== 'id' && k !== '*' && v) out[k] = /^\d+$/.test(v) ? Number(v) : v;
  return out;
}

export function HiddenView({ schemaName, view }: { schemaName: string; view: GeneratedView }) {
  const params = useParams();
  const name = raNameOf(schemaName);
  const o = overrides[schemaName] ?? {};
  const kind = view === 'form' ? (params.id ? 'edit' : 'create') : view;
  let body: ReactNode;
  if ((kind === 'edit' || kind === 'show') && !params.id) body = <Navigate to="/404" replace />;
  else if (kind === 'show') body = o.show ? <o.show /> : <GenericShow id={params.id} />;
  else if (kind === 'edit') body = o.edit ? <o.edit /> : <GenericEdit id={params.id} />;
  else if (kind === 'create') body = o.create ? <o.create /> : <GenericCreate defaults={defaultsFrom(params)} />;
  else body = o.list ? <o.list /> : <GenericList />;
  return <ResourceContextProvider value={name}>{body}</ResourceContextProvider>;
}
