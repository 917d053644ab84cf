import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Translation services as real HTTP peers on 127.0.0.1, for the API tests and the end-to-end run:
 * one speaks the LibreTranslate API (POST /translate), one the chat-completions API. They
 * "translate" by tagging the text with the target language ("[en] …"), so every answer is
 * recognisable and keeps the text's masks, and they record what they received.
 */
export interface TranslationPeer {
  url: string;
  received: Array<{ path: string; body: Record<string, unknown>; raw: string }>;
  /** 'slow' answers after 1.5 s, 'error' with a 500. */
  mode: 'ok' | 'slow' | 'error';
  close(): Promise<void>;
}

export const fakeTranslation = (text: string, target: string) => `[${target}] ${text}`;

async function startPeer(
  answer: (body: Record<string, unknown>) => unknown,
  port = 0,
): Promise<TranslationPeer> {
  const peer: TranslationPeer = { url: '', received: [], mode: 'ok', close: async () => {} };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad json"}');
        return;
      }
      peer.received.push({ path: request.url ?? '', body, raw });
      const send = () => {
        if (peer.mode === 'error') {
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(body)));
      };
      if (peer.mode === 'slow') setTimeout(send, 1500);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return peer;
}

export const startLibreTranslatePeer = (port = 0) =>
  startPeer((body) => ({ translatedText: fakeTranslation(String(body.q), String(body.target)) }), port);

/** Answers with the user message tagged by the language the system prompt names ("to English"). */
export const startChatCompletionsPeer = (port = 0) =>
  startPeer((body) => {
    const messages = body.messages as Array<{ role: string; content: string }>;
    const target = /to (\w+)/.exec(messages[0]?.content ?? '')?.[1] ?? '?';
    return {
      choices: [
        { message: { role: 'assistant', content: fakeTranslation(messages[1]?.content ?? '', target) } },
      ],
    };
  }, port);
