// trust-add-one/two/three/{id?} and trust-edit/{id}, trust-edit-two/{id}: the three-step order wizard, each step a
// react-admin form validated by the order schema's own fields (schemas/business/orders.ts, as the server does).
// Every step saves a draft through order/order_add_cg (create without id, update with it), so a draft is resumable.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { useFormContext } from 'react-hook-form';
import {
  Form,
  TextInput,
  SelectInput,
  BooleanInput,
  NumberInput,
  ArrayInput,
  SimpleFormIterator,
  AddItemButton,
  AutocompleteArrayInput,
  FormDataConsumer,
  ResourceContextProvider,
  useTranslate,
  useNotify,
} from 'react-admin';
import { raNameOf } from '../resources/names.ts';
import { LabDateInput } from '../resources/dateInputs.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEditable } from '../../schemas/workflows/machine.ts';
import { orderWorkflow } from '../../schemas/workflows/lab.ts';
import { ReadOnlyOrder } from './OrderItems.tsx';
import { orders, orderPoint, type OrderRecord, type OrderPoint } from '../../schemas/business/orders.ts';
import { matrixAccepts } from '../../schemas/business/lab.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { useApi, useRecord, useOptions, Panel, Steps } from './shared.tsx';
import { orderCalls } from '../dataProvider/client/index.ts';
import { schemaResolver, requiredIn, useFormWrite } from './form.tsx';
import { QuotePanel, useParameters } from './OrderQuote.tsx';
import { PointStandard, useStandards } from './PointStandard.tsx';
import { DECISION_RULES } from '../../schemas/uncertainty/decision.ts';

const f = orders.fields;
/** Each step's fields: the order schema's own field schemas, so the wizard refuses what the server refuses. */
const STEPS = [
  z.object({
    clientId: f.clientId,
    projectName: f.projectName,
    projectAddress: f.projectAddress,
    category: f.category,
    samplingBy: f.samplingBy,
    purpose: f.purpose,
    dueDate: f.dueDate,
    urgent: f.urgent,
    decisionRule: f.decisionRule,
    uncertaintyOnReport: f.uncertaintyOnReport,
  }),
  z.object({ points: f.points }),
  z.object({ discount: f.discount, remarks: f.remarks }),
] as const;
const ROUTES = ['trust-add-one', 'trust-add-two', 'trust-add-three'];
const must = requiredIn(STEPS[0].shape);
const NEW: Partial<OrderRecord> = { category: 'commissioned', samplingBy: 'lab', urgent: false, points: [], discount: '1' };

/** Field labels (i18n keys) by path head; a point's fields are named "采样点位 2 · 每天频次". */
const LABELS: Record<string, string> = {
  clientId: 'client',
  projectName: 'project',
  projectAddress: 'address',
  category: 'category',
  samplingBy: 'samplingBy',
  purpose: 'purpose',
  dueDate: 'dueDate',
  urgent: 'urgent',
  decisionRule: 'decisionRule',
  uncertaintyOnReport: 'uncertaintyOnReport',
  discount: 'discount',
  remarks: 'remarks',
  points: 'points',
  name: 'point',
  matrix: 'matrix',
  days: 'days',
  timesPerDay: 'times',
  parameterIds: 'params',
  limitStandardId: 'standard',
  limitClass: 'standardClass',
  limitCondition: 'standardCondition',
};

function stepOf(path: string): 0 | 1 | 2 {
  if (/trust-(add|edit)-two/.test(path)) return 1;
  if (/trust-add-three/.test(path)) return 2;
  return 0;
}

export default function OrderWizard() {
  const { id } = useParams();
  const step = stepOf(useLocation().pathname);
  const translate = useTranslate();
  const { record, refetch } = useRecord('orders', id);
  const resolver = useMemo(() => schemaResolver(STEPS[step]), [step]);
  // a draft being resumed is shown once its current version is loaded; the form restarts from each saved version
  if (id && !record) return null;
  const order = (record ?? NEW) as Partial<OrderRecord>;
  // only a draft is edited (the server refuses the rest): a submitted or accepted order's steps are read, not offered as a form
  if (order.id && !isEditable(orderWorkflow, order as Record<string, unknown>)) return <ReadOnlyOrder order={order} />;
  return (
    <Box sx={{ p: 2 }} data-testid="order-wizard">
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {(['one', 'two', 'three'] as const).map((k) => (
          <Step key={k}>
            <StepLabel>{translate(`wf.order.steps.${k}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <ResourceContextProvider value={raNameOf('orders')}>
        <Form key={`${step}-${order.id ?? 'new'}-${order.version ?? 0}`} record={order} resolver={resolver} noValidate>
          {step === 0 && <StepOne />}
          {step === 1 && <StepTwo />}
          {step === 2 && <StepThree />}
          <WizardActions step={step} order={order} reload={refetch} />
        </Form>
      </ResourceContextProvider>
    </Box>
  );
}

function WizardActions({ step, order, reload }: { step: 0 | 1 | 2; order: Partial<OrderRecord>; reload(): unknown }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const api = useApi();
  const { handleSubmit } = useFormContext();
  const labelOf = useCallback(
    (path: string) => {
      const [head, i, sub] = path.split('.');
      const label = translate(`wf.order.${LABELS[sub ?? head] ?? head}`, { _: sub ?? head });
      return head === 'points' && i !== undefined ? `${translate('wf.form.point', { n: Number(i) + 1 })} · ${label}` : label;
    },
    [translate],
  );
  const write = useFormWrite(labelOf);
  const go = (n: number, rid: number) => navigate(`/business/${ROUTES[n]}/${rid}`);

  const act = (kind: 'save' | 'next' | 'submit') =>
    handleSubmit(async (values) => {
      // the step's fields, as the schema gave them (coerced, defaults applied); the server keeps the other steps'
      const body: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      if (order.id) Object.assign(body, { id: order.id, version: order.version });
      let saved: OrderRecord | undefined;
      if (
        !(await write(async () => {
          saved = await api(orderCalls.saveDraft, body, undefined, { silent: true });
        }))
      )
        return;
      if (kind === 'submit') {
        // the saved draft is not announced: the submission's answer (done or refused) is the one message
        try {
          await api(orderCalls.step('submit'), { id: saved!.id }, 'wf.done');
        } catch {
          return void reload();
        }
        return void navigate(`/business/trust-detail/${saved!.id}`);
      }
      notify('wf.saved', { type: 'success' });
      if (kind === 'next') go(step + 1, saved!.id);
      else if (!order.id) go(step, saved!.id);
      else await reload();
    })();

  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {step > 0 && order.id && <Button onClick={() => go(step - 1, order.id!)}>{translate('wf.prev')}</Button>}
      <Button variant="outlined" data-testid="save-draft" onClick={() => act('save')}>
        {translate('wf.saveDraft')}
      </Button>
      {step < 2 && (
        <Button variant="contained" data-testid="next" onClick={() => act('next')}>
          {translate('wf.next')}
        </Button>
      )}
      {order.id && order.status === 'draft' && (
        <Steps
          onDone={() => navigate('/business/trust-list')}
          steps={[
            {
              name: 'delete',
              label: translate('wf.order.delete'),
              perm: 'order:delete',
              show: true,
              confirm: true,
              run: () => api(orderCalls.remove, { ids: String(order.id) }, 'wf.done'),
            },
          ]}
        />
      )}
      {step === 2 && (
        <Button variant="contained" data-testid="submit-order" onClick={() => act('submit')}>
          {translate('wf.order.submit')}
        </Button>
      )}
    </Stack>
  );
}

function StepOne() {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const clients = useOptions('clients').map((c) => ({ id: c.value, name: c.label }));
  const categories = useDict('test_category').map((c) => ({ id: c.value, name: dictLabel(c, locale) }));
  const samplingBy = (['lab', 'client'] as const).map((v) => ({ id: v, name: translate(`resources.orders.enums.samplingBy.${v}`, { _: v }) }));
  const common = { fullWidth: true, helperText: false as const };
  return (
    <Panel title={translate('wf.order.steps.one')}>
      <Stack sx={{ maxWidth: 640 }}>
        <SelectInput source="clientId" label="wf.order.client" choices={clients} isRequired={must('clientId')} {...common} translateChoice={false} />
        <TextInput source="projectName" label="wf.order.project" isRequired={must('projectName')} {...common} />
        <TextInput source="projectAddress" label="wf.order.address" {...common} />
        <SelectInput source="category" label="wf.order.category" choices={categories} isRequired={must('category')} {...common} translateChoice={false} />
        <SelectInput source="samplingBy" label="wf.order.samplingBy" choices={samplingBy} {...common} translateChoice={false} />
        <TextInput source="purpose" label="wf.order.purpose" {...common} />
        <LabDateInput source="dueDate" label="wf.order.dueDate" {...common} />
        <BooleanInput source="urgent" label="wf.order.urgent" helperText={false} />
        {/* issue 33: the rule the client agrees for judging against limits, by its label; confirmed at contract review */}
        <SelectInput
          source="decisionRule"
          label="wf.order.decisionRule"
          choices={DECISION_RULES.map((v) => ({ id: v, name: translate(`resources.orders.enums.decisionRule.${v}`, { _: v }) }))}
          emptyText="wf.order.ruleNotAgreed"
          helperText="wf.order.decisionRuleHint"
          fullWidth
          translateChoice={false}
        />
        <BooleanInput source="uncertaintyOnReport" label="wf.order.uncertaintyOnReport" helperText={false} />
      </Stack>
    </Panel>
  );
}

function StepTwo() {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const matrices = useDict('matrix').map((m) => ({ id: m.value, name: dictLabel(m, locale) }));
  const params = useParameters();
  const standards = useStandards();
  const pointMust = requiredIn(orderPoint.shape);
  return (
    <>
      <Panel title={translate('wf.order.points')}>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 2 }}>
          {translate('wf.order.pointsHint')}
        </Typography>
        <ArrayInput source="points" label={false}>
          <SimpleFormIterator
            inline
            disableReordering
            addButton={<AddItemButton data-testid="add-point" label="wf.order.addPoint" />}
            // a point's fields wrap onto a second line rather than squeezing the name and frequency to nothing
            sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } }}
          >
            <TextInput source="name" label="wf.order.point" isRequired={pointMust('name')} helperText={false} sx={{ width: 180 }} />
            <SelectInput
              source="matrix"
              label="wf.order.matrix"
              choices={matrices}
              defaultValue="wastewater"
              isRequired
              translateChoice={false}
              helperText={false}
              sx={{ width: 150 }}
            />
            <NumberInput source="days" label="wf.order.days" defaultValue={1} min={1} step={1} isRequired helperText={false} sx={{ width: 120 }} />
            <NumberInput source="timesPerDay" label="wf.order.times" defaultValue={1} min={1} step={1} isRequired helperText={false} sx={{ width: 150 }} />
            <FormDataConsumer<{ points: OrderPoint[] }>>
              {({ scopedFormData }) => {
                const row = scopedFormData as Partial<OrderPoint> | undefined;
                // the items that apply to the point's matrix, and any already chosen (the server names those that do not)
                const choices = params
                  .filter((p) => matrixAccepts(String(row?.matrix ?? ''), p.matrix) || row?.parameterIds?.includes(p.id))
                  .map((p) => ({ id: p.id, name: `${p.name} · ${p.methodNo}` }));
                return (
                  <>
                    <AutocompleteArrayInput
                      source="parameterIds"
                      label="wf.order.params"
                      choices={choices}
                      isRequired
                      translateChoice={false}
                      defaultValue={[]}
                      helperText={false}
                      sx={{ minWidth: 360 }}
                    />
                    <PointStandard row={row} standards={standards} />
                  </>
                );
              }}
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </Panel>
      <QuotePanel />
    </>
  );
}

function StepThree() {
  const translate = useTranslate();
  return (
    <>
      <QuotePanel />
      <Panel title={translate('wf.order.steps.three')}>
        <Stack sx={{ maxWidth: 480 }}>
          <TextInput source="discount" label="wf.order.discount" isRequired slotProps={{ htmlInput: { inputMode: 'decimal' } }} helperText={false} />
          <TextInput source="remarks" label="wf.order.remarks" multiline minRows={2} helperText={false} />
        </Stack>
      </Panel>
    </>
  );
}
