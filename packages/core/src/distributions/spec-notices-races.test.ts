import { SPEC_PRESETS } from '@masterport/contract';
import {
  keys,
  listSpecNotices,
  nowIso,
  putCallLetterGroup,
  putReceivedSpots,
  type CallLetterGroupItem,
  type MasterItem,
  type ReceivedSpotItem,
} from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../adapters/db.ts';
import { givenAccount, type GivenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster } from '../testing/masters.ts';
import { givenStation } from '../testing/stations.ts';
import { changeGroupCallLetters } from './spec-notices.ts';

useFakePorts();

/** The station received the master's slated MXF (measured at its profile's -24 LKFS). */
const deliveredSpot = (letters: string, master: MasterItem, sender: GivenAccount): ReceivedSpotItem => ({
  id: `race-${letters}`,
  account_id: 'the-station-account',
  call_letters: letters,
  distribution_id: 'd1',
  ref_number: 'R1',
  run: 1,
  master_id: master.id,
  sender_account_id: sender.account.id,
  sender_name: sender.account.name,
  spot_key: master.unique_id!,
  title: master.title!,
  unique_id: master.unique_id!,
  master_type: 'PUB_TV_WEB',
  duration: 30,
  language: 'en',
  ratio: '16:9',
  audio_type: '8trks',
  advertiser: 'Maple Foods',
  agency: 'North Agency',
  product: 'Syrup',
  house_code: null,
  loudness: -24,
  true_peak: -3,
  files: [
    {
      file_id: 'f1',
      name: 'spot.mxf',
      size: 1,
      sha256: null,
      output_key: 'MXF1080_SLATED',
      kind: 'master',
      index: 0,
    },
  ],
  traffic_instructions: '',
  received_on: nowIso(),
  state: 'arrived',
  downloaded: null,
  acknowledged: null,
  replaced_by: null,
  history: [],
  search_text: 'race',
});

/**
 * Two changes of what a station follows at the same moment (docs/station-specs.md, "Two changes at
 * the same moment"): each judges the station's delivered spots against the spec it read, so the
 * slower could write its notices last from a spec no longer in force. The HTTP test fires changes at
 * once but cannot choose their order; here the order is forced: the first change's notices wait on
 * their way to the table while a second change runs whole.
 */
describe('a station taken out of a group while its joining is still being judged', () => {
  it('ends with the notices the last change calls for: none, since the station follows no spec', async () => {
    // Arrange: a station with a delivered -24 spot; a group of its broadcaster with the -23 preset, without it.
    const broadcaster = await givenAccount('broadcaster');
    const agency = await givenAccount('content_creator');
    const station = await givenStation(broadcaster);
    const master = await givenMaster(agency);
    await putReceivedSpots(table(), [
      { ...deliveredSpot(station.letters, master, agency), account_id: broadcaster.account.id },
    ]);
    const now = nowIso();
    const group: CallLetterGroupItem = {
      id: `strict-${station.letters}`,
      account_id: broadcaster.account.id,
      name: 'Strict',
      call_letters: [],
      spec: { version: 1, since: now, preset: 'ebu_r128', rules: { ...SPEC_PRESETS.ebu_r128 } },
      spec_history: [],
      created_on: now,
      modified_on: now,
    };
    await putCallLetterGroup(table(), group);
    // The first notice written waits for the second change: the station taken out of the group again.
    let secondChange: Promise<unknown> | undefined;
    const name = `race-${Math.random()}`;
    // A notice's sort key, whatever its station and spot (the key is built by the data layer).
    const noticeSortKey = new RegExp(`^${keys.specNotice('', 'LETTERS', 'SPOT').SK.replace('LETTERS#SPOT', '')}`);
    table().client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { RequestItems?: Record<string, { PutRequest?: { Item: { SK?: string } } }[]> };
        const writesNotice = Object.values(input.RequestItems ?? {})
          .flat()
          .some((request) => noticeSortKey.test(request.PutRequest?.Item.SK ?? ''));
        if (context.commandName === 'BatchWriteItemCommand' && writesNotice && !secondChange) {
          secondChange = changeGroupCallLetters(broadcaster.auth, { id: group.id, call_letters: [] });
          await secondChange;
        }
        return next(args);
      },
      { step: 'initialize', name },
    );

    try {
      // Act: the station joins the group (judged against -23: its spot fails and is noticed).
      await changeGroupCallLetters(broadcaster.auth, { id: group.id, call_letters: [station.letters] });
    } finally {
      table().client.middlewareStack.remove(name);
    }

    // Assess: the second change ran in between, and the list says what the station follows now:
    // nothing, so no notice (before the spec in force was read again, the late write left one).
    expect(secondChange).toBeDefined();
    const notices = await listSpecNotices(table(), agency.account.id, 10);
    expect(notices.filter((notice) => notice.call_letters === station.letters)).toEqual([]);
  });
});
