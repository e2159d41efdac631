import { describe, expect, it } from 'vitest';
import * as distributions from '@masterport/core/distributions';
import { deliveryDefinition } from '@masterport/state-machines/delivery/definition.ts';
import { deliveryTaskEventSchema } from './delivery.ts';

type State = {
  Type: string;
  Parameters?: { Payload?: Record<string, unknown> };
  Retry?: { ErrorEquals: string[] }[];
  Catch?: { ErrorEquals: string[] }[];
  ItemProcessor?: { States: Record<string, State> };
};

/** Every state of the delivery machine, the Map's inner ones included. */
function statesOf(states: Record<string, State>): State[] {
  return Object.values(states).flatMap((state) => [
    state,
    ...(state.ItemProcessor ? statesOf(state.ItemProcessor.States) : []),
  ]);
}
const tasks = statesOf(deliveryDefinition().States as Record<string, State>).filter((state) => state.Type === 'Task');

/**
 * The names the delivery task's errors carry (Step Functions matches a Retry by the error's `name`):
 * every Error class core's distributions entry exports, made with a harmless argument.
 */
const thrownNames = new Set(
  (Object.values(distributions) as unknown[])
    .filter(
      (value): value is new (argument: unknown) => Error =>
        typeof value === 'function' && value.prototype instanceof Error,
    )
    .map((ErrorClass) => new ErrorClass([]).name),
);

describe('the delivery state machine and its task agree (issue 26: no string left unchecked)', () => {
  it("retries only errors the task throws, by the names they carry, or Step Functions' own", () => {
    const named = tasks.flatMap((task) =>
      [...(task.Retry ?? []), ...(task.Catch ?? [])].flatMap((rule) => rule.ErrorEquals),
    );
    const ours = [...new Set(named.filter((name) => !name.startsWith('States.')))];
    expect(ours.length).toBeGreaterThanOrEqual(3);
    for (const name of ours) expect(thrownNames, `no error of the delivery task is named ${name}`).toContain(name);
  });

  it('sends every task a payload the task takes', () => {
    for (const task of tasks) {
      const payload = Object.fromEntries(
        Object.entries(task.Parameters?.Payload ?? {}).map(([key, value]) => [key.replace(/\.\$$/, ''), value]),
      );
      const sample = { ...payload, distribution_id: 'abcdef123', call_letters: 'CJPM', run: 1 };
      expect(deliveryTaskEventSchema.safeParse(sample).success, `payload of step ${String(payload.step)}`).toBe(true);
    }
  });
});
