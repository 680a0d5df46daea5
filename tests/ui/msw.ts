// A msw server for the UI tests; each test file adds the handlers it needs and records the requests.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();
export const seen: Request[] = [];
server.events.on('request:start', ({ request }) => void seen.push(request.clone()));

export function useMsw(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
}

export const ok = (data: unknown) => ({ code: '00000', msg: 'ok', data });
