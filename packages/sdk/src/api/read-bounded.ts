/**
 * A body's bytes, read as they arrive and never more than `limit` of them: a declared length can lie or be
 * missing (a chunked body), so the size is only known while reading. Past the limit `tooLarge()` is thrown,
 * after cancelling the stream when `cancel` (a client drops an oversized answer; a server leaves the rest of a
 * request on its connection, which it closes, so that its 413 still reaches the caller). Shared by the API's
 * request bodies and the clients of third-party APIs.
 */
export async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  tooLarge: () => Error,
  cancel = true,
): Promise<Uint8Array> {
  const reader = body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      if (cancel) await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
