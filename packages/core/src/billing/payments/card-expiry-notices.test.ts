import { describe, expect, it } from 'vitest';
import { givenAccount } from '../../testing/accounts.ts';
import { givenCard } from '../../testing/cards.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { sendCardExpiryNotices } from './card-expiry-notices.ts';

const ports = useFakePorts();

describe('card expiry notices', () => {
  it('tell each account once when its primary card expires this month, and no one of a spare card or another month', async () => {
    // Prepare
    const month = '2031-03';
    const [studio, creator] = await Promise.all([givenAccount('partner_studio'), givenAccount('content_creator')]);
    await givenCard(studio, { expires: month, lastFour: '4444' });
    await givenCard(studio, { expires: month, lastFour: '5555', primary: false });
    await givenCard(creator, { expires: '2031-04', lastFour: '6666' });

    // Act
    const runs = await Promise.all([sendCardExpiryNotices(month), sendCardExpiryNotices(month)]);
    const again = await sendCardExpiryNotices(month);

    // Assess
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
    expect(again.sent).toBe(0);
    const mails = ports.mails.to(studio.auth.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Mastercard •••• 4444 expires at the end of March 2031']);
    expect(mails[0]!.text).toContain('next on April 1, 2031');
    expect(mails[0]!.text).toContain('/app/user/billing');
    expect(ports.mails.to(creator.auth.email)).toEqual([]);
  });
});
