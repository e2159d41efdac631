import { describe, expect, it } from 'vitest';
import {
  chosenKinds,
  destinationStepProblems,
  mastersStepProblems,
  stepToShow,
  type ChosenMaster,
  type StationReadiness,
} from './step-checks.ts';

const master = (unique_id: string, overrides: Partial<ChosenMaster> = {}): ChosenMaster => ({
  id: unique_id.toLowerCase(),
  title: `Spot ${unique_id}`,
  unique_id,
  master_type: 'PUB_TV_WEB',
  status: 'COMPLETED',
  qc_status: 'PASSED',
  is_draft: false,
  is_running: false,
  archived: false,
  archive_status: null,
  ...overrides,
});

const station = (call_letters: string, overrides: Partial<StationReadiness> = {}): StationReadiness => ({
  call_letters,
  band: 'TV',
  active_method: 'ftp',
  has_recipients: true,
  ...overrides,
});

describe('the masters step\u2019s check', () => {
  it('finds nothing wrong with masters of one kind that may be sent', () => {
    // Act
    const problems = mastersStepProblems([master('TV1'), master('TV2', { qc_status: 'WARNING' })]);

    // Assess
    expect(problems).toEqual([]);
  });

  it('names a master quality control rejected, with the code Send answers', () => {
    // Act
    const problems = mastersStepProblems([master('TV1'), master('TV2', { qc_status: 'REJECTED' })]);

    // Assess
    expect(problems).toEqual([{ code: 'distribution_qc_rejected', masters: ['Spot TV2 · TV2'] }]);
  });

  it('refuses masters of different kinds together, as Send does', () => {
    // Act
    const problems = mastersStepProblems([master('TV1'), master('RD1', { master_type: 'PUB_RADIO' })]);

    // Assess
    expect(problems).toEqual([{ code: 'distribution_mixed_types', masters: [] }]);
  });
});

describe('the destination step\u2019s check', () => {
  it('flags a station without a method, and one whose method cannot carry the kind chosen, among those picked and not left out', () => {
    // Prepare
    const stations = [
      station('CFTM'),
      station('CKOI', { active_method: null }),
      station('CJPM', { active_method: 'aspera' }),
      station('CHOM', { band: 'RADIO', active_method: null }),
      station('CBFT', { active_method: null }),
    ];

    // Act
    const problems = destinationStepProblems(stations, ['CFTM', 'CKOI', 'CJPM', 'CHOM'], chosenKinds([master('TV1')]), {
      tv: false,
      radio: true,
    });

    // Assess
    expect(problems).toEqual([
      { call_letters: 'CKOI', problem: 'no_method' },
      { call_letters: 'CJPM', problem: 'unavailable' },
    ]);
  });
});

describe('leaving a step', () => {
  it('stops at the first step left on the way that holds a mistake, and lets the wizard go back freely', () => {
    // Prepare
    const blocked = (step: number) => step === 1;

    // Act
    const moves = [
      stepToShow(0, 1, blocked),
      stepToShow(1, 2, blocked),
      stepToShow(0, 5, blocked),
      stepToShow(3, 0, blocked),
    ];

    // Assess
    expect(moves).toEqual([1, 1, 1, 0]);
  });
});
