// The lab's own facts both sides read: its name and address as stored, its time zone's today, which matrices a point accepts.
import { labDay } from '../core/dates.ts';

/** The columns every stored record has besides its schema fields. */
export interface Stored {
  id: number;
  version: number;
  createdAt?: string;
  updatedAt?: string;
}

// ---- order rules: the wizard (UI) and order_add_cg (server) validate with these same schemas ----
/** The lab's time zone (default Asia/Shanghai): "today" for a requested due date is the lab's calendar day. */
export const LAB_TIME_ZONE = 'Asia/Shanghai';

export const labToday = (now = new Date(), timeZone = LAB_TIME_ZONE) => labDay(now, timeZone);

/** Matrices whose methods serve each other: 水质 methods apply to surface/ground water and wastewater alike. */
const MATRIX_FAMILIES: ReadonlyArray<readonly string[]> = [['water', 'wastewater']];

/** May a parameter of matrix `param` be tested on a point of matrix `point`? (a soil pH on a wastewater point: no) */
export const matrixAccepts = (point: string, param: string) => point === param || MATRIX_FAMILIES.some((f) => f.includes(point) && f.includes(param));
