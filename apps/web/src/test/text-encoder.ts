/**
 * Tests only: under jsdom the global Uint8Array is the window's, while TextEncoder returns Node's, and
 * @noble/hashes (behind the EIP-1191 / EIP-55 checksums) refuses bytes of another realm. This encoder
 * returns the global kind. Import it first in a jsdom test that checks mixed-case addresses.
 */
const NodeTextEncoder = globalThis.TextEncoder;

class RealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}

globalThis.TextEncoder = RealmTextEncoder;
