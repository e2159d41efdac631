import type { Master } from '@masterport/contract';

type Output = Master['outputs'][number];

/** One output's loudness as its check measured it on the file made (EBU R128), for the QC tab. */
export interface OutputLoudness {
  readonly key: string;
  readonly integrated: number;
  readonly truePeak: number | null;
  /** Loudness range of the output, and of the source pair it was made from (LU). */
  readonly range: number | null;
  readonly sourceRange: number | null;
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The outputs whose loudness was measured, in the order given (companion files and captions have
 * none): what normalisation did to each, beside the source's range the QC report gives.
 */
export function outputLoudness(outputs: readonly Output[]): OutputLoudness[] {
  return outputs.flatMap((output) => {
    const integrated = finite(output.metadata.loudness_lkfs);
    if (integrated === null) return [];
    return [
      {
        key: output.output_key,
        integrated,
        truePeak: finite(output.metadata.true_peak_dbtp),
        range: finite(output.metadata.loudness_range_lu),
        sourceRange: finite(output.metadata.source_loudness_range_lu),
      },
    ];
  });
}
