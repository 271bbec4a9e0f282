import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from 'shared-kernel/isomorphic';
import type { ChatContext } from './chat-context';
import type { ChatRequest } from './chat-engine';
import { createChatEngine } from './create-chat-engine';

interface Received {
  url: string | undefined;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A stand-in OpenAI-compatible service on 127.0.0.1 that answers as `respond` says. */
async function startService(respond: (response: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(body) as Received['body'],
      });
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1/`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const context: ChatContext = {
  today: '2026-03-02',
  person: { name: '박서연', age: 40, sex: 'female' },
  predictions: [],
  latestValues: [],
  months: { thisMonth: '2026-03', lastMonth: '2026-02' },
  monthlyAverages: [],
};

const history: ChatMessage[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(index),
  role: index % 2 === 0 ? 'user' : 'assistant',
  content: `message ${index}`,
  createdAt: '2026-03-02T00:00:00.000Z',
}));

const request: ChatRequest = { language: 'ko', question: '내 위험도가 왜 높아?', history, context };

function completion(content: string) {
  return (response: ServerResponse) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
}

describe('OpenAI-compatible chat engine', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const warn = jest.fn();

  function engineFor(options: { apiKey?: string; timeoutMs?: number } = {}) {
    return createChatEngine(
      {
        engine: 'openai',
        baseUrl: service.baseUrl,
        apiKey: options.apiKey,
        model: 'small-model',
        ...options,
      },
      { warn },
    );
  }

  afterEach(async () => {
    warn.mockReset();
    await service.close();
  });

  it('sends the system message in the person’s language with the context, the last 10 messages and the question', async () => {
    service = await startService(completion('  흡연이 위험도를 높였어요.  '));

    const reply = await engineFor({ apiKey: 'llm-secret' }).reply(request);

    expect(reply).toEqual({ content: '흡연이 위험도를 높였어요.', engine: 'openai' });
    const [sent] = service.received;
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer llm-secret');
    expect(sent?.body.model).toBe('small-model');
    const [system, ...rest] = sent?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('한국어로');
    expect(system?.content).toContain('의사가 아닙니다');
    expect(system?.content).toContain(JSON.stringify(context));
    expect(rest).toEqual([
      ...history.slice(2).map(({ role, content }) => ({ role, content })),
      { role: 'user', content: '내 위험도가 왜 높아?' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends no authorization header without an API key', async () => {
    service = await startService(completion('ok'));

    await engineFor().reply(request);

    expect(service.received[0]?.authorization).toBeUndefined();
  });

  it.each([
    ['answers 500', (response: ServerResponse) => response.writeHead(500).end('down')],
    [
      'answers without a message',
      (response: ServerResponse) => response.writeHead(200).end('{"choices":[]}'),
    ],
    ['does not answer in time', () => undefined],
  ])('answers with the offline engine and logs a warning when the service %s', async (_case, respond) => {
    service = await startService(respond);

    const reply = await engineFor({ timeoutMs: 300 }).reply(request);

    expect(reply.engine).toBe('offline');
    expect(reply.content).toContain('아직 예측 결과가 없어요');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.anything() }),
      expect.any(String),
    );
  });
});
