/** Reads a request body as UTF-8 text, stopping as soon as it passes the byte limit. */
export type BodyText =
  | { kind: 'text'; text: string }
  | { kind: 'too-large' }
  | { kind: 'invalid' }
  | { kind: 'aborted' };

export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<BodyText> {
  if (request.body === null) return { kind: 'text', text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-upload (or the host timed the body out): nothing to answer.
      return { kind: 'aborted' };
    }
    const { done, value } = chunk;
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'invalid' };
  }
}
