import { describe, expect, it } from 'vitest';
import { getDestination } from '@masterport/data';
import {
  activateDeliveryMethod,
  addDeliveryNotification,
  deactivateDeliveryMethod,
  stationDeliveryMethod,
} from '../delivery/delivery-method.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenSentDistribution } from '../testing/distributions.ts';
import { deliverDestination } from './deliver-destination.ts';

const ports = useFakePorts();

describe("A station's own delivery method (issue 28)", () => {
  it('is what a delivery to that station goes by, told to its own list rather than the account’s', async () => {
    // Prepare: the account receives by link telling its primary user; this station by a link of its own.
    const sent = await givenSentDistribution();
    const { auth } = sent.broadcaster;
    await activateDeliveryMethod(auth, 'web', sent.letters);
    await addDeliveryNotification(auth, 'desk@station.test', sent.letters);

    // Act
    await deliverDestination(sent.distributionId, sent.letters, 1);

    // Assess
    expect(await getDestination(ports.db, sent.distributionId, sent.letters)).toMatchObject({
      state: 'delivered',
      method: 'web',
    });
    expect(ports.mails.to('desk@station.test')).toHaveLength(1);
    expect(ports.mails.to(auth.email)).toHaveLength(0);
  });

  it('gives way to the account’s once deactivated, and never overrides while inactive', async () => {
    // Prepare: a station whose own method is saved but not active.
    const sent = await givenSentDistribution();
    const { auth } = sent.broadcaster;
    await activateDeliveryMethod(auth, 'traffic_instructions', sent.letters);
    const ownActive = await stationDeliveryMethod(auth.accountId, sent.letters);

    // Act
    await deactivateDeliveryMethod(auth, sent.letters);
    const afterDeactivation = await stationDeliveryMethod(auth.accountId, sent.letters);

    // Assess
    expect(ownActive).toMatchObject({ call_letters: sent.letters, active_method: 'traffic_instructions' });
    expect(afterDeactivation).toMatchObject({ active_method: 'web', notifications: [auth.email] });
    expect(afterDeactivation?.call_letters).toBeUndefined();
  });
});
