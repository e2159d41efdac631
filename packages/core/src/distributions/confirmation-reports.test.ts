import { describe, expect, it } from 'vitest';
import {
  getDestination,
  getDistribution,
  listDestinations,
  nowIso,
  putDestination,
  receivedSpotId,
} from '@masterport/data';
import { AppError } from '../errors.ts';
import { givenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster } from '../testing/masters.ts';
import { givenStation, receivesByLink } from '../testing/stations.ts';
import { confirmDeliveryWhenComplete, distributionConfirmation } from './confirmation-reports.ts';
import { deliverDestination } from './deliver-destination.ts';
import { createDistribution } from './distributions.ts';
import { markDestinationDelivered } from './destinations.ts';
import { acknowledgeReceived } from './received-spots.ts';

const ports = useFakePorts();

/** An agency's master sent to two stations of a broadcaster that receives by web link; nothing delivered yet. */
async function sentToTwoStations() {
  const agency = await givenAccount('content_creator');
  const broadcaster = await givenAccount('broadcaster');
  await receivesByLink(broadcaster);
  const stations = [await givenStation(broadcaster), await givenStation(broadcaster)];
  const master = await givenMaster(agency);
  const { id } = await createDistribution(agency.auth, {
    master_files_ids: [master.id],
    call_letters_ids: stations.map((station) => station.letters),
  });
  const letters = stations.map((station) => station.letters);
  return { agency, broadcaster, master, id, letters };
}

const confirmations = (to: string) =>
  ports.mails.to(to).filter((mail) => /^(Delivery|Acknowledgement) confirmation/.test(mail.subject));

describe('Function: confirmDeliveryWhenComplete (through the deliveries that complete a distribution)', () => {
  it('mails the sender one Delivery Confirmation Report, the PDF attached, when both stations finish at the same moment and are replayed', async () => {
    // Prepare
    const { agency, id, letters } = await sentToTwoStations();

    // Act
    await Promise.all(letters.map((entry) => deliverDestination(id, entry, 1)));
    await Promise.all(letters.flatMap((entry) => [deliverDestination(id, entry, 1), deliverDestination(id, entry, 1)]));

    // Assess
    const sent = confirmations(agency.auth.email);
    expect(sent.map((mail) => [mail.subject, mail.attachments])).toEqual([
      [
        expect.stringContaining('Delivery confirmation: distribution'),
        [expect.stringMatching(/-delivery-confirmation\.pdf$/)],
      ],
    ]);
    expect(sent[0]!.text).toContain(letters.join(', '));
    expect((await getDistribution(ports.db, id))?.confirmations_sent?.delivered).toBeTruthy();
  });

  it('of three completions at the same moment, one mails the report', async () => {
    // Prepare: both destinations recorded delivered, the report not yet claimed (as when the last two finish together).
    const { agency, id, letters } = await sentToTwoStations();
    for (const entry of letters) {
      const destination = (await getDestination(ports.db, id, entry))!;
      await putDestination(ports.db, { ...destination, state: 'delivered', delivered_on: nowIso() }, destination.run);
    }

    // Act
    await Promise.all([id, id, id].map((distributionId) => confirmDeliveryWhenComplete(distributionId)));

    // Assess
    expect(confirmations(agency.auth.email)).toHaveLength(1);
  });

  it('sends nothing while a destination is still to deliver, then once when it is marked delivered by hand', async () => {
    // Prepare
    const { agency, id, letters } = await sentToTwoStations();
    await deliverDestination(id, letters[0]!, 1);
    const before = confirmations(agency.auth.email).length;

    // Act
    await markDestinationDelivered(agency.auth, id, letters[1]!, 'Picked up on tape');

    // Assess
    expect(before).toBe(0);
    expect(confirmations(agency.auth.email)).toHaveLength(1);
  });
});

describe('Function: confirmAcknowledgementWhenComplete (through acknowledgeReceived)', () => {
  it('mails one Acknowledgement Confirmation Report once every station acknowledged, not before, not again', async () => {
    // Prepare
    const { agency, broadcaster, master, id, letters } = await sentToTwoStations();
    await Promise.all(letters.map((entry) => deliverDestination(id, entry, 1)));
    const [first, second] = letters.map((entry) => receivedSpotId(id, entry, 1, master.id));
    ports.mails.forget();

    // Act
    await acknowledgeReceived(broadcaster.auth, first!, 'In traffic');
    const afterOne = confirmations(agency.auth.email).length;
    await Promise.all([
      acknowledgeReceived(broadcaster.auth, second!, 'In traffic too'),
      acknowledgeReceived(broadcaster.auth, first!, 'Again'),
    ]);
    await acknowledgeReceived(broadcaster.auth, second!, 'Once more');

    // Assess
    expect(afterOne).toBe(0);
    expect(confirmations(agency.auth.email).map((mail) => [mail.subject, mail.attachments])).toEqual([
      [
        expect.stringContaining('Acknowledgement confirmation: distribution'),
        [expect.stringMatching(/-acknowledgement-confirmation\.pdf$/)],
      ],
    ]);
  });
});

describe('Function: distributionConfirmation', () => {
  it('answers the report once every destination is delivered, and distribution_not_confirmed before', async () => {
    // Prepare
    const { agency, id, letters } = await sentToTwoStations();

    // Act
    const early = await distributionConfirmation(agency.auth, id).catch((error: unknown) => error);
    await Promise.all(letters.map((entry) => deliverDestination(id, entry, 1)));
    const report = await distributionConfirmation(agency.auth, id);

    // Assess
    expect(early).toBeInstanceOf(AppError);
    expect(early).toMatchObject({ code: 'distribution_not_confirmed' });
    expect(report.filename).toMatch(/-delivery-confirmation\.pdf$/);
    expect(Buffer.from(report.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await listDestinations(ports.db, id)).every((destination) => destination.state === 'delivered')).toBe(true);
  });
});
