// Each item of an order against the accredited scope on a day (schemas/methods/scopeState.ts decides): the contract
// review's screen (server/business/orderItems.ts) and the report (server/reports/reportData.ts) ask the same function.
import type { OrderPoint } from '../../schemas/business/orders.ts';
import { scopeStateOf, type ScopeState } from '../../schemas/methods/scopeState.ts';
import type { Tx } from '../db/index.ts';
import { linesFor } from './scope.ts';
import { subcontractorsById } from './subcontract.ts';

/** A function answering the state of (point name, matrix, test item) for the order's points on `day`. */
export async function scopeResolver(tx: Tx, points: readonly OrderPoint[], day: string) {
  const pids = [...new Set(points.flatMap((p) => p.parameterIds ?? []))];
  const lines = await linesFor(tx, pids);
  const subs = await subcontractorsById(tx, [...new Set(points.flatMap((p) => (p.subcontracted ?? []).map((s) => s.subcontractorId)))]);
  return (pointName: string, matrix: string, parameterId: number): ScopeState => {
    const point = points.find((p) => p.name === pointName);
    const sub = point?.subcontracted?.find((s) => s.parameterId === parameterId);
    const who = sub ? subs.get(sub.subcontractorId) : undefined;
    return scopeStateOf({ parameterId, matrix }, day, lines, who && { name: who.name, certificateNo: who.certificateNo });
  };
}
