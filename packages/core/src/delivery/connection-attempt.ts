import type { ConnectionProblem, ConnectionTest } from '@masterport/contract';

type Step = ConnectionTest['step'];

/**
 * Failures of the connect step that would tell a port scanner an open port (no FTP greeting: a
 * timeout, an odd answer) from a closed one (refused at once): a test says "could not connect" for
 * all of them, with no duration either, since a closed port answers sooner than a silent one.
 */
const COULD_NOT_CONNECT: ReadonlySet<ConnectionProblem> = new Set(['refused', 'timeout', 'unknown']);

class StepFailure extends Error {
  constructor(
    readonly step: Step,
    readonly problem: ConnectionProblem,
    options: { cause: unknown },
  ) {
    super(`${step}: ${problem}`, options);
  }
}

/**
 * One connection test: runs named steps in order and remembers where it stopped and why. A
 * failure's cause is read into a problem code by the method's own reader; its text goes nowhere.
 */
export class ConnectionAttempt {
  address: string | undefined;
  private reached: Step = 'resolve';

  constructor(private readonly problemOf: (error: unknown, step: Step) => ConnectionProblem) {}

  async step<Result>(step: Step, work: () => Promise<Result>): Promise<Result> {
    this.reached = step;
    try {
      return await work();
    } catch (error) {
      if (error instanceof StepFailure) throw error;
      throw new StepFailure(step, this.problemOf(error, step), { cause: error });
    }
  }

  async run(work: () => Promise<void>): Promise<ConnectionTest> {
    const started = Date.now();
    const address = () => (this.address ? { address: this.address } : {});
    try {
      await work();
      return { ok: true, step: this.reached, ...address(), duration_ms: Date.now() - started };
    } catch (error) {
      const failure =
        error instanceof StepFailure
          ? error
          : new StepFailure(this.reached, this.problemOf(error, this.reached), { cause: error });
      if (failure.step === 'connect' && COULD_NOT_CONNECT.has(failure.problem))
        return { ok: false, step: 'connect', problem: 'refused', ...address(), duration_ms: 0 };
      return {
        ok: false,
        step: failure.step,
        problem: failure.problem,
        ...address(),
        duration_ms: Date.now() - started,
      };
    }
  }
}
