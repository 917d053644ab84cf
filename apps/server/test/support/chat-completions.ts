import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 that writes a valid English summary
 * citing the first reviews of the prompt, after `delayMs`; or fails ('error'), or never answers
 * ('hang'). It counts the requests it got.
 */
export interface FakeModel {
  url: string;
  requests: number;
  mode: 'ok' | 'error' | 'hang';
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeModel(): Promise<FakeModel> {
  const state = { requests: 0, mode: 'ok' as FakeModel['mode'], delayMs: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    state.requests += 1;
    if (state.mode === 'hang') return;
    await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      messages: Array<{ role: string; content: string }>;
    };
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const refs = [...user.matchAll(/^(R\d+) \(/gm)].map((m) => m[1]!);
    const content = JSON.stringify({
      sections: [
        {
          kind: 'overview',
          claims: [
            {
              text: 'Tenants describe a calm flat with a reliable landlord and fair rent.',
              sources: refs.slice(0, 2),
            },
          ],
        },
      ],
    });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  }) as FakeModel;
}
