// A record page's tab reads the record's declared title (its number or name: a corrective action's 措施编号) instead of
// its id, once the record is read. Rendered inside a record context (the generated show and edit pages).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecordContext, useResourceContext } from 'react-admin';
import { schemaOf } from '../../resources/names.ts';
import { tags } from './store.ts';

export function RecordTabTitle() {
  const record = useRecordContext();
  const field = schemaOf(useResourceContext() ?? '')?.title;
  const { pathname } = useLocation();
  // a reference or a number as the title says no more than the id: only text names the tab
  const value = field && field !== 'id' ? record?.[field] : undefined;
  useEffect(() => {
    if (typeof value === 'string' && value.trim()) tags.name(pathname, value.trim());
  }, [pathname, value]);
  return null;
}
