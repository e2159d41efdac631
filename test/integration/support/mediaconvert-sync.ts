import {
  CreateJobCommand,
  GetJobCommand,
  MediaConvertClient,
  type CreateJobCommandInput,
  type Job,
} from '@aws-sdk/client-mediaconvert';

export const CREATE_JOB_SYNC = 'arn:aws:states:::mediaconvert:createJob.sync';

/**
 * What Step Functions does for a `mediaconvert:createJob.sync` state, for the local runner: CreateJob
 * with the state's Parameters, then wait until the job ends and answer `{ Job }` (GetJob's shape),
 * or fail the state as AWS does when the job errors or is cancelled. MediaConvert has no emulator:
 * tests point the client at aws-sdk-client-mock.
 */
export async function createJobSync(parameters: unknown, pollMs = 20): Promise<{ Job: Job }> {
  const client = new MediaConvertClient({ region: 'us-east-1' });
  const { Job: created } = await client.send(new CreateJobCommand(parameters as CreateJobCommandInput));
  if (!created?.Id) throw new Error('CreateJob answered no job id');
  for (;;) {
    const { Job: job } = await client.send(new GetJobCommand({ Id: created.Id }));
    if (job?.Status === 'COMPLETE') return { Job: job };
    if (job?.Status === 'ERROR' || job?.Status === 'CANCELED') {
      throw Object.assign(new Error(job.ErrorMessage ?? `job ${created.Id} ${job.Status}`), {
        name: 'MediaConvert.JobFailed',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
