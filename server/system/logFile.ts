import fs from 'node:fs';
import path from 'node:path';
import SonicBoom from 'sonic-boom';

/** `lims-YYYY-MM-DD.log` of a moment (UTC day, as the file names always were). */
export const logFileName = (at: number) => `lims-${new Date(at).toISOString().slice(0, 10)}.log`;

/**
 * A pino destination that writes to LOG_DIR/lims-YYYY-MM-DD.log and moves to the next day's file at the first line
 * after midnight (UTC), so a server that runs for weeks still writes one file a day. The first line of a new file
 * names the previous file with the log viewer's download marker `[[download:NAME]]`, which the viewer turns into a link.
 */
export class DailyLogStream {
  private current = '';
  private out: SonicBoom | null = null;
  /** the files ended so far, each settled when its last line is on disk and it is closed */
  private closed: Promise<void>[] = [];

  constructor(
    private readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /** The file being written now. */
  get file(): string {
    return path.join(this.dir, this.current);
  }

  write(line: string): boolean {
    const at = this.now();
    const name = logFileName(at);
    if (name !== this.current) this.rotate(name, at);
    return this.out!.write(line);
  }

  private rotate(name: string, at: number) {
    const previous = this.current;
    this.close();
    this.current = name;
    this.out = new SonicBoom({ dest: path.join(this.dir, name), sync: false, mkdir: true });
    if (previous) {
      this.out.write(
        `${JSON.stringify({ level: 30, time: at, pid: process.pid, msg: `log file rotated; the previous day is in [[download:${previous}]]` })}\n`,
      );
    }
  }

  flushSync(): void {
    try {
      this.out?.flushSync();
    } catch {
      /* still opening: nothing buffered to flush yet */
    }
  }

  private close(): void {
    const out = this.out;
    if (!out) return;
    this.closed.push(new Promise((resolve) => out.once('close', () => resolve())));
    out.end();
  }

  /** Ends the file being written; settles once every file this stream wrote is closed with its lines on disk. */
  end(): Promise<void> {
    this.close();
    this.out = null;
    return Promise.all(this.closed).then(() => undefined);
  }
}
