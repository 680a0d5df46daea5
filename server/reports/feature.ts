// The report room's routes beyond the generic CRUD: drafting from an order's results, review, approval, issue, the
// PDF and the review-time list. The public verification of an issued report is its own feature (verify/feature.ts).
import { reportRoutes } from './reports.ts';

export default reportRoutes;
