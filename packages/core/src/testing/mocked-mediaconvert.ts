import {
  CreateJobCommand,
  MediaConvertClient,
  type CreateJobCommandInput,
  type CreateJobCommandOutput,
} from '@aws-sdk/client-mediaconvert';
import { mockClient } from 'aws-sdk-client-mock';
import type { FinishedJob, MediaConvertJobRequest } from '../processing/index.ts';
import { FAKE_CREDENTIALS } from './answered-locally.ts';

/** The builder's readonly shapes as the SDK's mutable ones: only `readonly` differs, every name and value is checked. */
type Writable<T> = T extends readonly (infer U)[]
  ? Writable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;

/**
 * MediaConvert for the unit tests: it has no emulator, so its client is mocked with
 * aws-sdk-client-mock (the one service mocked that way). Each CreateJob the test sends, as Step
 * Functions' createJob.sync sends the task's requests, is typed as the SDK's input (so the job
 * builder's settings must fit the real API's shapes), kept, and "encoded" by `write`: the test puts
 * the file that job would have written (a measured fake output) where the job's destination says.
 * `run` answers what the createJob.sync state keeps of each finished job.
 */
export class MockedMediaConvert {
  readonly received: CreateJobCommandInput[] = [];
  private readonly mock = mockClient(MediaConvertClient);

  constructor(write: (job: MediaConvertJobRequest, destinationKey: string) => Promise<void>) {
    this.mock.on(CreateJobCommand).callsFake(async (input: CreateJobCommandInput) => {
      this.received.push(input);
      const job = input as unknown as MediaConvertJobRequest;
      const group = job.Settings.OutputGroups[0]!;
      const url = new URL(`${group.OutputGroupSettings.FileGroupSettings.Destination}.${group.Outputs[0]!.Extension}`);
      await write(job, url.pathname.slice(1));
      return {
        Job: { Id: `job-${this.received.length}`, Status: 'COMPLETE', UserMetadata: input.UserMetadata },
      } as CreateJobCommandOutput;
    });
  }

  async run(jobs: readonly MediaConvertJobRequest[]): Promise<FinishedJob[]> {
    const client = new MediaConvertClient({ region: 'us-east-1', credentials: FAKE_CREDENTIALS });
    const finished: FinishedJob[] = [];
    for (const job of jobs) {
      // The request as the state machine passes it on: `satisfies` holds the builder to the SDK's types.
      const input = {
        Role: job.Role,
        Settings: job.Settings as Writable<MediaConvertJobRequest['Settings']>,
        UserMetadata: { ...job.UserMetadata },
      } satisfies CreateJobCommandInput;
      const { Job } = await client.send(new CreateJobCommand(input));
      finished.push({ job_id: Job!.Id!, status: Job!.Status!, metadata: job.UserMetadata });
    }
    return finished;
  }

  restore(): void {
    this.mock.restore();
  }
}
