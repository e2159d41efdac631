import { describe, expect, it } from 'vitest';
import { getDestination, getDistribution } from '@masterport/data';
import { AppError } from '../errors.ts';
import { givenMember, planKeysBut } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenSentDistribution } from '../testing/distributions.ts';
import { markDestinationDelivered } from './destinations.ts';

const ports = useFakePorts();

const outcome = (marking: Promise<unknown>) =>
  marking.then(
    () => 'marked',
    (error: unknown) => {
      if (error instanceof AppError) return error.code;
      throw error;
    },
  );

describe('Function: markDestinationDelivered', () => {
  it('records who vouched for the delivery and why, the files as they really arrived, and settles the distribution', async () => {
    // Prepare
    const sent = await givenSentDistribution({ receives: 'nothing' });

    // Act
    await markDestinationDelivered(sent.agency.auth, sent.distributionId, sent.letters, 'Sent on tape');

    // Assess
    const destination = (await getDestination(ports.db, sent.distributionId, sent.letters))!;
    expect(destination).toMatchObject({
      state: 'delivered',
      marked_by_hand: true,
      marked: { by: sent.agency.auth.userId, reason: 'Sent on tape' },
      bytes_sent: 0,
    });
    expect((await getDistribution(ports.db, sent.distributionId))!.distribution_type).toBe('completed');
  });

  it('answers no_changes when marked a second time', async () => {
    // Prepare
    const sent = await givenSentDistribution({ receives: 'nothing' });
    await markDestinationDelivered(sent.agency.auth, sent.distributionId, sent.letters, 'First');

    // Act
    const second = await outcome(
      markDestinationDelivered(sent.agency.auth, sent.distributionId, sent.letters, 'Second'),
    );

    // Assess
    expect(second).toBe('no_changes');
    expect((await getDestination(ports.db, sent.distributionId, sent.letters))!.marked?.reason).toBe('First');
  });

  it('of two marks at the same moment, records one; the other is told the destination changed meanwhile', async () => {
    // Prepare
    const sent = await givenSentDistribution({ receives: 'nothing' });

    // Act
    const reasons = ['One', 'Two'];
    const answers = await Promise.all(
      reasons.map((reason) =>
        outcome(markDestinationDelivered(sent.agency.auth, sent.distributionId, sent.letters, reason)),
      ),
    );

    // Assess
    // The second reads either before the first writes (changed_meanwhile) or after (no_changes): never two marks.
    expect(answers.filter((answer) => answer === 'marked')).toHaveLength(1);
    expect(answers.find((answer) => answer !== 'marked')).toMatch(/^(changed_meanwhile|no_changes)$/);
    expect((await getDestination(ports.db, sent.distributionId, sent.letters))!.marked?.reason).toBe(
      reasons[answers.indexOf('marked')],
    );
  });

  it('refuses a member who may not manage distributions, and another account', async () => {
    // Prepare
    const sent = await givenSentDistribution({ receives: 'nothing' });
    const viewer = await givenMember(sent.agency, planKeysBut('content_creator', 'manage_distributions'));

    // Act
    const byViewer = await outcome(markDestinationDelivered(viewer, sent.distributionId, sent.letters, 'Viewer'));
    const byStation = await outcome(
      markDestinationDelivered(sent.broadcaster.auth, sent.distributionId, sent.letters, 'Station'),
    );

    // Assess
    expect([byViewer, byStation]).toEqual(['user_permission', 'data_restriction']);
    expect(await getDestination(ports.db, sent.distributionId, sent.letters)).toMatchObject({
      state: 'waiting',
      marked: null,
    });
  });
});
