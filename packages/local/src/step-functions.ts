// aws-local-stepfunctions calls Promise.withResolvers on every task: loaded here, so this module works however it is imported.
import './polyfills.ts';
import { createServer, type IncomingMessage } from 'node:http';
import { StateMachine } from 'aws-local-stepfunctions';
import { guarded, jsonInternalError } from './guard.ts';
import { connections, stoppable, within } from './shutdown.ts';
import { listenOnLoopback } from './ports.ts';

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
type LambdaHandler = (payload: unknown) => Promise<unknown>;

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
  done: Promise<void>;
  abort: () => void;
}

interface RegisteredMachine {
  definition: Record<string, unknown>;
  name: string;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** Every Task state of a definition with its resource, inside Parallel branches and Map processors too (overrides are keyed by state name). */
function taskStates(definition: Record<string, unknown>): [string, string][] {
  const states = (definition.States ?? {}) as Record<
    string,
    {
      Type: string;
      Resource?: string;
      Branches?: Record<string, unknown>[];
      ItemProcessor?: Record<string, unknown>;
      Iterator?: Record<string, unknown>;
    }
  >;
  return Object.entries(states).flatMap(([name, state]): [string, string][] => [
    ...(state.Type === 'Task' ? ([[name, state.Resource ?? '']] as [string, string][]) : []),
    ...(state.Branches ?? []).flatMap(taskStates),
    ...(state.ItemProcessor ? taskStates(state.ItemProcessor) : []),
    ...(state.Iterator ? taskStates(state.Iterator) : []),
  ]);
}

const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

/**
 * The definition with every Retry's pause multiplied by `scale` (IntervalSeconds, MaxDelaySeconds),
 * its backoff rate and attempts untouched: the ASL runner then waits as AWS does (10, 20, 40, 80 s
 * at scale 1), and a test that shortens the pauses still goes through the same retries.
 */
export function scaleRetries(definition: JsonValue, scale: number): JsonValue {
  if (scale === 1 || definition === null || typeof definition !== 'object') return definition;
  if (Array.isArray(definition)) return definition.map((item) => scaleRetries(item, scale));
  return Object.fromEntries(
    Object.entries(definition).map(([key, value]) => {
      if (key !== 'Retry' || !Array.isArray(value)) return [key, scaleRetries(value, scale)];
      return [
        key,
        value.map((retrier) => {
          const { IntervalSeconds, MaxDelaySeconds, ...rest } = retrier as {
            IntervalSeconds?: number;
            MaxDelaySeconds?: number;
          };
          return {
            ...rest,
            ...(IntervalSeconds !== undefined ? { IntervalSeconds: IntervalSeconds * scale } : {}),
            ...(MaxDelaySeconds !== undefined ? { MaxDelaySeconds: MaxDelaySeconds * scale } : {}),
          } as JsonValue;
        }),
      ];
    }),
  );
}

/**
 * Step Functions on loopback: the SFN JSON API subset the app calls (StartExecution,
 * DescribeExecution, ListExecutions) over HTTP, so `@aws-sdk/client-sfn` works unchanged, with the
 * ASL run by aws-local-stepfunctions and `lambda:invoke` tasks run by the local function handlers.
 */
export async function startStepFunctions(options: {
  port: number;
  region?: string;
  retryScale?: number;
  onError?: (error: unknown) => void;
}) {
  const retryScale = options.retryScale ?? 1;
  const region = options.region ?? 'us-east-1';
  const machines = new Map<string, RegisteredMachine>();
  const lambdas = new Map<string, LambdaHandler>();
  // Other service integrations (e.g. mediaconvert:createJob.sync) have no emulator: a test may stand one in.
  const integrations = new Map<string, LambdaHandler>();
  const executions = new Map<string, Execution>();

  function register(name: string, definition: Record<string, unknown>): string {
    const arn = `arn:aws:states:${region}:000000000000:stateMachine:${name}`;
    machines.set(arn, { definition, name });
    return arn;
  }

  function registerFunction(name: string, handler: LambdaHandler): string {
    const arn = `arn:aws:lambda:${region}:000000000000:function:${name}`;
    lambdas.set(arn, handler);
    return arn;
  }

  /** Answers a Task state's resource other than lambda:invoke with `handler(the state's Parameters)`. */
  function registerIntegration(resource: string, handler: LambdaHandler): void {
    integrations.set(resource, handler);
  }

  function start(request: { stateMachineArn: string; name?: string; input?: string }) {
    const machine = machines.get(request.stateMachineArn);
    if (!machine)
      throw Object.assign(new Error(`State machine ${request.stateMachineArn} does not exist`), {
        type: 'StateMachineDoesNotExist',
      });
    const name = request.name ?? crypto.randomUUID();
    const executionArn = `arn:aws:states:${region}:000000000000:execution:${machine.name}:${name}`;
    const existing = executions.get(executionArn);
    if (existing) {
      // As StartExecution in AWS: the same name and input while that execution runs answers it
      // again (idempotent); a different input, or a name whose execution has ended, is refused.
      if (existing.status === 'RUNNING' && existing.input === (request.input ?? '{}')) return existing;
      throw Object.assign(new Error(`Execution Already Exists: '${executionArn}'`), { type: 'ExecutionAlreadyExists' });
    }
    const input = request.input ?? '{}';
    const overrides = Object.fromEntries(
      taskStates(machine.definition).map(([state, resource]) => [
        state,
        async (taskInput: JsonValue) => {
          if (resource !== LAMBDA_INVOKE) {
            const integration = integrations.get(resource);
            if (!integration) throw new Error(`No local stand-in for ${resource} (state ${state})`);
            return (await integration(taskInput)) as JsonValue;
          }
          const { FunctionName, Payload } = taskInput as { FunctionName: string; Payload: unknown };
          const handler = lambdas.get(FunctionName);
          if (!handler) throw new Error(`No local function for ${FunctionName}`);
          return { Payload: (await handler(Payload)) as JsonValue, StatusCode: 200 } as JsonValue;
        },
      ]),
    );
    // No retryIntervalOverrides: they would replace the backoff by one fixed pause.
    const run = new StateMachine(scaleRetries(machine.definition as JsonValue, retryScale) as never, {
      validationOptions: { checkArn: false },
    }).run(JSON.parse(input) as JsonValue, {
      overrides: { taskResourceLocalHandlers: overrides },
      context: {
        Execution: {
          Id: executionArn,
          Name: name,
          Input: JSON.parse(input),
          StartTime: new Date().toISOString(),
          RoleArn: 'arn:aws:iam::000000000000:role/local',
        },
      } as never,
    });
    const execution: Execution = {
      executionArn,
      stateMachineArn: request.stateMachineArn,
      name,
      input,
      status: 'RUNNING',
      startDate: Date.now() / 1000,
      abort: () => {
        Object.assign(execution, { status: 'ABORTED', stopDate: Date.now() / 1000 });
        run.abort();
      },
      done: run.result.then(
        (output) => {
          Object.assign(execution, {
            status: 'SUCCEEDED',
            output: JSON.stringify(output),
            stopDate: Date.now() / 1000,
          });
        },
        (error: unknown) => {
          if (execution.status === 'ABORTED') return;
          const cause = (error as { cause?: { name?: string; message?: string } }).cause;
          Object.assign(execution, {
            status: 'FAILED',
            error: cause?.name ?? 'States.Runtime',
            cause: cause?.message ?? String(error),
            stopDate: Date.now() / 1000,
          });
          options.onError?.(error);
        },
      ),
    };
    executions.set(executionArn, execution);
    return execution;
  }

  const describe = (execution: Execution) => {
    const { done: _done, abort: _abort, ...rest } = execution;
    return rest;
  };

  // A malformed call answers Step Functions' 400 (SerializationException, ValidationException,
  // InvalidExecutionInput); a failure of the emulator its 500, never the end of the process.
  const internalError = jsonInternalError('InternalFailure', 'Internal failure', 'application/x-amz-json-1.0');
  const server = createServer(
    guarded(
      'Local Step Functions',
      async (req, res) => {
        const answer = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
          res.end(JSON.stringify(body));
        };
        const target = String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop();
        let parsed: unknown;
        try {
          parsed = JSON.parse((await readBody(req)) || '{}');
        } catch {
          return answer(400, { __type: 'SerializationException', message: 'The request body is not valid JSON.' });
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          return answer(400, { __type: 'SerializationException', message: 'The request body must be a JSON object.' });
        const body = parsed as Record<string, unknown>;
        const notText = ['stateMachineArn', 'executionArn', 'name', 'input', 'statusFilter'].find(
          (field) => body[field] !== undefined && typeof body[field] !== 'string',
        );
        if (notText)
          return answer(400, {
            __type: 'ValidationException',
            message: `1 validation error detected: Value at '${notText}' must be a string`,
          });
        if (target === 'DescribeExecution' && typeof body.executionArn !== 'string')
          return answer(400, {
            __type: 'ValidationException',
            message:
              "1 validation error detected: Value null at 'executionArn' failed to satisfy constraint: Member must not be null",
          });
        if (target === 'ListExecutions' && typeof body.stateMachineArn !== 'string')
          return answer(400, {
            __type: 'ValidationException',
            message: 'Must provide a StateMachine ARN or MapRun ARN',
          });
        if (target === 'StartExecution') {
          if (typeof body.stateMachineArn !== 'string')
            return answer(400, {
              __type: 'ValidationException',
              message:
                "1 validation error detected: Value null at 'stateMachineArn' failed to satisfy constraint: Member must not be null",
            });
          if (typeof body.input === 'string') {
            try {
              JSON.parse(body.input);
            } catch {
              return answer(400, {
                __type: 'InvalidExecutionInput',
                message: 'Invalid State Machine Execution Input: the input is not valid JSON.',
              });
            }
          }
        }
        try {
          if (target === 'StartExecution') {
            const execution = start(body as never);
            return answer(200, { executionArn: execution.executionArn, startDate: execution.startDate });
          }
          if (target === 'DescribeExecution') {
            const execution = executions.get(String(body.executionArn ?? ''));
            if (!execution)
              return answer(400, { __type: 'ExecutionDoesNotExist', message: 'Execution does not exist' });
            return answer(200, describe(execution));
          }
          if (target === 'ListExecutions') {
            const list = [...executions.values()].filter(
              (e) =>
                e.stateMachineArn === body.stateMachineArn && (!body.statusFilter || e.status === body.statusFilter),
            );
            return answer(200, { executions: list.map(describe) });
          }
          answer(400, { __type: 'UnknownOperationException', message: `${target} is not emulated locally` });
        } catch (error) {
          // The refusals of start() (StateMachineDoesNotExist, ExecutionAlreadyExists) and of the ASL runner (a definition it cannot run).
          answer(400, {
            __type: (error as { type?: string }).type ?? 'InvalidDefinition',
            message: String((error as Error).message),
          });
        }
      },
      internalError,
    ),
  );
  const stopper = stoppable(server);
  const running = () => [...executions.values()].filter((e) => e.status === 'RUNNING');
  async function settle(): Promise<void> {
    for (let left = running(); left.length; left = running()) await Promise.all(left.map((e) => e.done));
  }
  const port = await listenOnLoopback(server, options.port);

  return {
    endpoint: `http://127.0.0.1:${port}`,
    register,
    registerFunction,
    registerIntegration,
    /** Resolves when every execution started so far has finished (tests wait on it). */
    settle,
    /**
     * Starts an execution as a schedule's target does (EventBridge Scheduler's StartExecution) and
     * answers it once it has ended: the local cloud's timers for the runs that go through a machine.
     */
    async run(stateMachineArn: string, input: Record<string, unknown> = {}) {
      const execution = start({ stateMachineArn, input: JSON.stringify(input) });
      await execution.done;
      return describe(execution);
    },
    executions: () => [...executions.values()].map(describe),
    /**
     * Gives the executions still running `graceMs` to finish, aborts the others (their task in
     * flight is not stopped: it fails on the stopped emulators) and ends every connection;
     * answers what it had to force.
     */
    async stop(graceMs = 3000): Promise<string[]> {
      const forced: string[] = [];
      if (running().length && !(await within(graceMs, settle()))) {
        const left = running();
        for (const execution of left) execution.abort();
        forced.push(
          `Step Functions: ${left.length} execution${left.length === 1 ? '' : 's'} aborted after ${graceMs / 1000} s (${left.map((e) => e.name).join(', ')})`,
        );
      }
      return [...forced, ...connections('Step Functions', await stopper.stop())];
    },
  };
}
