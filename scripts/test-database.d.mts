export interface OwnDatabase {
  /** DATABASE_URL of the new database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}
export function createOwnDatabase(baseUrl: string, prefix: string): Promise<OwnDatabase>;
