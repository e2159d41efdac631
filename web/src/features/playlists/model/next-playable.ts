import type { PublicPlaylistMaster } from '@masterport/contract';

type Playable = Pick<PublicPlaylistMaster, 'preview' | 'is_running'>;

/** A master the player can play now: it has a preview and is not being encoded again. */
export const playable = (master: Playable): boolean => !!master.preview && !master.is_running;

/** The next playable master after `from` (-1 for the first), or -1 at the end: an encoding master is skipped (seed 001). */
export const nextPlayable = (masters: readonly Playable[], from: number): number =>
  masters.findIndex((master, index) => index > from && playable(master));
