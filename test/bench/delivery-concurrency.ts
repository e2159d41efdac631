/**
 * Delivery concurrency in a loop (issue 25; not part of `npm test`): the scenarios of
 * test/integration/delivery-concurrency.test.ts, each run BENCH_ROUNDS times (default 20) against
 * one local cloud and one real FTP server (slowed on purpose where a delivery must still be
 * running), printing for each scenario how many rounds gave the expected outcome and every other
 * outcome seen with its count: a race that goes wrong once in twenty shows here.
 *
 * The state machine's retries wait as in AWS (a delivery waiting for another's files tries again
 * every 15 s), so a round takes about 35 s; LOCAL_RETRY_SCALE=0.0167 waits as the integration
 * tests do (about 15 s a round).
 *
 *   npm run bench:delivery-concurrency
 *   BENCH_ROUNDS=5 LOCAL_RETRY_SCALE=0.0167 npm run bench:delivery-concurrency
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { createDb } from '@masterport/data';
import { startLocalCloud } from '@masterport/local';
import {
  createDuringDelivery,
  createsAtOnce,
  redistributesAtOnce,
  SCENARIO_FTP_LOGIN,
  setUpScenarios,
  type Scenarios,
} from '../integration/support/delivery-scenarios.ts';
import { startStationFtp } from '../integration/support/ftp-server.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const STORED_ONCE = { bytesMatch: true, transfers: ['STOR', 'STOR', 'STOR'], overlappingWrites: 0 };

/** Each scenario and the outcome it must have every time (the integration test's expectations). */
const scenarios: {
  name: string;
  run: (context: Scenarios) => Promise<object>;
  expected: (context: Scenarios) => object;
}[] = [
  {
    name: 'two creates at once, duplicate unanswered',
    run: (context) => createsAtOnce(context, undefined),
    expected: (context) => ({
      answers: ['200', '400 distribution_duplicate'],
      refusalDetails: [context.station],
      finals: ['delivered/-'],
      ...STORED_ONCE,
    }),
  },
  {
    name: 'two creates at once, leave out (2)',
    run: (context) => createsAtOnce(context, 2),
    expected: () => ({
      answers: ['200', '400 distribution_no_destination'],
      refusalDetails: null,
      finals: ['delivered/-'],
      ...STORED_ONCE,
    }),
  },
  {
    name: 'two creates at once, send again (1)',
    run: (context) => createsAtOnce(context, 1, 20),
    expected: () => ({
      answers: ['200', '200'],
      refusalDetails: null,
      finals: ['delivered/-', 'delivered/-'],
      ...STORED_ONCE,
    }),
  },
  {
    name: 'a create while the first writes',
    run: createDuringDelivery,
    expected: () => ({
      firstWasWriting: true,
      asked: '400 distribution_duplicate',
      secondWhileFirstWrites: ['waiting/busy'],
      finals: ['delivered/-', 'delivered/-'],
      ...STORED_ONCE,
    }),
  },
  {
    // The later calls join the run (200) or are told it is delivering: both are right; they are folded into one outcome.
    name: 'two redistributes at once, then one more',
    run: async (context) => {
      const observed = await redistributesAtOnce(context);
      return {
        ...observed,
        answers: observed.answers.map((answer, index) =>
          index > 0 && (answer === '200' || answer === '400 destination_busy') ? 'joined or busy' : answer,
        ),
      };
    },
    expected: () => ({
      answers: ['200', 'joined or busy', 'joined or busy'],
      finals: ['delivered/-'],
      newExecutions: 1,
      bytesMatch: true,
      transfers: ['STOR'],
      overlappingWrites: 0,
    }),
  },
];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'masterport-bench-concurrency-'));
  // The watchdog's timer stays off: a round must not be repaired behind the bench's back.
  const cloud = await startLocalCloud({ dataDir, port: 0, web: 'none', seed: false, deliveryWatchdogEveryMs: 0 });
  const ftp = await startStationFtp({ security: 'none', ...SCENARIO_FTP_LOGIN, hashAnswers: 'sha256' });
  try {
    const context = await setUpScenarios({
      baseUrl: cloud.url,
      db: createDb(process.env.TABLE_NAME!),
      ftp,
      folder: 'incoming/concurrency',
      suffix: Date.now().toString(36).slice(-4).toUpperCase(),
      deliveryStateMachineArn: process.env.DELIVERY_STATE_MACHINE_ARN!,
      s3: new S3Client({ forcePathStyle: true }),
      sfn: new SFNClient({}),
    });
    const outcomes = new Map(scenarios.map((scenario) => [scenario.name, new Map<string, number>()]));
    const started = Date.now();
    for (let round = 1; round <= rounds; round += 1) {
      for (const scenario of scenarios) {
        let outcome: string;
        try {
          const observed = JSON.stringify(await scenario.run(context));
          outcome = observed === JSON.stringify(scenario.expected(context)) ? 'as expected' : observed;
        } catch (error) {
          outcome = `failed: ${(error as Error).message.slice(0, 300)}`;
        }
        const counts = outcomes.get(scenario.name)!;
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      }
      process.stderr.write(`round ${round}/${rounds} done (${Math.round((Date.now() - started) / 1000)} s)\n`);
    }
    console.log(
      `\nDelivery concurrency, ${rounds} rounds (one local cloud, one FTP server; ${Math.round((Date.now() - started) / 1000)} s):`,
    );
    for (const [name, counts] of outcomes) {
      console.log(`  ${name}: ${counts.get('as expected') ?? 0}/${rounds} as expected`);
      for (const [outcome, count] of counts) if (outcome !== 'as expected') console.log(`    ${count}x ${outcome}`);
    }
    const wrong = [...outcomes.values()].some((counts) => (counts.get('as expected') ?? 0) !== rounds);
    process.exitCode = wrong ? 1 : 0;
  } finally {
    await ftp.close();
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
