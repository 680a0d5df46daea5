// Open lists follow the lab (realtime): every committed write is announced on /topic/workflow as
// {resource, id, action, status}; lists of that resource, wherever they are shown, fetch again. Open forms are left
// alone, so nobody's unsaved edit is replaced under them (a stale save answers 409 instead).
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useRealtimeTopic } from '../realtime/react.ts';
import { apiNameOf } from '../resources/mounts.ts';

export const WORKFLOW_TOPIC = '/topic/workflow';
const LIST_QUERIES = new Set(['getList', 'getManyReference', 'getInfiniteList']);

/** The schema resource a workflow message names, or undefined for anything else. */
export function announcedResource(body: string): string | undefined {
  try {
    const resource = (JSON.parse(body) as { resource?: unknown }).resource;
    return typeof resource === 'string' ? resource : undefined;
  } catch {
    return undefined;
  }
}

export const isListOf = (resource: string) => (q: Query) => {
  const [name, kind] = q.queryKey;
  return typeof name === 'string' && typeof kind === 'string' && LIST_QUERIES.has(kind) && apiNameOf(name) === resource;
};

export function WorkflowSync() {
  const queryClient = useQueryClient();
  useRealtimeTopic(WORKFLOW_TOPIC, (body) => {
    const resource = announcedResource(body);
    if (resource) void queryClient.invalidateQueries({ predicate: isListOf(resource) });
  });
  return null;
}
