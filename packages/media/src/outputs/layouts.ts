/**
 * File layouts of OUTPUTS.md decision 1 (broadcast-spec 2.3): what comes before and after the program,
 * in frames at 29.97, and the timecode of the first frame of action. One generator (planLayout) turns a
 * profile and a master length into exact segments, so every key is just data.
 */
import { framesToTc, realTimeFrames, tcToFrames, timecodeFrames } from '../timecode.ts';

export interface LayoutSegment {
  readonly kind: 'slate' | 'black';
  readonly frames: number;
  /** 2-pop: one frame of 1 kHz at -20 dBFS on this segment's first frame. */
  readonly pop2?: boolean;
}

export interface LayoutProfile {
  readonly id: string;
  /** Timecode of the first frame of action (FFOA). */
  readonly programStart: string;
  readonly pre: readonly LayoutSegment[];
  readonly post: readonly LayoutSegment[];
  /** `tc`: N x 30 frames (900 for :30); `rt`: whole frames in N real seconds (899). */
  readonly programFrames: 'tc' | 'rt';
}

const black = (frames: number, pop2 = false): LayoutSegment => ({ kind: 'black', frames, ...(pop2 ? { pop2 } : {}) });
const slate = (frames: number): LayoutSegment => ({ kind: 'slate', frames });

export const LAYOUTS = {
  CLEAN_00H: { id: 'CLEAN_00H', programStart: '00:00:00;00', pre: [], post: [], programFrames: 'tc' },
  TQ_10H: { id: 'TQ_10H', programStart: '10:00:00;00', pre: [], post: [], programFrames: 'tc' },
  TQ_10H_RT: { id: 'TQ_10H_RT', programStart: '10:00:00;00', pre: [], post: [], programFrames: 'rt' },
  RC_10H: {
    id: 'RC_10H',
    programStart: '10:00:00;00',
    pre: [slate(60), black(30)],
    post: [black(30)],
    programFrames: 'tc',
  },
  XR_5S2S: { id: 'XR_5S2S', programStart: '01:00:00;00', pre: [slate(150), black(60)], post: [], programFrames: 'tc' },
  CTS_1_5_2_1: {
    id: 'CTS_1_5_2_1',
    programStart: '01:00:00;00',
    pre: [black(30), slate(150), black(60)],
    post: [black(30)],
    programFrames: 'tc',
  },
  SEED_SLATE_2POP: {
    id: 'SEED_SLATE_2POP',
    programStart: '01:00:00;00',
    pre: [slate(150), black(60, true)],
    post: [black(60)],
    programFrames: 'tc',
  },
  PAD10F_01H: {
    id: 'PAD10F_01H',
    programStart: '01:00:00;00',
    pre: [black(10)],
    post: [black(10)],
    programFrames: 'tc',
  },
} as const satisfies Record<string, LayoutProfile>;

export type LayoutId = keyof typeof LAYOUTS;

export interface PlannedSegment {
  readonly kind: 'slate' | 'black' | 'program';
  /** First frame, counted from the first frame of the file. */
  readonly startFrame: number;
  readonly frames: number;
  readonly startTc: string;
  readonly pop2: boolean;
}

export interface LayoutPlan {
  readonly layoutId: string;
  readonly fileStart: string;
  readonly programStart: string;
  /** Frame index of the FFOA inside the file (210 for XR). */
  readonly programOffset: number;
  readonly programFrames: number;
  readonly preFrames: number;
  readonly postFrames: number;
  readonly totalFrames: number;
  readonly segments: readonly PlannedSegment[];
  /** Frame index of the 2-pop, when the layout has one. */
  readonly pop2Frame?: number;
}

/** Segments of a layout for a master of N declared seconds. */
export function planLayout(layout: LayoutProfile, durationSeconds: number): LayoutPlan {
  const programFrames =
    layout.programFrames === 'rt' ? realTimeFrames(durationSeconds) : timecodeFrames(durationSeconds);
  const preFrames = layout.pre.reduce((sum, s) => sum + s.frames, 0);
  const postFrames = layout.post.reduce((sum, s) => sum + s.frames, 0);
  const programStartFrame = tcToFrames(layout.programStart);
  if (programStartFrame < preFrames) throw new RangeError(`layout ${layout.id} would start before 00:00:00;00`);
  const fileStartFrame = programStartFrame - preFrames;
  const segments: PlannedSegment[] = [];
  let at = 0;
  const push = (kind: PlannedSegment['kind'], frames: number, pop2 = false) => {
    segments.push({ kind, startFrame: at, frames, startTc: framesToTc(fileStartFrame + at), pop2 });
    at += frames;
  };
  for (const s of layout.pre) push(s.kind, s.frames, s.pop2 === true);
  push('program', programFrames);
  for (const s of layout.post) push(s.kind, s.frames, s.pop2 === true);
  const pop = segments.find((s) => s.pop2);
  return {
    layoutId: layout.id,
    fileStart: framesToTc(fileStartFrame),
    programStart: layout.programStart,
    programOffset: preFrames,
    programFrames,
    preFrames,
    postFrames,
    totalFrames: at,
    segments,
    pop2Frame: pop?.startFrame,
  };
}
