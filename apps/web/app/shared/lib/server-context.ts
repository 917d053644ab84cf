import type { ServerContextValue } from '@app/contracts';
import { createContext, RouterContextProvider } from 'react-router';

/** What the Fastify server hands each page request (nonce, in-process API, public config). */
export const serverContext = createContext<ServerContextValue>();

export function createAppLoadContext(value: ServerContextValue): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(serverContext, value);
  return provider;
}
