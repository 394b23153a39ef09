import { startLocalStack } from "./global-setup";

/** The local stack on the Tropykus-shaped contracts (`npm start -- --protocol tropykus`), for tropykus/*.spec.ts. */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startLocalStack("tropykus");
}
