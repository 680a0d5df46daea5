// Fixture loading for the instrument parser tests: raw bytes, exactly as a lab PC wrote them.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { parseFile } from '../../../server/instruments/detect.ts';
import type { Reading } from '../../../server/instruments/types.ts';

export const fixture = (rel: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../../fixtures/instruments', rel)));

/** Parse a fixture with its expected parser and return the readings (fails the test on a refusal). */
export function readings(
  rel: string,
  expected: string,
): { readings: Reading[]; warnings: { code: string; blocking?: boolean; params: Record<string, unknown> }[]; encoding: string } {
  const r = parseFile(fixture(rel), { expected });
  if (!r.ok) expect.fail(`${rel}: ${JSON.stringify(r.error)}`);
  expect(r.parser).toBe(expected);
  return r;
}

export const find = (rs: Reading[], sampleId: string, analyte: string, replicate?: number) =>
  rs.find((r) => r.sampleId === sampleId && r.analyte === analyte && (replicate === undefined || r.replicate === replicate));
