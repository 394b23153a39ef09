import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The files that start chains of their own: their indexers are the run's longest work. */
const OWN_CHAINS = /[\\/](recovery|tropykus[\\/].*)\.test\.ts$/;

/**
 * Vitest's order (failed first, then slowest last time, or largest), with the files on chains of their own in
 * front: they start at once beside the shared-chain files instead of last, as on a clean clone's first run.
 */
export class OwnChainsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const own = (spec: TestSpecification) => OWN_CHAINS.test(spec.moduleId);
    return [...sorted.filter(own), ...sorted.filter((spec) => !own(spec))];
  }
}
