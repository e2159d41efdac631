import { describe, expect, it } from 'vitest';
import { FILENAME_SEPARATORS, type FilenameAttribute } from '@masterport/contract';
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
      PUB_TV_WEB: ['MXF1080_SLATED', 'SCC_OFFSET_CC'],
      PUB_WEB: ['MP41080'],
      PUB_RADIO: ['RADIO_MP3_320_24'],
    });
    await saveFilenameBuilder(broadcaster.auth, { attributes: ['unique_id'], separator: '-' });
    const master = await givenMaster(agency);
    const plan = await deliveryPlan({ master_files_ids: [master.id], documents_ids: [] }, station, 'North Agency');
    const names = plan.files.map((file) => file.name);
    // The test master's outputs all end in .bin (testing/masters.ts): the second is told apart by its key.
    expect(names).toEqual([
      `${master.unique_id}.bin`,
      `${master.unique_id}.xml`,
      `${master.unique_id}-SCC-OFFSET-CC.bin`,
    ]);
  });
});
