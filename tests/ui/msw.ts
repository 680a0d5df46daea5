// A msw server for the UI tests; each test file adds the handlers it needs and records the requests.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();
export const seen: Request[] = [];
server.events.on('request:start', ({ request }) => void seen.push(request.clone()));

// not a React hook (no `use` prefix): it registers vitest hooks that run the msw server around each test file
export function serveMsw(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
}

export const ok = (data: unknown) => ({ code: '00000', msg: 'ok', data });
