import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Area } from '@masterport/contract';
import { lambdaEnvironment } from '@masterport/core/config';
import { WORKFLOWS, type Workflow, type WorkflowName } from '@masterport/state-machines/registry.ts';
import { createApiGateway } from './api-gateway.ts';
import { startCognito } from './cognito-server.ts';
import { startDynamoDb } from './dynamodb/dynamodb-server.ts';
import { renderMail, renderMailList, renderMailNotice, sendHtml } from './mail-page.ts';
import { guarded, jsonInternalError, logFailure, requestUrl } from './guard.ts';
import { LOCAL_BUCKETS, LOCAL_TABLE, provisionTable, provisionUserPool } from './provision.ts';
import { startS3, type S3Event } from './s3-server.ts';
import { recoverInterruptedRuns } from './recover-runs.ts';
import { putDemoSamples } from './demo-samples.ts';
import { putDemoCards } from './demo-cards.ts';
import { putDemoOperator, seedDemo } from './seed.ts';
import { rebuildListIndexes } from './rebuild-lists.ts';
import { startSes } from './ses-server.ts';
import { connections, stoppable, within, type StopReport } from './shutdown.ts';
import { startAdIdRegistry } from './ad-id-registry/registry-server.ts';
import { startPaymentGateway } from './payment-gateway/gateway-server.ts';
import { startStepFunctions } from './step-functions.ts';
import { serveDist } from './web-dist.ts';
import { loadStateMachine } from './state-machines.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The SPA's production build, as `npm run build:web` writes it. */
export const WEB_DIST = join(REPO_ROOT, 'web/dist');

export interface LocalCloudOptions {
  dataDir: string;
  /** The one origin of the SPA and the API; 0 picks a free port. */
  port: number;
  /** Emulator ports; 0 (the default) picks free ones. Fixed ports keep tokens valid across restarts. */
  emulatorPorts?: {
    dynamodb?: number;
    s3?: number;
    cognito?: number;
    ses?: number;
    sfn?: number;
    gateway?: number;
    adIdRegistry?: number;
  };
  /**
   * Multiplies every state machine's retry pauses (1: as in AWS, e.g. 10, 20, 40, 80 s for a
   * delivery); tests shorten them with a smaller factor. Default: LOCAL_RETRY_SCALE, else 1.
   */
  retryScale?: number;
  /**
   * 'dist' serves the built web/dist as CloudFront serves it (web-dist.ts), 'vite' serves web/
   * through Vite's dev middleware with hot reload, 'none' only the API.
   */
  web: 'vite' | 'dist' | 'none';
  seed?: boolean;
  log?: boolean;
  /** How often the delivery watchdog runs (every five minutes in AWS; a minute here); 0 never. */
  deliveryWatchdogEveryMs?: number;
  /** The stage's maintenance switch (`MAINTENANCE`): every API call answers 503 `maintenance` (docs/site.md). */
  maintenance?: boolean;
  /** How often the daily storage metering runs (once a day in AWS; hourly here, a day is written once); 0 never. */
  storageMeteringEveryMs?: number;
}

/** A request's path, percent-decoded; undefined when the target is no URL or its encoding is malformed (`%ZZ`). */
function decodedPath(req: IncomingMessage): string | undefined {
  const url = requestUrl(req);
  if (!url) return undefined;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

/** API Gateway's and CloudFront's answer to a request they cannot parse. */
const badRequest = (res: ServerResponse) => {
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message: 'Bad Request' }));
};

/** LOCAL_RETRY_SCALE, a positive number (`0.1`, `1/60` is not read: write `0.0167`); anything else is 1. */
function retryScaleFromEnvironment(): number {
  const scale = Number(process.env.LOCAL_RETRY_SCALE);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/**
 * The whole platform on loopback, with no AWS account and no Docker: the emulators, provisioned
 * from the CDK app's definitions, the API handlers in process, the SPA and a local mail page.
 */
export async function startLocalCloud(options: LocalCloudOptions) {
  mkdirSync(options.dataDir, { recursive: true });
  const ports = options.emulatorPorts ?? {};
  // Port 0: each server binds a port the OS picks at the bind (no race with another process).
  const [dynamoPort, s3Port, sesPort, sfnPort] = [ports.dynamodb ?? 0, ports.s3 ?? 0, ports.ses ?? 0, ports.sfn ?? 0];
  // What has started so far, stopped again if a later part fails: a failed start must not leave
  // servers holding the process open (a test run's setup would then hang instead of failing).
  const started: { stop: () => Promise<unknown> }[] = [];
  try {
    const dynamodb = await startDynamoDb({ dataDir: options.dataDir, port: dynamoPort });
    started.push(dynamodb);
    // The bucket notification of the CDK app: source objects created -> the events function, in process.
    const onS3Event = (event: S3Event) => {
      if (!event.Records.some((record) => record.s3.bucket.name === LOCAL_BUCKETS.sources)) return;
      import('@masterport/functions/events/source-uploaded.ts')
        .then(({ handler }) => handler(event as never))
        .catch((error: unknown) => logFailure('source-uploaded failed', error));
    };
    const s3 = await startS3({
      dataDir: options.dataDir,
      port: s3Port,
      buckets: Object.values(LOCAL_BUCKETS),
      onEvent: onS3Event,
    });
    started.push(s3);
    const sfn = await startStepFunctions({
      port: sfnPort,
      retryScale: options.retryScale ?? retryScaleFromEnvironment(),
    });
    started.push(sfn);
    // Every state machine of the registry, with its task functions in process, as the CDK app deploys them.
    const machineArns = new Map<WorkflowName, string>();
    for (const [name, workflow] of Object.entries(WORKFLOWS) as [WorkflowName, Workflow][]) {
      const substitutions = Object.fromEntries(
        workflow.tasks.map((task) => [
          task.substitution,
          sfn.registerFunction(`masterport-${task.name}`, async (payload) => {
            const { handler } = (await import(`@masterport/${task.entry}`)) as {
              handler: (payload: unknown) => Promise<unknown>;
            };
            return handler(payload);
          }),
        ]),
      );
      machineArns.set(name, sfn.register(workflow.name, loadStateMachine(workflow.definitionFile, substitutions)));
    }
    const masterProcessingArn = machineArns.get('master-processing')!;
    const cognito = await startCognito({ dataDir: options.dataDir, port: ports.cognito, log: options.log });
    started.push(cognito);
    const ses = await startSes({ port: sesPort });
    started.push(ses);
    // The card gateway's stand-in (Helcim's API and HelcimPay.js); the token is the local cloud's own.
    const gatewayApiToken = 'local-gateway-api-token';
    const gateway = await startPaymentGateway({
      port: ports.gateway || 0,
      apiToken: gatewayApiToken,
      dataDir: options.dataDir,
    });
    started.push(gateway);
    // The Ad-ID registry's stand-in (its code look-up, seeded with a few codes); the key is the local cloud's own.
    const adIdRegistryApiKey = 'local-ad-id-registry-key';
    const adIdRegistry = await startAdIdRegistry({ port: ports.adIdRegistry || 0, apiKey: adIdRegistryApiKey });
    started.push(adIdRegistry);

    await provisionTable(dynamodb.endpoint);
    const pool = await provisionUserPool(cognito.endpoint, options.dataDir);

    const httpServer = createServer();
    // Idle keep-alive connections are kept a minute, not Node's 5 s (browsers keep theirs longer still):
    // a client that sends its next request on a connection the server is closing at that instant
    // gets ECONNRESET, a race a loaded machine met every few minutes when a test polled a run.
    httpServer.keepAliveTimeout = 60_000;
    httpServer.headersTimeout = 61_000;
    const app = stoppable(httpServer);
    await new Promise<void>((resolveListen) => httpServer.listen(options.port, '127.0.0.1', resolveListen));
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const url = `http://127.0.0.1:${port}`;

    // The environment the CDK app gives the functions (the same `lambdaEnvironment`), pointed at the
    // emulators, plus what only an emulator needs: endpoints, fake credentials, path-style S3.
    Object.assign(
      process.env,
      lambdaEnvironment({
        tableName: LOCAL_TABLE,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        mailFrom: 'Masterport <no-reply@masterport.local>',
        // The contact form's messages land on the local mail page like every other e-mail.
        contactMailTo: 'contact@masterport.local',
        appUrl: url,
        sourcesBucket: LOCAL_BUCKETS.sources,
        outputsBucket: LOCAL_BUCKETS.outputs,
        documentsBucket: LOCAL_BUCKETS.documents,
        masterProcessingStateMachineArn: masterProcessingArn,
        archiveFilesStateMachineArn: machineArns.get('archive-files')!,
        deliveryStateMachineArn: machineArns.get('delivery')!,
        masterArchivingStateMachineArn: machineArns.get('master-archiving')!,
        accountArchiveStateMachineArn: machineArns.get('account-archive')!,
        // The local S3 restores archived objects in seconds (s3-multipart-shim.ts): check as often.
        restoreCheckSeconds: '1',
        serviceName: 'masterport-local',
        cognitoIssuer: `${cognito.endpoint}/${pool.userPoolId}`,
        cognitoJwksUrl: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
        localCloud: '1',
        s3ForcePathStyle: '1',
        deliveryKeyFile: join(options.dataDir, 'delivery-key'),
        paymentGatewayUrl: gateway.apiUrl,
        paymentGatewayApiToken: gatewayApiToken,
        paymentGatewayScriptUrl: gateway.scriptUrl,
        adIdRegistryUrl: adIdRegistry.apiUrl,
        adIdRegistryApiKey,
        // The revenue agencies' example numbers: invoices print them where ours will be.
        gstHstRegistrationNumber: '123456789RT0001',
        qstRegistrationNumber: '1234567890TQ0001',
        // Written either way, so a value left in the shell does not switch it on unasked.
        maintenance: options.maintenance ? '1' : '0',
      }),
      {
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
        AWS_ENDPOINT_URL_S3: s3.endpoint,
        AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
        AWS_ENDPOINT_URL_SESV2: ses.endpoint,
        AWS_ENDPOINT_URL_SFN: sfn.endpoint,
        POWERTOOLS_LOG_LEVEL: options.log ? 'INFO' : 'ERROR',
      },
    );

    const areaHandlers = new Map<
      Area,
      Promise<{ handler: Parameters<typeof createApiGateway>[0] extends (a: Area) => Promise<infer H> ? H : never }>
    >();
    const api = createApiGateway(async (area) => {
      if (!areaHandlers.has(area)) areaHandlers.set(area, import(`@masterport/functions/api/${area}/index.ts`));
      return (await areaHandlers.get(area)!).handler;
    });

    let web: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
    let closeWeb = async () => undefined as void;
    if (options.web === 'vite') {
      const { createServer: createVite } = await import('vite');
      const vite = await createVite({
        configFile: join(REPO_ROOT, 'web/vite.config.ts'),
        root: join(REPO_ROOT, 'web'),
        server: { middlewareMode: true, hmr: { server: httpServer } },
        appType: 'spa',
        logLevel: options.log ? 'info' : 'warn',
      });
      web = vite.middlewares as never;
      closeWeb = () => vite.close();
    } else if (options.web === 'dist') {
      const serve = serveDist(WEB_DIST, badRequest);
      web = (req, res) => serve(req, res, decodedPath(req));
    }

    // No request, however malformed, stops the local cloud: a target that is no URL answers 400 as
    // API Gateway does, and a failure anywhere below is logged without the request and answered 500.
    httpServer.on(
      'request',
      guarded(
        'Local cloud',
        (req: IncomingMessage, res: ServerResponse) => {
          const path = requestUrl(req)?.pathname;
          if (path === undefined) return badRequest(res);
          // A promise returned here that rejects is the guard's to log and answer, as a throw is.
          if (path === '/api' || path.startsWith('/api/')) return api(req, res);
          if (path === '/_local/mail.json')
            return ses.mails().then((mails) => {
              res.writeHead(200, { 'content-type': 'application/json' });
              res.end(JSON.stringify(mails));
            });
          if (path === '/_local/mail') return ses.mails().then((mails) => sendHtml(res, 200, renderMailList(mails)));
          if (path.startsWith('/_local/mail/')) {
            const id = decodedPath(req)?.slice('/_local/mail/'.length);
            if (id === undefined)
              return sendHtml(
                res,
                400,
                renderMailNotice(
                  'Bad Request',
                  'This address is not one of the local inbox: its percent-encoding is malformed.',
                ),
              );
            return ses.mails().then((mails) => {
              const mail = mails.find((m) => m.messageId === id);
              sendHtml(res, mail ? 200 : 404, mail ? renderMail(mail) : renderMailList(mails));
            });
          }
          if (web)
            return web(req, res, () => {
              res.writeHead(404);
              res.end();
            });
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('The SPA is not served by this local cloud (web: none).');
        },
        jsonInternalError(''),
      ),
    );

    // The CDK app's scheduled delivery watchdog (an EventBridge rule), as a timer like the TTL sweeper.
    const runDeliveryWatchdog = () =>
      import('@masterport/functions/events/delivery-watchdog.ts').then(({ handler }) => handler());
    const watchdogEveryMs = options.deliveryWatchdogEveryMs ?? 60_000;
    const watchdog =
      watchdogEveryMs > 0
        ? setInterval(
            () => void runDeliveryWatchdog().catch((error: unknown) => logFailure('delivery watchdog failed', error)),
            watchdogEveryMs,
          )
        : undefined;
    watchdog?.unref();

    // The CDK app's daily storage metering (an EventBridge Scheduler schedule): the same handler on a
    // timer. It meters yesterday and a metered day is never written again, so running it every hour
    // costs a few reads and catches the day however long the local cloud has been stopped before.
    // The month end (its schedule runs on the 1st) runs right after: a finalised month is issued once,
    // so it costs a read per account until the month turns.
    const runStorageMetering = (day?: string) =>
      import('@masterport/functions/events/storage-metering.ts').then(({ handler }) => handler(day ? { day } : {}));
    // As in AWS, the month end's schedule starts its state machine (state-machines/month-end), which
    // fans the accounts out over shards and pages; a failed execution is the run's failure.
    const runMonthEnd = async () => {
      const execution = await sfn.run(machineArns.get('month-end')!);
      if (execution.status !== 'SUCCEEDED') throw new Error(`Month end ${execution.status}: ${execution.cause ?? ''}`);
      return JSON.parse(execution.output ?? '{}') as { month: string; issued: number; failed: number };
    };
    // The daily payment collection (its schedule runs at 03:00) after the month end: a try is made once
    // a day per invoice, so running it every hour costs a read per account with unpaid invoices.
    const runPaymentCollection = () =>
      import('@masterport/functions/events/payment-collection.ts').then(({ handler }) => handler());
    // The daily sweep of cancelled accounts (its schedule runs at 04:00): a deletion is recorded once done.
    const runAccountDeletionSweep = () =>
      import('@masterport/functions/events/account-deletion-sweep.ts').then(({ handler }) => handler());
    const meteringEveryMs = options.storageMeteringEveryMs ?? 3_600_000;
    const metering =
      meteringEveryMs > 0
        ? setInterval(
            () =>
              void runStorageMetering()
                .then(runMonthEnd)
                .then(runPaymentCollection)
                .then(runAccountDeletionSweep)
                .catch((error: unknown) =>
                  logFailure('storage metering, month end, payment collection or deletion sweep failed', error),
                ),
            meteringEveryMs,
          )
        : undefined;
    metering?.unref();

    await recoverInterruptedRuns(dynamodb.endpoint, LOCAL_TABLE);
    await rebuildListIndexes(LOCAL_TABLE);
    const seeded = options.seed ? await seedDemo(options.dataDir) : false;
    // On every start, so a data folder seeded before the samples existed gets them too (kept once there).
    if (options.seed) await putDemoSamples();
    // Also on every start: a data folder seeded before the payment gates gets its demo cards.
    if (options.seed) await putDemoCards();
    // And the operators' console's demo operator.
    if (options.seed) await putDemoOperator();

    return {
      url,
      mailUrl: `${url}/_local/mail`,
      seeded,
      endpoints: {
        dynamodb: dynamodb.endpoint,
        s3: s3.endpoint,
        cognito: cognito.endpoint,
        ses: ses.endpoint,
        sfn: sfn.endpoint,
        gateway: gateway.endpoint,
        adIdRegistry: adIdRegistry.endpoint,
      },
      /** The card gateway's stand-in: its test clock, faults and count of charges (tests). */
      paymentGateway: gateway,
      /** The Ad-ID registry's stand-in: codes added, an outage, its count of look-ups (tests). */
      adIdRegistry,
      /** Waits until every processing execution started so far has finished. */
      settleWorkflows: sfn.settle,
      executions: sfn.executions,
      userPool: pool,
      sweepExpiredItems: dynamodb.sweep,
      /** Runs the delivery watchdog now (its timer runs it every `deliveryWatchdogEveryMs`). */
      runDeliveryWatchdog,
      /** Runs the daily storage metering now, for yesterday or the day given (its timer runs it every `storageMeteringEveryMs`). */
      runStorageMetering,
      /** Issues the invoices of the month before the billing clock's now (its timer runs it after the metering). */
      runMonthEnd,
      /** Tries the unpaid invoices whose retry has come (its timer runs it after the month end). */
      runPaymentCollection,
      /** Moves the billing clock forward by whole days, running the metering, month ends and payment collections it skipped (core's advanceBillingTime). */
      advanceBillingTime: async (days: number) => {
        const { advanceBillingTime } = await import('@masterport/core/billing');
        const advanced = await advanceBillingTime(days);
        // The daily sweep of cancelled accounts, once for the days skipped: archives and data past their 30 days go.
        const { sweepAccountDeletions } = await import('@masterport/core/account-archive');
        await sweepAccountDeletions();
        return advanced;
      },
      /**
       * Stops everything within a few seconds whatever clients left open (a keep-alive connection,
       * a half-read object, Vite's WebSocket): every server ends its connections itself, executions
       * still running get `workflowGraceMs` and are then aborted, and the whole stop is bounded by
       * `boundMs` (an unref'd timer, cleared). Answers what it had to force, for the caller to say.
       */
      async stop({ workflowGraceMs = 3000, boundMs = 10_000 } = {}): Promise<StopReport> {
        clearInterval(watchdog);
        clearInterval(metering);
        const started = Date.now();
        const forced: string[] = [];
        const step = async (label: string, ms: number, work: () => Promise<string[] | void>) => {
          const done = work().then(
            (lines) => void forced.push(...(lines ?? [])),
            (error: unknown) => void forced.push(`${label}: failed to stop (${String(error)})`),
          );
          if (!(await within(ms, done))) forced.push(`${label}: still stopping after ${ms / 1000} s, left`);
        };
        const all = (async () => {
          // The app first, so no new work arrives; Vite closes its watcher and WebSocket server.
          await step('Web', 2000, async () => void (await closeWeb()));
          await step('App', 2000, async () => connections('App', await app.stop()));
          // Workflows may still be writing to the emulators: they stop after them.
          await step('Step Functions', workflowGraceMs + 2000, () => sfn.stop(workflowGraceMs));
          await Promise.all([
            step('DynamoDB', 2000, () => dynamodb.stop()),
            step('S3', 2000, () => s3.stop()),
            step('Cognito', 5000, () => cognito.stop()),
            step('SES', 2000, () => ses.stop()),
            step('Payment gateway', 2000, () => gateway.stop()),
            step('Ad-ID registry', 2000, () => adIdRegistry.stop()),
          ]);
        })();
        if (!(await within(boundMs, all))) forced.push(`the stop was cut short after ${boundMs / 1000} s`);
        return { forced, ms: Date.now() - started };
      },
    };
  } catch (error) {
    await within(10_000, Promise.allSettled(started.map((part) => part.stop())));
    throw error;
  }
}

export type LocalCloud = Awaited<ReturnType<typeof startLocalCloud>>;

/**
 * A test project's teardown: the local cloud's stop under a bound of its own (so a stop that
 * itself hangs cannot hold the run past its last test), and one line saying what it had to force.
 */
export async function tearDownLocalCloud(
  cloud: LocalCloud | undefined,
  label: string,
  boundMs = 20_000,
): Promise<void> {
  if (!cloud) return;
  let report: StopReport | undefined;
  const stopped = await within(
    boundMs,
    cloud.stop().then((answer) => void (report = answer)),
  );
  if (!stopped || !report)
    return void console.warn(
      `[${label} teardown] the local cloud did not stop within ${boundMs / 1000} s: left running`,
    );
  const { forced, ms } = report;
  console.log(
    `[${label} teardown] local cloud stopped in ${(ms / 1000).toFixed(1)} s${forced.length ? `; ended what was left open: ${forced.join('; ')}` : ', nothing left open'}`,
  );
}
