import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient, activatedUser } from '../support/client.ts';
import { waitForProcessing } from '../support/processing.ts';

interface Master {
  id: string;
  title: string;
  status: string;
  qc_status: string;
  is_draft: boolean;
  is_running: boolean;
}
type Sources = { sources_list: { asset: string; status: string }[] };

describe('user/mock: demo data for a demo account', () => {
  it('refuses an account that is not a demo', async () => {
    const { email, password } = await activatedUser('not-demo');
    const client = new ApiClient();
    await client.post('authenticate/login', { email, password });

    const answer = await client.get('user/mock');

    expect([answer.status, answer.body.code]).toEqual([401, 'demo_only']);
  });

  it('fills a demo account with a master in each state a newcomer meets, made from the samples by real runs', async () => {
    const client = new ApiClient();
    await client.post('authenticate/login', { email: DEMO_USERS[0].email, password: DEMO_PASSWORD });

    const answer = await client.get<{ master_ids: string[] }>('user/mock');
    const masters = await Promise.all(
      answer.body.master_ids.map(
        async (id) => (await client.get<{ master: Master }>(`user/master-files/get-details/${id}`)).body.master,
      ),
    );
    const byTitle = new Map(masters.map((master) => [master.title, master]));
    const radio = await waitForProcessing(client, byTitle.get('Maple syrup radio')!.id);
    const tooLoud = await waitForProcessing(client, byTitle.get('Maple syrup (too loud)')!.id);
    const passing = (
      await client.get<{ master: Master }>(`user/master-files/get-details/${byTitle.get('Maple syrup')!.id}`)
    ).body.master;
    const sourcesOf = async (title: string) =>
      (
        await client.post<Sources>('user/master-files/get-sources-list', { master_id: byTitle.get(title)!.id })
      ).body.sources_list
        .map((source) => [source.asset, source.status])
        .sort();

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect([...byTitle.keys()].sort()).toEqual([
      'Maple syrup',
      'Maple syrup (too loud)',
      'Maple syrup radio',
      'Spring sale (draft)',
      'Summer launch',
    ]);
    expect(byTitle.get('Spring sale (draft)')!.is_draft).toBe(true);
    expect(byTitle.get('Summer launch')).toMatchObject({ is_draft: false, is_running: false });
    expect(await sourcesOf('Summer launch')).toEqual([]);
    expect([radio.status, radio.qc_status]).toEqual(['COMPLETED', 'PASSED']);
    expect(tooLoud.qc_status).toBe('SOURCE_INTEGRATED_LOUDNESS_REJECTED');
    // The passing TV spot's run makes every broadcast file: started here, its outputs are the processing tests' subject.
    expect(await sourcesOf('Maple syrup')).toEqual([
      ['captions', 'uploaded'],
      ['video', 'uploaded'],
    ]);
    expect(passing.is_running || passing.status === 'COMPLETED').toBe(true);
  }, 240_000);
});
