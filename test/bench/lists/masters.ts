import { listMasters } from '@masterport/core/masters';
import { benchAuth } from '../bench-auth.ts';
import { seedBenchMasters } from '../bench-masters.ts';
import type { ListScenario } from './scenario.ts';

export const scenarios: ListScenario[] = [
  {
    name: 'masters, page 1',
    seed: seedBenchMasters,
    readPage: async (_db, accountId) => void (await listMasters(benchAuth(accountId), {}, 1)),
  },
  {
    name: 'masters, rare ratio, page 1',
    seed: seedBenchMasters,
    readPage: async (_db, accountId) => void (await listMasters(benchAuth(accountId), { filter_by_ratio: '2:3' }, 1)),
  },
];
