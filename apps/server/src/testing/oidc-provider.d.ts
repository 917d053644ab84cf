/** oidc-provider ships no types; the tests use its constructor, request handler and interaction policy. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
  export namespace interactionPolicy {
    class Prompt {
      constructor(options: { name: string; requestable: boolean });
      checks: { clear(): void };
    }
    interface Policy extends Array<Prompt> {
      add(prompt: Prompt, index?: number): void;
    }
    function base(): Policy;
  }
}
