// What a notice push on /topic/notice or /user/queue/message says, in the reader's language: the server does not know
// the language of a socket, so a system notice (an assignment) comes with its title in each language ({ titles });
// a notice a person wrote comes with its one title as written. A revocation and other pushes say nothing.
export interface PushedNotice {
  title: string;
}

export function pushedNotice(body: string, locale: string): PushedNotice | null {
  let m: { action?: string; title?: unknown; titles?: Record<string, unknown> };
  try {
    m = JSON.parse(body) as typeof m;
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object' || m.action === 'revoke') return null;
  const own = m.titles?.[locale === 'en' ? 'en' : 'zh-CN'];
  const title = typeof own === 'string' ? own : typeof m.title === 'string' ? m.title : '';
  return title ? { title } : null;
}
