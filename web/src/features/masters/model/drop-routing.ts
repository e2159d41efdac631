import { assetTakesFile, type AssetSlot } from '@masterport/contract';

export interface DroppedFileRoute<F> {
  readonly file: F;
  /** Where the file goes; absent when it is refused. */
  readonly slot?: AssetSlot;
  /** Why it is refused: no slot of the master takes it, or several could and the user must choose. */
  readonly issue?: 'file_type' | 'drop_on_its_zone';
}

/**
 * Several files dropped at once (a video and its captions, say) all find their place: the zone
 * they were dropped on takes the first file it accepts; each other file goes to the one other zone
 * that accepts it and is not taken yet. A file several zones could take (one mono WAV among the
 * 5.1 tracks) is refused with a message rather than guessed; none is ever dropped silently.
 */
export function routeDroppedFiles<F extends { readonly name: string }>(
  files: readonly F[],
  target: AssetSlot,
  slots: readonly AssetSlot[],
): DroppedFileRoute<F>[] {
  const taken = new Set<AssetSlot['asset']>();
  const routes: DroppedFileRoute<F>[] = [];
  for (const file of files) {
    if (!taken.has(target.asset) && assetTakesFile(target.asset, file.name)) {
      taken.add(target.asset);
      routes.push({ file, slot: target });
      continue;
    }
    const candidates = slots.filter((slot) => slot.asset !== target.asset && assetTakesFile(slot.asset, file.name));
    const open = candidates.filter((slot) => !taken.has(slot.asset));
    if (candidates.length === 0 && !assetTakesFile(target.asset, file.name)) routes.push({ file, issue: 'file_type' });
    else if (candidates.length === 1 && open.length === 1) {
      taken.add(open[0]!.asset);
      routes.push({ file, slot: open[0]! });
    } else routes.push({ file, issue: 'drop_on_its_zone' });
  }
  return routes;
}
