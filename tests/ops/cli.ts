import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command-line tool of scripts/ the way npm does (node --import tsx) and collects its output. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', script), ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs'), VITEST: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
