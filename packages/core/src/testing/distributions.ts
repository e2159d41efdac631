import type { MasterType } from '@masterport/contract';
import { createDistribution } from '../distributions/distributions.ts';
import { givenAccount } from './accounts.ts';
import { givenMaster } from './masters.ts';
import { givenStation, receivesByLink } from './stations.ts';

export interface SentDistributionOptions {
  /** How the station's broadcaster receives: by web link to its own user (default), by link to nobody, or not at all. */
  receives?: 'link' | 'link_to_nobody' | 'nothing';
  type?: MasterType;
}

/**
 * An agency's ready master sent to one station of a broadcaster, through createDistribution as
 * the wizard sends it: the destination waits for its first run (run 1).
 */
export async function givenSentDistribution(options: SentDistributionOptions = {}) {
  const agency = await givenAccount('content_creator');
  const broadcaster = await givenAccount('broadcaster');
  const receives = options.receives ?? 'link';
  if (receives !== 'nothing') await receivesByLink(broadcaster, receives === 'link' ? [broadcaster.auth.email] : []);
  const station = await givenStation(broadcaster, options.type === 'PUB_RADIO' ? 'RADIO' : 'TV');
  const master = await givenMaster(agency, { type: options.type });
  const { id } = await createDistribution(agency.auth, {
    master_files_ids: [master.id],
    call_letters_ids: [station.letters],
  });
  return { agency, broadcaster, station, master, distributionId: id, letters: station.letters };
}
