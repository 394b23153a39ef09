import type { IKeyValueStorage } from "@walletconnect/keyvaluestorage";

/**
 * WalletConnect's key-value store kept in memory (the clients' default on Node writes files under the working
 * folder). One instance given to two clients one after the other is a browser reload: the second restores
 * the first one's pairings, keys and sessions.
 */
export class MemoryStorage implements IKeyValueStorage {
  private readonly map = new Map<string, string>();

  async getKeys(): Promise<string[]> {
    return [...this.map.keys()];
  }

  async getEntries<T>(): Promise<[string, T][]> {
    return [...this.map].map(([key, value]) => [key, JSON.parse(value) as T]);
  }

  async getItem<T>(key: string): Promise<T | undefined> {
    const value = this.map.get(key);
    return value === undefined ? undefined : (JSON.parse(value) as T);
  }

  async setItem<T>(key: string, value: T): Promise<void> {
    // A copy, as a real store keeps one: later changes to the object must not reach what is stored.
    this.map.set(key, JSON.stringify(value));
  }

  async removeItem(key: string): Promise<void> {
    this.map.delete(key);
  }
}
