import { describe, expect, it } from 'vitest';
import { handler, mediaTaskEventSchema } from './master-processing.ts';

describe('Function: handler (the media task)', () => {
  it('refuses a payload that is not one the state machine sends, before any work', async () => {
    await expect(
      handler({ step: 'ENCODE_EVERYTHING', master_id: 'abcdef123', execution: 'abcdef123-1' }),
    ).rejects.toThrow(/payload refused: step/);
    await expect(handler({ step: 'QUALITY_CONTROL', master_id: '../../x', execution: 'e' })).rejects.toThrow(
      /master_id/,
    );
    await expect(
      handler({ step: 'MEDIACONVERT_RECORD', master_id: 'abcdef123', execution: 'e', output_step: 'MXF_SLATED' }),
    ).rejects.toThrow(/jobs/);
  });

  it('takes every payload the definition sends', () => {
    const base = { master_id: 'abcdef123', execution: 'abcdef123-2' };
    expect(mediaTaskEventSchema.safeParse({ ...base, step: 'SOURCES_COPY' }).success).toBe(true);
    // The transcript branch's tasks (docs/transcripts.md); its failure record carries the Catch's error.
    for (const step of ['TRANSCRIPT', 'TRANSCRIPT_CHECK'])
      expect(mediaTaskEventSchema.safeParse({ ...base, step }).success, step).toBe(true);
    expect(
      mediaTaskEventSchema.safeParse({ ...base, step: 'TRANSCRIPT_FAILED', error: { Error: 'States.Timeout' } })
        .success,
    ).toBe(true);
    expect(
      mediaTaskEventSchema.safeParse({ ...base, step: 'FAILED', error: { Error: 'States.TaskFailed', Cause: '...' } })
        .success,
    ).toBe(true);
    expect(
      mediaTaskEventSchema.safeParse({
        ...base,
        step: 'MEDIACONVERT_RECORD',
        output_step: 'MXF_STANDARD',
        jobs: [
          {
            job_id: 'j1',
            status: 'COMPLETE',
            metadata: { master_id: 'abcdef123', revision: '2', step: 'MXF_STANDARD', output_key: 'MXF1080' },
          },
        ],
      }).success,
    ).toBe(true);
  });
});
