import type { Client, IMessage } from '@stomp/stompjs';
import type { TestApp } from './harness.ts';

/** Subscribes and resolves once the server confirms the subscription with a RECEIPT (no race with a publish). */
export async function subscribed(client: Client, destination: string): Promise<IMessage[]> {
  const messages: IMessage[] = [];
  const receipt = `sub-${Math.random().toString(36).slice(2)}`;
  const confirmed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.subscribe(destination, (m) => messages.push(m), { receipt });
  await confirmed;
  return messages;
}

/** Starts listening on a random port and answers the STOMP URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  return `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
