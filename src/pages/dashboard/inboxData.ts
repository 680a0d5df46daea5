// The work inbox's data, apart from its dashboard card so the header's bell can use it without loading the
// dashboard: GET /admin/inbox (only the steps my perms allow), kept live by workflow changes and personal messages,
// and where each item's step is done.
import { useCallback, useEffect, useState } from 'react';
import { inbox, type InboxItem, type InboxSection } from '../../dataProvider/client/index.ts';
import { useRealtimeTopic } from '../../realtime/react.ts';
import { openPath } from '../../reports/paths.ts';

export type { InboxItem, InboxSection };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What an item is about, as a line a person reads: 氨氮、总磷 · HJ 535-2009 · 3 个样品 (a sheet), a corrective action's chart · QC sheet; '' for others. */
export function aboutText(item: InboxItem, translate: Translate): string {
  if (item.chartName) return [item.chartName, item.qcNo ?? item.analysisNo].filter(Boolean).join(' · ');
  const a = item.about;
  if (!a) return '';
  return [a.parameters.join(translate('app.dashboard.inbox.listSep')), a.methodNo ?? '', translate('app.dashboard.inbox.samples', { smart_count: a.samples })]
    .filter(Boolean)
    .join(' · ');
}

/** Where an item's step is done. */
export function actionPath(key: string, item: InboxItem): string {
  switch (key) {
    case 'tasksToSample':
    case 'tasksToReceive':
    case 'tasksToAnalyse':
      return `/business/task-detail/${item.id}`;
    case 'qcToPlan':
      return `/business/qc-create/${item.id}/${item.orderId}`;
    case 'toAssign':
      return `/analyse/analyse-apportion/${item.id}`;
    case 'toReceive':
    case 'toFill':
    case 'toCheck':
    case 'toReview':
    case 'toLock':
      return `/analyse/analyse-details/${item.id}`;
    case 'qcToEvaluate':
    case 'qcNonConformities':
      return `/business/qc-detail/${item.id}`;
    case 'ordersToAccept':
      return `/business/trust-detail/${item.id}`;
    case 'ordersToTask':
      return `/business/task-create/${item.id}`;
    case 'reportsToStart':
      return `/lecture/lectureIndex?orderId=${item.id}`;
    case 'calibrationOverdue':
    case 'calibrationDue':
      return `/management/equipment/${item.id}/show`;
    case 'correctiveActions':
      return `/qualityControl/corrective-actions/${item.id}/show`;
    case 'authorisationsExpiring':
      return `/capability/authorisations/${item.id}/show`;
    case 'verificationsDue':
      return `/capability/verifications/${item.id}/show`;
    default:
      return openPath(item);
  }
}

export function useInbox() {
  const [sections, setSections] = useState<InboxSection[] | null>(null);
  const load = useCallback(
    () =>
      void inbox().then(
        (d) => setSections(d.sections),
        () => undefined,
      ),
    [],
  );
  useEffect(load, [load]);
  useRealtimeTopic('/topic/workflow', load);
  useRealtimeTopic('/user/queue/message', load);
  return sections;
}

/** The resource whose state names an item's status. */
export const STATE_OF: Record<string, string> = {
  toAssign: 'analysisSheets',
  toReceive: 'analysisSheets',
  toFill: 'analysisSheets',
  toCheck: 'analysisSheets',
  toReview: 'analysisSheets',
  toLock: 'analysisSheets',
  tasksToSample: 'tasks',
  tasksToReceive: 'tasks',
  qcToPlan: 'tasks',
  tasksToAnalyse: 'tasks',
  qcToEvaluate: 'qcSheets',
  qcNonConformities: 'qcSheets',
  ordersToAccept: 'orders',
  ordersToTask: 'orders',
  reportsToStart: 'orders',
  calibrationOverdue: 'equipment',
  calibrationDue: 'equipment',
  correctiveActions: 'correctiveActions',
  authorisationsExpiring: 'staffAuthorisations',
  verificationsDue: 'methodVerifications',
};
