import {
  baseMasterType,
  whyCannotReceive,
  whyNotSendable,
  whyNotSendableTogether,
  type BaseMasterType,
  type ErrorCode,
  type Master,
  type ReceiveRefusal,
  type ReceivingStation,
  type SendableFields,
} from '@masterport/contract';

/** What the masters step reads of a chosen master: the send rules' fields, and what names it. */
export type ChosenMaster = Pick<Master, 'id' | 'title' | 'unique_id' | 'master_type'> & SendableFields;

/** A mistake on the masters step, in the catalogue's code Send would answer, and the masters it is about. */
export interface MastersProblem {
  code: ErrorCode;
  masters: string[];
}

/**
 * The masters step's mistakes (the contract's rules `create` applies): each chosen master that may
 * not be sent (a QC-rejected one first of all), grouped by reason, then masters of different kinds.
 * Any of them keeps the wizard on the step.
 */
export function mastersStepProblems(chosen: readonly ChosenMaster[]): MastersProblem[] {
  const byCode = new Map<ErrorCode, string[]>();
  for (const master of chosen) {
    const refusal = whyNotSendable(master);
    if (refusal) byCode.set(refusal, [...(byCode.get(refusal) ?? []), `${master.title} · ${master.unique_id}`]);
  }
  const problems = [...byCode].map(([code, masters]) => ({ code, masters }));
  const mixed = whyNotSendableTogether(chosen);
  if (mixed) problems.push({ code: mixed, masters: [] });
  return problems;
}

/** The kinds of master chosen, which a station's method must be able to carry. */
export const chosenKinds = (chosen: readonly Pick<Master, 'master_type'>[]): BaseMasterType[] => [
  ...new Set(chosen.flatMap((master) => (master.master_type ? [baseMasterType(master.master_type)] : []))),
];

/** What `check-stations` answers of a station. */
export type StationReadiness = ReceivingStation & { call_letters: string; band: string };

/** A station of the destination step that cannot receive, and why (the delivery's own problem code). */
export interface StationProblem {
  call_letters: string;
  problem: ReceiveRefusal;
}

/**
 * The destination step's stations that cannot receive what is chosen (the contract's
 * `whyCannotReceive`, which the delivery applies): among the stations picked, less those the TV and
 * radio flags leave out. Flagged on the step and again on the review step, not refused (the agency
 * may deliver by hand, or the broadcaster set up before the send time: docs/api.md).
 */
export function destinationStepProblems(
  stations: readonly StationReadiness[],
  picked: readonly string[],
  kinds: readonly BaseMasterType[],
  exclude: { tv: boolean; radio: boolean },
): StationProblem[] {
  return stations
    .filter((station) => picked.includes(station.call_letters))
    .filter((station) => !(exclude.tv && station.band === 'TV') && !(exclude.radio && station.band === 'RADIO'))
    .flatMap((station) => {
      const problem = whyCannotReceive(station, kinds);
      return problem ? [{ call_letters: station.call_letters, problem }] : [];
    });
}

/**
 * Where a move from step `from` to step `to` stops: moving forward, the first step left on the way
 * that still holds a mistake keeps the wizard (its mistakes are shown there); moving back is free.
 */
export function stepToShow(from: number, to: number, blocked: (step: number) => boolean): number {
  for (let step = from; step < to; step += 1) if (blocked(step)) return step;
  return to;
}
