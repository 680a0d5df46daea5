// The QC plan's items as a react-admin form: one row per QC sample (type, paired sample, parameters) and, for a
// matrix spike or a CRM, one row per parameter with its amount or certified value and unit. Validated with the
// schema's qcItem (schemas/business/qc.ts) as the user types; the server's field errors land under their
// fields too.
import type { ReactNode } from 'react';
import { z } from 'zod';
import {
  Form,
  ResourceContextProvider,
  ArrayInput,
  SimpleFormIterator,
  SelectInput,
  SelectArrayInput,
  TextInput,
  FormDataConsumer,
  SaveButton,
  useGetList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { qcItem, QC_TYPES, CONC_UNITS, type QcItem } from '../../schemas/business/qc.ts';
import { issueMessage } from '../resources/schema.ts';
import { raNameOf } from '../resources/names.ts';

const items = z.array(qcItem).max(200);
type Issue = Parameters<typeof issueMessage>[0];

/** A QC item as the form holds it while it is typed: any field may still be missing or blank (qcItem judges it). */
export type QcItemDraft = Partial<Omit<QcItem, 'spikes' | 'crms'>> & {
  spikes?: Array<Partial<QcItem['spikes'][number]>>;
  crms?: Array<Partial<QcItem['crms'][number]>>;
};

/** Form-level validation from the schema: `{ items: [ { spikes: [ { amount: 'validation.decimal' } ] } ] }`. */
export function validateItems(values: { items?: unknown }): Record<string, unknown> {
  const r = items.safeParse(values.items ?? []);
  if (r.success) return {};
  const errors: Record<string | number, unknown> = {};
  for (const issue of r.error.issues as unknown as Issue[]) {
    let node = (errors.items ??= []) as Record<string | number, unknown>;
    issue.path.forEach((p, i) => {
      const key = p as string | number;
      if (i === issue.path.length - 1) node[key] ??= issueMessage(issue);
      else node = (node[key] ??= typeof issue.path[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
    });
  }
  return errors;
}

/** The empty rows a spike or CRM item starts with: one per parameter, in the parameter's unit when it is a concentration. */
export function valueRows(item: QcItemDraft, unitOf: (id: number) => string | undefined): QcItemDraft {
  const unit = (p: number) => CONC_UNITS.find((u) => u === unitOf(p));
  if (item.type === 'matrix_spike' && !(item.spikes ?? []).length)
    return { ...item, spikes: (item.parameterIds ?? []).map((p) => ({ parameterId: p, amount: '', unit: unit(p) })) };
  if (item.type === 'crm' && !(item.crms ?? []).length)
    return { ...item, crms: (item.parameterIds ?? []).map((p) => ({ parameterId: p, lot: '', certifiedValue: '', halfRange: '', unit: unit(p) })) };
  return item;
}

export function QcItemsForm({
  taskId,
  defaultItems,
  editable,
  onSave,
  header,
  saveLabel = 'wf.saveDraft',
  withReason,
}: {
  taskId?: string | number;
  defaultItems: QcItemDraft[];
  editable: boolean;
  /** a change to a planned spike amount or CRM value is saved with its reason (the server asks for one) */
  onSave(items: QcItemDraft[], reason?: string): Promise<unknown>;
  withReason?: boolean;
  header?(items: QcItemDraft[]): ReactNode;
  saveLabel?: string;
}) {
  const translate = useTranslate();
  const { data: samples } = useGetList(
    raNameOf('samples'),
    { filter: { taskId }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 500 } },
    { enabled: !!taskId },
  );
  const { data: params } = useGetList(raNameOf('parameters'), { pagination: { page: 1, perPage: 500 } });
  const routine = (samples ?? []).filter((x) => !x.qcType);
  const onTask = new Set(routine.flatMap((x) => (x.parameterIds ?? []) as number[]));
  const paramChoices = (only?: number[]) =>
    (params ?? []).filter((p) => (only ?? [...onTask]).includes(p.id as number)).map((p) => ({ id: p.id, name: `${p.name}（${p.unit}）` }));
  const unitOf = (id: number) => (params ?? []).find((p) => p.id === id)?.unit as string | undefined;
  const types = QC_TYPES.map((t) => ({ id: t, name: translate(`resources.qcSheets.enums.items.type.${t}`) }));
  const units = CONC_UNITS.map((u) => ({ id: u, name: u }));
  const sampleName = (id?: number) => (samples ?? []).find((x) => x.id === id)?.sampleNo ?? '';
  const submit = async (values: { items?: QcItemDraft[]; reason?: string }) => {
    try {
      await onSave(values.items ?? [], values.reason || undefined);
    } catch (e) {
      // the server's field errors (items.1.spikes.0.amount → its message) are shown under their fields
      const errors = (e as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) return errors;
    }
    return undefined;
  };
  return (
    <ResourceContextProvider value={raNameOf('qcSheets')}>
      <Form defaultValues={{ items: defaultItems }} validate={validateItems} onSubmit={submit} key={JSON.stringify(defaultItems)} disabled={!editable}>
        {header && <FormDataConsumer>{({ formData }) => header(formData.items ?? [])}</FormDataConsumer>}
        <ArrayInput source="items" label="wf.qc.items">
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            disableAdd={!editable}
            disableRemove={(r: RaRecord) => !editable || !!r?.qcSampleId}
            getItemLabel={(n: number) => `${n + 1}`}
            data-testid="qc-items"
          >
            <FormDataConsumer>
              {({ scopedFormData }) => (
                <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={2} sx={{ width: '100%' }} data-qc-item={scopedFormData?.type ?? ''}>
                  {scopedFormData?.qcSampleId ? (
                    <Stack justifyContent="center" sx={{ minWidth: 160 }} data-testid="qc-sample-no">
                      {sampleName(scopedFormData.qcSampleId)}
                    </Stack>
                  ) : null}
                  <SelectInput source="type" label="wf.qc.type" choices={types} disabled={!!scopedFormData?.qcSampleId || !editable} sx={{ minWidth: 160 }} />
                  <SelectInput
                    source="pairedSampleId"
                    label="wf.qc.paired"
                    emptyText="—"
                    choices={routine.map((x) => ({ id: x.id, name: `${x.sampleNo} ${x.pointName}` }))}
                    disabled={!!scopedFormData?.qcSampleId || !editable}
                    sx={{ minWidth: 220 }}
                  />
                  <SelectArrayInput
                    source="parameterIds"
                    label="wf.order.params"
                    choices={paramChoices()}
                    disabled={!!scopedFormData?.qcSampleId || !editable}
                    sx={{ minWidth: 260 }}
                  />
                </Stack>
              )}
            </FormDataConsumer>
            <FormDataConsumer>
              {({ scopedFormData }) => {
                const only = (scopedFormData?.parameterIds ?? []) as number[];
                if (scopedFormData?.type === 'matrix_spike')
                  return (
                    <ArrayInput source="spikes" label="wf.qc.spikes">
                      <SimpleFormIterator inline disableReordering disableClear disableAdd={!editable} disableRemove={!editable} data-testid="qc-spikes">
                        <SelectInput source="parameterId" label="wf.analysis.parameter" choices={paramChoices(only)} sx={{ minWidth: 200 }} />
                        <TextInput source="amount" label="wf.qc.spikeAmount" sx={{ width: 140 }} />
                        <SelectInput source="unit" label="wf.qc.unit" choices={units} sx={{ minWidth: 110 }} />
                      </SimpleFormIterator>
                    </ArrayInput>
                  );
                if (scopedFormData?.type === 'crm')
                  return (
                    <ArrayInput source="crms" label="wf.qc.crms">
                      <SimpleFormIterator inline disableReordering disableClear disableAdd={!editable} disableRemove={!editable} data-testid="qc-crms">
                        <SelectInput source="parameterId" label="wf.analysis.parameter" choices={paramChoices(only)} sx={{ minWidth: 200 }} />
                        <TextInput source="lot" label="wf.qc.lot" sx={{ width: 180 }} />
                        <TextInput source="certifiedValue" label="wf.qc.certifiedValue" sx={{ width: 120 }} />
                        <TextInput source="halfRange" label="wf.qc.halfRange" sx={{ width: 120 }} />
                        <SelectInput source="unit" label="wf.qc.unit" choices={units} sx={{ minWidth: 110 }} />
                      </SimpleFormIterator>
                    </ArrayInput>
                  );
                return null;
              }}
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
        {editable && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <FormDataConsumer>
              {({ formData }) => {
                const list = (formData.items ?? []) as QcItemDraft[];
                return list.some((i) => valueRows(i, unitOf) !== i) ? <FillButton items={list} unitOf={unitOf} /> : null;
              }}
            </FormDataConsumer>
            {withReason && editable && <TextInput source="reason" label="wf.qc.changeReason" helperText="wf.qc.changeReasonHelp" sx={{ minWidth: 360 }} />}
            {/* a proposed plan is saved as it stands too */}
            <SaveButton label={saveLabel} data-testid="qc-save" alwaysEnable={saveLabel !== 'wf.saveDraft'} />
          </Stack>
        )}
      </Form>
    </ResourceContextProvider>
  );
}

/** Adds the per-parameter rows a spike or CRM still lacks (one per parameter of the item, in its unit). */
function FillButton({ items: list, unitOf }: { items: QcItemDraft[]; unitOf: (id: number) => string | undefined }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  return (
    <Button
      size="small"
      variant="outlined"
      data-testid="qc-fill-rows"
      onClick={() =>
        setValue(
          'items',
          list.map((i) => valueRows(i, unitOf)),
          { shouldDirty: true },
        )
      }
    >
      {translate('wf.qc.fillRows')}
    </Button>
  );
}
