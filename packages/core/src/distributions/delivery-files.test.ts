import { describe, expect, it } from 'vitest';
import { FILENAME_SEPARATORS, SPEC_PRESETS, type FilenameAttribute } from '@masterport/contract';
import { nowIso, updateMasterFields, type MasterOutput } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { saveDeliveryContent, saveFilenameBuilder } from '../station-files/station-files.ts';
import { givenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster } from '../testing/masters.ts';
import { givenStation } from '../testing/stations.ts';
import { deliveryPlan } from './delivery-files.ts';

useFakePorts();

/** A TV master whose every slate field is at its longest, as the delivery names its files for a station. */
async function namesFor(attributes: FilenameAttribute[], separator: (typeof FILENAME_SEPARATORS)[number]) {
  const agency = await givenAccount('content_creator');
  const broadcaster = await givenAccount('broadcaster');
  const station = await givenStation(broadcaster);
  await saveFilenameBuilder(broadcaster.auth, { attributes, separator });
  const master = await givenMaster(agency, {
    slate: { title: 'T'.repeat(63), announcer: 'A'.repeat(50), agency: 'G'.repeat(50), product: 'P'.repeat(50) },
  });
  const plan = await deliveryPlan({ master_files_ids: [master.id], documents_ids: [] }, station, 'North Agency');
  return { code: master.unique_id!, names: plan.files.map((file) => file.name) };
}

describe('Function: deliveryPlan, the names a station receives (issue 32)', () => {
  it('puts the whole code in every file’s name, its XML slate’s too, wherever the pattern asks for it', async () => {
    const slateAttributes: FilenameAttribute[] = ['title', 'announcer', 'agency', 'product'];
    for (const separator of FILENAME_SEPARATORS) {
      // The code behind every long slate value, then among them.
      for (const attributes of [
        [...slateAttributes, 'unique_id'],
        ['title', 'unique_id', 'announcer', 'agency', 'product'],
      ] as FilenameAttribute[][]) {
        const { code, names } = await namesFor(attributes, separator);
        expect(names).toHaveLength(3); // the MXF, its XML slate, the captions
        for (const name of names) expect(name.replace(/\.[a-z0-9]+$/, '').split(separator)).toContain(code);
      }
    }
  });

  it('keeps the code and the extension when two files would share a name: the output’s suffix, before the extension', async () => {
    const agency = await givenAccount('content_creator');
    const broadcaster = await givenAccount('broadcaster');
    const station = await givenStation(broadcaster);
    // Two outputs with one extension and a pattern that cannot tell them apart.
    await saveDeliveryContent(broadcaster.auth, {
      PUB_TV_WEB: ['MXF1080_SLATED', 'SCC_CC'],
      PUB_WEB: ['MP41080'],
      PUB_RADIO: ['RADIO_MP3_320_24'],
    });
    await saveFilenameBuilder(broadcaster.auth, { attributes: ['unique_id'], separator: '-' });
    const master = await givenMaster(agency);
    const plan = await deliveryPlan({ master_files_ids: [master.id], documents_ids: [] }, station, 'North Agency');
    const names = plan.files.map((file) => file.name);
    // The test master's outputs all end in .bin (testing/masters.ts): the second is told apart by its key.
    expect(names).toEqual([`${master.unique_id}.bin`, `${master.unique_id}.xml`, `${master.unique_id}-SCC-CC.bin`]);
  });
});

describe('Function: deliveryPlan, the names of files made before delivery (issue 32)', () => {
  /** Every attribute a made file and one to make could differ by: its level, size, codec and key. */
  const EVERY_OUTPUT_FACT: FilenameAttribute[] = ['unique_id', 'audio_level', 'image_size', 'codec', 'download_suffix'];
  const R128 = { version: 2, since: nowIso(), preset: 'ebu_r128' as const, rules: SPEC_PRESETS.ebu_r128 };

  /** An output as processing records it once made and checked: its measured facts in its metadata. */
  const made = (key: string, filename: string, metadata: MasterOutput['metadata']): MasterOutput => ({
    output_key: key,
    category: 'MXF_BROADCAST',
    filename,
    size: 2048,
    created_on: nowIso(),
    metadata,
    bucket: 'outputs',
    s3_key: `outputs/unit/${filename}`,
    hash_key: key,
    sha256: null,
  });

  it('names a loudness variant, its XML slate and the captions sent with it before the variant is made, as the delivery names them once it is', async () => {
    // Prepare: a station at -23 LKFS receives the -24 MXF's variant, which the master does not have yet.
    const agency = await givenAccount('content_creator');
    const broadcaster = await givenAccount('broadcaster');
    const station = { ...(await givenStation(broadcaster)), spec: R128 };
    await saveFilenameBuilder(broadcaster.auth, { attributes: EVERY_OUTPUT_FACT, separator: '_' });
    const master = await givenMaster(agency);
    const distribution = { master_files_ids: [master.id], documents_ids: [] };

    // Act
    const before = await deliveryPlan(distribution, station, 'North Agency');
    await updateMasterFields(table(), master.id, {
      outputs: {
        ...master.outputs,
        MXF1080_SLATED_L23: made('MXF1080_SLATED_L23', `${master.unique_id}_MXF1080_SLATED_L23.mxf`, {
          width: 1920,
          height: 1080,
          video_codec: 'mpeg2video',
          loudness_lkfs: -23.04,
        }),
        SLATE_XML_MXF1080_SLATED_L23: made(
          'SLATE_XML_MXF1080_SLATED_L23',
          `${master.unique_id}_MXF1080_SLATED_L23.xml`,
          {},
        ),
      },
    });
    const after = await deliveryPlan(distribution, station, 'North Agency');

    // Assess
    const variantName = `${master.unique_id}_23LKFS_1920x1080_mpeg2video_MXF1080-SLATED-L23.mxf`;
    expect(before.to_make).toEqual([
      { master_file_id: master.id, output_key: 'MXF1080_SLATED_L23', name: variantName },
      {
        master_file_id: master.id,
        output_key: 'SLATE_XML_MXF1080_SLATED_L23',
        name: variantName.replace(/\.mxf$/, '.xml'),
      },
    ]);
    expect(before.missing).toEqual([`${master.unique_id} MXF1080_SLATED_L23`]);
    // The captions (made already) are named for the variant they play with: its name, their extension.
    expect(before.files.map((file) => [file.output_key, file.name])).toEqual([
      ['SCC_CC', variantName.replace(/\.mxf$/, '.bin')],
    ]);
    expect(after.to_make).toEqual([]);
    expect(after.files.map((file) => file.name)).toEqual([
      ...before.to_make.map((file) => file.name),
      ...before.files.map((file) => file.name),
    ]);
  });

  it('names an output the master lacks from what its profile makes: size for the ratio, codec, level', async () => {
    // Prepare: the station also takes the program-only MXF and the 720p MP4, which this master never made.
    const agency = await givenAccount('content_creator');
    const broadcaster = await givenAccount('broadcaster');
    const station = await givenStation(broadcaster);
    await saveDeliveryContent(broadcaster.auth, {
      PUB_TV_WEB: ['MXF1080_SLATED', 'MXF1080_00H', 'MP4720', 'SCC_CC'],
      PUB_WEB: ['MP41080'],
      PUB_RADIO: ['RADIO_MP3_320_24'],
    });
    await saveFilenameBuilder(broadcaster.auth, { attributes: EVERY_OUTPUT_FACT, separator: '-' });
    const master = await givenMaster(agency);

    // Act
    const plan = await deliveryPlan({ master_files_ids: [master.id], documents_ids: [] }, station, 'North Agency');

    // Assess
    expect(plan.to_make.map((file) => file.name)).toEqual([
      `${master.unique_id}-24LKFS-1920x1080-mpeg2video-MXF1080-00H.mxf`,
      `${master.unique_id}-24LKFS-1280x720-h264-MP4720.mp4`,
    ]);
    // Two MXFs: which one the captions play with is not known, so they keep their own name.
    expect(plan.files.map((file) => file.name)).toContain(`${master.unique_id}-SCC-CC.bin`);
  });
});
