// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameError, FrameParser } from '../../server/realtime/frame.ts';

const bytes = (s: string) => Buffer.from(s, 'utf8');

describe('STOMP frame parser', () => {
  it('reads a frame split across chunks, and several frames in one chunk, skipping heart-beats', () => {
    const parser = new FrameParser(1024);
    expect(parser.push(bytes('\n\r\nSEND\ndestination:/app/x\n\nhel'))).toEqual([]);
    const [a, b] = parser.push(bytes('lo\0\nSUBSCRIBE\r\nid:0\r\ndestination:/topic/notice\r\n\r\n\0\n'));
    expect(a.command).toBe('SEND');
    expect(a.headers.destination).toBe('/app/x');
    expect(a.body.toString()).toBe('hello');
    expect(b).toEqual({ command: 'SUBSCRIBE', headers: { id: '0', destination: '/topic/notice' }, body: Buffer.alloc(0) });
  });

  it('honours content-length in bytes (Chinese text, NUL inside the body)', () => {
    const body = '检测报告：pH 7.2\0 水温 25.3 ℃ μg/L';
    const frame = encodeFrame('SEND', { destination: '/app/x' }, body);
    expect(frame.toString()).toContain(`content-length:${Buffer.byteLength(body)}\n`);
    const parser = new FrameParser(1024);
    // Feed byte by byte: multi-byte characters are cut in the middle.
    const out = [...frame].flatMap((byte) => parser.push(Buffer.from([byte])));
    expect(out).toHaveLength(1);
    expect(out[0].body.toString('utf8')).toBe(body);
  });

  it('escapes and unescapes header values, except in CONNECT', () => {
    const frame = encodeFrame('SEND', { destination: '/app/a:b', note: 'x\\y\nz\r' });
    expect(frame.toString()).toContain('destination:/app/a\\cb\nnote:x\\\\y\\nz\\r\n');
    const [parsed] = new FrameParser(1024).push(frame);
    expect(parsed.headers).toMatchObject({ destination: '/app/a:b', note: 'x\\y\nz\r' });
    const [connect] = new FrameParser(1024).push(bytes('CONNECT\nAuthorization:Bearer a\\cb\n\n\0'));
    expect(connect.headers.Authorization).toBe('Bearer a\\cb');
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = new FrameParser(1024).push(bytes('SEND\nfoo:1\nfoo:2\n\n\0'));
    expect(frame.headers.foo).toBe('1');
  });

  it.each([
    ['a bad escape', 'SEND\nfoo:a\\tb\n\n\0'],
    ['a header without colon', 'SEND\nfoo\n\n\0'],
    ['a lower-case command', 'send\n\n\0'],
    ['binary garbage', '\x01\x02\xff\n\n\0'],
    ['a body longer than content-length', 'SEND\ncontent-length:2\n\nabc\0'],
    ['a non-numeric content-length', 'SEND\ncontent-length:x\n\n\0'],
  ])('rejects %s', (_, input) => {
    expect(() => new FrameParser(1024).push(Buffer.from(input, 'latin1'))).toThrow(FrameError);
  });

  it('rejects frames over the size limit, declared or streamed', () => {
    expect(() => new FrameParser(100).push(bytes('SEND\ncontent-length:500\n\n'))).toThrow(/exceeds 100/);
    const parser = new FrameParser(100);
    parser.push(bytes('SEND\n\n'));
    expect(() => parser.push(bytes('x'.repeat(200)))).toThrow(/exceeds 100/);
    expect(() => new FrameParser(100).push(bytes('SEND\nh:' + 'x'.repeat(200)))).toThrow(/exceeds 100/);
  });
});
