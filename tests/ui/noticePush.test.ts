// A notice push says its title in the reader's language: an assignment comes with its title in each language (the
// server does not know a socket's language); a notice a person wrote, with its one title; a revocation says nothing.
import { describe, expect, it } from 'vitest';
import { pushedNotice } from '../../src/layout/pushedNotice.ts';

describe('pushedNotice', () => {
  const assignment = JSON.stringify({
    kind: 'assignment',
    analysisNo: 'FX20261124001',
    titles: { 'zh-CN': '新分析单待接收：FX20261124001', en: 'New analysis sheet to receive: FX20261124001' },
  });
  it('picks the title of the UI language', () => {
    expect(pushedNotice(assignment, 'zh-cn')).toEqual({ title: '新分析单待接收：FX20261124001' });
    expect(pushedNotice(assignment, 'en')).toEqual({ title: 'New analysis sheet to receive: FX20261124001' });
  });
  it('shows a written notice as written, and nothing for a revocation or an unreadable body', () => {
    expect(pushedNotice(JSON.stringify({ type: 'notice', action: 'publish', id: 3, title: '停电通知' }), 'en')).toEqual({ title: '停电通知' });
    expect(pushedNotice(JSON.stringify({ type: 'notice', action: 'revoke', id: 3, title: '停电通知' }), 'zh-cn')).toBeNull();
    expect(pushedNotice('not json', 'zh-cn')).toBeNull();
    expect(pushedNotice(JSON.stringify({ kind: 'assignment', id: 1 }), 'zh-cn')).toBeNull();
  });
});
