// The traceability pages (issue 34 item 4, src/reagents/TracePages.tsx): a result traced back to the CRM certificate
// (opened from the sheet's results) and a lot's recall view (opened from the lot), both reached by a link, never a menu.
import { definePage } from '../core/page.ts';

export const tracePages = [
  definePage({
    name: 'trace-result',
    group: 'reagents',
    hidden: true,
    params: ':id',
    title: ['结果溯源', 'Result traceability'],
    resource: 'results',
    perm: 'reagent:query',
    screen: 'reagents/TracePages#ResultTracePage',
    api: ['/admin/reagents/trace/result/'],
  }),
  definePage({
    name: 'trace-lot',
    group: 'reagents',
    hidden: true,
    params: ':id',
    title: ['批次追溯（召回）', 'Lot recall view'],
    resource: 'materialLots',
    perm: 'reagent:query',
    screen: 'reagents/TracePages#LotTracePage',
    api: ['/admin/reagents/trace/lot/'],
  }),
];
