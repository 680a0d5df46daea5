// STOMP 1.2 frames, read and written as bytes: content-length counts UTF-8 bytes, so Chinese text
// arrives intact (the broker this replaces counted characters and truncated it).

export interface Frame {
  command: string;
  headers: Record<string, string>;
  body: Buffer;
}

export class FrameError extends Error {}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** Header values are escaped in every frame except CONNECT and CONNECTED (STOMP 1.2 "Value Encoding"). */
function escapes(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => (c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c'));
}

export function unescapeHeader(value: string): string {
  return value.replace(/\\(.?)/gs, (_, c: string) => {
    switch (c) {
      case '\\':
        return '\\';
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      default:
        throw new FrameError(`invalid escape sequence in header: \\${c}`);
    }
  });
}

/** Encodes a frame; content-length is always set from the body's byte length. */
export function encodeFrame(command: string, headers: Record<string, string>, body: string | Buffer = ''): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const esc = escapes(command);
  let head = command + '\n';
  for (const [k, v] of Object.entries(headers)) {
    if (k === 'content-length') continue;
    head += esc ? `${escapeHeader(k)}:${escapeHeader(v)}\n` : `${k}:${v}\n`;
  }
  if (bytes.length > 0 || command === 'MESSAGE' || command === 'SEND' || command === 'ERROR') {
    head += `content-length:${bytes.length}\n`;
  }
  return Buffer.concat([Buffer.from(head + '\n', 'utf8'), bytes, Buffer.from([NUL])]);
}

/**
 * Incremental parser: feed it the bytes of each WebSocket message (a message may hold part of a frame,
 * one frame, or several); it returns the complete frames and keeps the rest. Heart-beat EOLs between
 * frames are reported through `onHeartbeat`. Throws FrameError for malformed or oversize input.
 */
export class FrameParser {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  push(chunk: Buffer): Frame[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: Frame[] = [];
    for (;;) {
      this.skipHeartbeats();
      if (this.pending.length === 0) break;
      const frame = this.readFrame();
      if (!frame) break;
      frames.push(frame);
    }
    return frames;
  }

  private skipHeartbeats(): void {
    let i = 0;
    const p = this.pending;
    while (i < p.length && (p[i] === LF || (p[i] === CR && p[i + 1] === LF))) i += p[i] === CR ? 2 : 1;
    if (i > 0) this.pending = p.subarray(i);
  }

  /** Returns one frame and drops its bytes, or null when the frame is not complete yet. */
  private readFrame(): Frame | null {
    const p = this.pending;
    let pos = 0;
    const lines: string[] = [];
    for (;;) {
      const lf = p.indexOf(LF, pos);
      if (lf < 0) return this.incomplete();
      const end = lf > pos && p[lf - 1] === CR ? lf - 1 : lf;
      const line = p.toString('utf8', pos, end);
      pos = lf + 1;
      if (line === '') break;
      lines.push(line);
      if (pos > this.maxFrameBytes) throw new FrameError(`frame headers exceed ${this.maxFrameBytes} bytes`);
    }
    if (lines.length === 0) throw new FrameError('frame without a command');
    const command = lines[0];
    if (!/^[A-Z]+$/.test(command)) throw new FrameError('malformed command line');
    const headers: Record<string, string> = {};
    const esc = escapes(command);
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new FrameError('malformed header line');
      const key = esc ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
      const value = esc ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
      if (!(key in headers)) headers[key] = value; // a repeated header: the first one wins
    }
    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d+$/.test(declared)) throw new FrameError('invalid content-length');
      const length = Number(declared);
      if (pos + length > this.maxFrameBytes) throw new FrameError(`frame exceeds ${this.maxFrameBytes} bytes`);
      bodyEnd = pos + length;
      if (p.length <= bodyEnd) return null;
      if (p[bodyEnd] !== NUL) throw new FrameError('frame body longer than content-length');
    } else {
      bodyEnd = p.indexOf(NUL, pos);
      if (bodyEnd < 0) return this.incomplete();
    }
    if (bodyEnd + 1 > this.maxFrameBytes) throw new FrameError(`frame exceeds ${this.maxFrameBytes} bytes`);
    const body = Buffer.from(p.subarray(pos, bodyEnd)); // copy: the pending buffer is reused
    this.pending = p.subarray(bodyEnd + 1);
    return { command, headers, body };
  }

  private incomplete(): null {
    if (this.pending.length > this.maxFrameBytes) throw new FrameError(`frame exceeds ${this.maxFrameBytes} bytes`);
    return null;
  }
}
