import type { ApiClient } from './client.ts';

/** The destination fields a distribution page shows, as the tests read them. */
export interface DestinationRow {
  call_letters: string;
  state: string;
  delivered_on: string | null;
  problem: string | null;
  method: string | null;
  by_link_instead: boolean;
  percent: number;
  files: { name: string; size: number; sha256: string | null; verified_by: string | null }[];
  link: { created_on: string; hash_key: string } | null;
}
export type Details = {
  distribution: { id: string; ref_number: string; distribution_type: string; destinations: DestinationRow[] };
};

/** A distribution's page, read as a person refreshing it would, until `done` holds (a delivery runs in the background). */
export async function detailsWhen(
  client: ApiClient,
  ref: string,
  done: (details: Details['distribution']) => boolean,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await client.get<Details>(`user/distributions/get-details/${ref}/en`);
    // Thrown, not asserted: the delivery benchmark reads pages outside the test runner too.
    if (answer.status !== 200) throw new Error(`get-details answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (done(answer.body.distribution)) return answer.body.distribution;
    if (Date.now() > deadline)
      throw new Error(
        `distribution still at ${JSON.stringify(answer.body.distribution.destinations.map((d) => [d.call_letters, d.state, d.problem]))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A destination whose delivery has finished, either way: delivered or in error. */
export const settled = (destination: { state: string }): boolean =>
  destination.state === 'delivered' || destination.state === 'error';

/**
 * Sends one station's destination again, as the distribution page's Redistribute does, then reads the
 * page until every destination has settled and, when `type` is given, the distribution is of that
 * type ('completed', 'completed_with_errors'). The call puts the destination back to waiting before it
 * answers, so a settled page is the new run's end, not the previous one's. Answers the page.
 */
export async function redistributeAndSettle(
  client: ApiClient,
  distribution: { id: string; ref: string },
  callLetters: string,
  type?: string,
): Promise<Details['distribution']> {
  const answer = await client.post('user/distributions/destination/redistribute', {
    distribution_id: distribution.id,
    call_letters: callLetters,
  });
  if (answer.status !== 200) throw new Error(`redistribute answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return detailsWhen(
    client,
    distribution.ref,
    (details) => details.destinations.every(settled) && (type === undefined || details.distribution_type === type),
  );
}
