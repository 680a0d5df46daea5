// task-list and task-create/{orderId?}: a task sheet made from an accepted order; task-detail/{id} is TaskDetail.tsx.
import { useNavigate, useParams } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { useTranslate, Form, SelectInput } from 'react-admin';
import { LabDateInput } from '../resources/dateInputs.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { taskFromOrder } from '../../schemas/business/tasks.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../resources/when.tsx';
import { useApi, useOptions, Panel, WfList } from './shared.tsx';
import { taskCalls } from '../dataProvider/client/index.ts';
import { schemaResolver, useFormWrite } from './form.tsx';

export function TaskList() {
  return <WfList schemaName="tasks" href={(r) => `/business/task-detail/${r.id}`} />;
}

const createForm = taskFromOrder.pick({ orderId: true, kind: true, plannedFrom: true });
const createResolver = schemaResolver(createForm);

export function TaskCreate() {
  const { orderId } = useParams();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }} data-testid="task-create">
      <Panel title={translate('wf.task.create')}>
        <Form
          record={{ orderId: orderId ? Number(orderId) : undefined, plannedFrom: labDay(new Date(), labTimeZone()), kind: 'sampling_analysis' }}
          resolver={createResolver}
          noValidate
        >
          <TaskCreateFields />
        </Form>
      </Panel>
    </Box>
  );
}

function TaskCreateFields() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const orders = useOptions('orders').map((o) => ({ id: o.value, name: o.label }));
  const { handleSubmit } = useFormContext();
  const write = useFormWrite((path) => translate(`wf.task.${path === 'orderId' ? 'order' : path}`, { _: path }));
  const kinds = (['sampling_analysis', 'analysis_only'] as const).map((k) => ({ id: k, name: translate(`resources.tasks.enums.kind.${k}`, { _: k }) }));
  return (
    <Stack sx={{ maxWidth: 480 }}>
      <SelectInput source="orderId" label="wf.task.order" choices={orders} isRequired translateChoice={false} />
      <SelectInput source="kind" label="wf.task.kind" choices={kinds} translateChoice={false} />
      <LabDateInput source="plannedFrom" label="wf.task.plannedFrom" />
      <Button
        variant="contained"
        data-testid="create-task"
        onClick={() =>
          handleSubmit(async (values) => {
            let made: { task: { id: number } } | undefined;
            if (
              await write(async () => {
                made = await api(taskCalls.createFromOrder, values, 'wf.done', { silent: true });
              })
            )
              navigate(`/business/task-detail/${made!.task.id}`);
          })()
        }
      >
        {translate('wf.task.create')}
      </Button>
    </Stack>
  );
}

export { TaskDetail } from './TaskDetail.tsx';
