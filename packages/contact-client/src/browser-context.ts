import type { PayloadContext } from './payload.ts';

export function payloadContextFromBrowser(honeypot: string): PayloadContext {
  return { userAgent: globalThis.navigator?.userAgent ?? '', now: new Date(), honeypot };
}
