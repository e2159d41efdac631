import { requiredAssets } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { getMaster, updateMasterFields } from '@masterport/data';
import { givenAccount } from '../testing/accounts.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster, givenSources } from '../testing/masters.ts';
import { onSourceObjectCreated, startProcessing, startWhenReady } from './start-processing.ts';

const ports = useFakePorts();

/** A new TV master of a new agency: its required files are the video and the captions. */
async function newTvMaster() {
  const agency = await givenAccount('content_creator');
  const master = await givenMaster(agency, { state: 'new' });
  return { agency, master, required: requiredAssets(requireCompleteSlate(master)) };
}

describe('Function: startWhenReady', () => {
  it('starts a run once every required file is in: SOURCES_COPY, the next revision, one processing execution', async () => {
    // Prepare
    const { master, required } = await newTvMaster();
    await givenSources(master, required);

    // Act
    const answer = await startWhenReady(master.id);

    // Assess
    expect(answer).toBe('started');
    expect(await getMaster(ports.db, master.id)).toMatchObject({
      status: 'SOURCES_COPY',
      is_running: true,
      revision: 1,
    });
    expect(ports.workflow.startedOn('master-processing').map((execution) => [execution.name, execution.input])).toEqual(
      [[`${master.id}-1`, { master_id: master.id, revision: 1 }]],
    );
  });

  it('of two calls at the same moment (the upload\u2019s completion and S3\u2019s event), starts the run once', async () => {
    // Prepare
    const { master, required } = await newTvMaster();
    await givenSources(master, required);

    // Act
    const answers = await Promise.all([startWhenReady(master.id), startWhenReady(master.id)]);

    // Assess
    expect(answers.sort()).toEqual(['started', 'waiting']);
    expect(ports.workflow.startedOn('master-processing')).toHaveLength(1);
    expect((await getMaster(ports.db, master.id))!.revision).toBe(1);
  });

  it('waits for the captions of a TV master (WAITING_CAPTIONS), for an upload under way, and while the master is locked', async () => {
    // Prepare
    const captionsMissing = await newTvMaster();
    await givenSources(
      captionsMissing.master,
      captionsMissing.required.filter((asset) => asset !== 'captions'),
    );
    const stillUploading = await newTvMaster();
    await givenSources(
      stillUploading.master,
      stillUploading.required.filter((asset) => asset !== 'captions'),
    );
    await givenSources(stillUploading.master, ['captions'], 'uploading');
    const locked = await newTvMaster();
    await givenSources(locked.master, locked.required);
    await updateMasterFields(ports.db, locked.master.id, { locked: true });

    // Act
    const answers = await Promise.all(
      [captionsMissing, stillUploading, locked].map(({ master }) => startWhenReady(master.id)),
    );

    // Assess
    expect(answers).toEqual(['waiting', 'waiting', 'waiting']);
    expect((await getMaster(ports.db, captionsMissing.master.id))!.status).toBe('WAITING_CAPTIONS');
    expect(ports.workflow.started).toEqual([]);
  });
});

describe('Function: startProcessing', () => {
  it('refuses a second start from the same read of the master: the first moved it on', async () => {
    // Prepare
    const { master, required } = await newTvMaster();
    const read = await givenSources(master, required);

    // Act
    const first = await startProcessing(read);
    const second = await startProcessing(read);

    // Assess
    expect([first, second]).toEqual([true, false]);
    expect(ports.workflow.startedOn('master-processing')).toHaveLength(1);
  });
});

describe('Function: onSourceObjectCreated', () => {
  it('records the file uploaded and starts the run; ignores an object that is not the master\u2019s current source', async () => {
    // Prepare
    const { master, required } = await newTvMaster();
    const uploading = await givenSources(master, required, 'uploading');
    const keys = required.map((asset) => uploading.sources[asset]!.key);

    // Act
    const stranger = await onSourceObjectCreated(`sources/${master.account_id}/${master.id}/captions/another-file.scc`);
    const answers = [];
    for (const key of keys) answers.push(await onSourceObjectCreated(key));

    // Assess
    expect(stranger).toBe('ignored');
    expect(answers).toEqual([...keys.slice(1).map(() => 'waiting'), 'started']);
    expect(Object.values((await getMaster(ports.db, master.id))!.sources).map((source) => source.status)).toEqual(
      required.map(() => 'uploaded'),
    );
  });
});
