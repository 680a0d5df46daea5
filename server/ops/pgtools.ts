import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

/**
 * PostgreSQL's own client tools: PG_BIN names their folder; otherwise the newest /usr/lib/postgresql/N/bin,
 * then the PATH. pg_dump refuses a server newer than itself, so the newest installed one is preferred.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const dirs = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  for (const d of dirs) if (fs.existsSync(path.join(d, name))) return path.join(d, name);
  return name;
}

/** Runs a tool to completion; rejects with its stderr when it fails. The URL goes in argv, never through a shell. */
export function runTool(cmd: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', (err) => reject(new Error(`${path.basename(cmd)} could not start: ${err.message} (set PG_BIN to PostgreSQL's bin folder)`)));
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${path.basename(cmd)} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`));
    });
  });
}
