import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import type { NotificationStreamEvent } from '../isomorphic/notifications';

/** One request the page made to the stream, and the server's side of it. */
export interface FakeStreamConnection {
  url: string;
  headers: Record<string, string>;
  /** Sends raw Server-Sent Events text (split anywhere, as the network may). */
  write(text: string): void;
  /** Sends one event as the API does. */
  push(event: NotificationStreamEvent): void;
  /** Ends the stream from the server's side. */
  end(): void;
  /** Whether the page aborted this request. */
  aborted(): boolean;
}

/**
 * A stand-in for `GET /api/service/noti/stream` behind the page's `fetch`, at the HTTP level: the kernel's real
 * stream client connects to it. Answers `status` (200 by default) to each request; the test then writes events.
 * jsdom has no fetch, streams or TextDecoder, so Node's are installed for the page.
 */
export function fakeNotificationStream() {
  const connections: FakeStreamConnection[] = [];
  const statuses: number[] = [];
  const encoder = new NodeTextEncoder();
  Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? NodeTextDecoder });

  function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const status = statuses.shift() ?? 200;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let aborted = false;
    let ended = false;
    const body = new NodeReadableStream<Uint8Array>({ start: (c) => void (controller = c as never) });
    init.signal?.addEventListener('abort', () => {
      aborted = true;
      if (!ended) controller.error(new DOMException('The request was aborted', 'AbortError'));
      ended = true;
    });
    const write = (text: string) => {
      if (!ended) controller.enqueue(encoder.encode(text));
    };
    connections.push({
      url: String(input),
      headers: { ...(init.headers as Record<string, string>) },
      write,
      push: ({ event, data }) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => {
        if (!ended) controller.close();
        ended = true;
      },
      aborted: () => aborted,
    });
    const response = { status, ok: status >= 200 && status < 300, body: status === 200 ? body : null };
    return Promise.resolve(response as unknown as Response);
  }

  Object.assign(globalThis, { fetch: fakeFetch });
  return {
    fetch: fakeFetch,
    connections: () => connections,
    /** The newest connection, the one the page reads if it is open. */
    latest(): FakeStreamConnection {
      const last = connections.at(-1);
      if (!last) throw new Error('The page has not connected to the notification stream');
      return last;
    },
    /** The next requests are answered with these statuses (then 200 again). */
    answerNext(...next: number[]) {
      statuses.push(...next);
    },
  };
}
