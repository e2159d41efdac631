import {
  baseMasterType,
  SLATE_XML_PREFIX,
  whyCannotReceive,
  sendPrice,
  type DistributionDraft,
  type DistributionPreview,
  type StationSpecRules,
} from '@masterport/contract';
import { getAccount } from '@masterport/data';
import { captionTimelineMismatches } from '@masterport/media';
import { table } from '../adapters/db.ts';
import { AppError } from '../errors.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { stationDeliveryMethod } from '../delivery/delivery-method.ts';
import { mastersAgainstRegistry } from '../masters/master-service.ts';
import { deliveryContentOf } from '../station-files/station-files.ts';
import { captionsReadOnce, checkCaptionsAgainstSpec } from './caption-spec-check.ts';
import { deliveryPlan, type PlannedFile } from './delivery-files.ts';
import { mastersToSend, ownDistribution, stationsToSend } from './distributions.ts';
import { receivingStation, stationRecipients } from './station-readiness.ts';

const kindOf = (file: Pick<PlannedFile, 'document_id' | 'output_key'>): 'output' | 'slate' | 'document' =>
  file.document_id ? 'document' : file.output_key?.startsWith(SLATE_XML_PREFIX) ? 'slate' : 'output';

/**
 * `preview`: the wizard's review step. The same checks as `create` on the masters and the stations
 * (so a mistake is refused here with the code Send would answer), then, per station, the files its
 * broadcaster's delivery content and file-name pattern make of them (`deliveryPlan`, the delivery's
 * own builder; those still to make named as they will be), its method and what stops it. Nothing is written and no question of `create`
 * (already received, outputs to make) is asked: the outputs to make are listed instead.
 */
export async function previewDistribution(
  auth: AuthContext,
  input: DistributionDraft & { id?: string },
): Promise<DistributionPreview> {
  const { id, ...draft } = input;
  // A draft previewed by its id is one of the caller's, as `create` requires.
  if (id) await ownDistribution(auth, id);
  const masters = await mastersToSend(auth, draft.master_files_ids ?? []);
  const stations = await stationsToSend(auth, draft);
  const masterTypes = [...new Set(masters.map((master) => baseMasterType(master.master_type)))];
  const sender = await getAccount(table(), auth.accountId);
  // Authorisation read the caller's account a moment ago: missing now, it was deleted meanwhile.
  if (!sender) throw new AppError('not_found');
  const senderName = sender.name;
  const distribution = {
    master_files_ids: masters.map((master) => master.id),
    documents_ids: draft.documents_ids ?? [],
  };
  // A broadcaster's stations share its content and file names (read once per broadcaster); a station may have a method of its own.
  const plans = new Map<string, ReturnType<typeof deliveryPlan>>();
  const once = <T>(cache: Map<string, T>, key: string, read: () => T) => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  // Each master's captions are read once, when a station with a spec first needs them, whatever the number of stations.
  const captionsOf = captionsReadOnce();
  const captionChecks = async (rules: StationSpecRules) =>
    (
      await Promise.all(
        masters.map(async (master) => {
          const captions = await captionsOf(master);
          return captions ? [{ unique_id: master.unique_id, ...checkCaptionsAgainstSpec(captions, rules) }] : [];
        }),
      )
    ).flat();
  const contents = new Map<string, ReturnType<typeof deliveryContentOf>>();
  const destinations = await Promise.all(
    stations.map(async (station) => {
      const [plan, method, content] = await Promise.all([
        // Stations of one broadcaster share its content and names, but each has its own spec.
        once(plans, `${station.account_id}/${station.spec?.rules ? station.letters : ''}`, () =>
          deliveryPlan(distribution, station, senderName),
        ),
        stationDeliveryMethod(station.account_id, station.letters),
        once(contents, station.account_id, () => deliveryContentOf(station.account_id)),
      ]);
      const recipients = await stationRecipients(station.account_id, station.letters, method);
      const asksHouseCodes = (method?.house_code_notifications ?? []).length > 0;
      return {
        call_letters: station.letters,
        owner_name: station.owner_name,
        market: station.market,
        band: station.band,
        method: method?.active_method ?? null,
        problem: whyCannotReceive(receivingStation(method, recipients), masterTypes),
        // The files to be made are named as the delivery will name them once made (issue 32).
        files: [
          ...plan.files.map((file) => ({ name: file.name, size: file.size, kind: kindOf(file), to_make: false })),
          ...plan.to_make.map((file) => ({
            name: file.name,
            size: null,
            kind: kindOf({ document_id: null, output_key: file.output_key }),
            to_make: true,
          })),
        ],
        outputs_to_make: [...plan.missing, ...plan.waiting],
        spec_version: station.spec?.rules ? station.spec.version : null,
        spec_group: station.spec?.rules ? (station.spec.group?.name ?? null) : null,
        spec_checks: plan.spec_checks.map(({ unique_id, evaluation }) => ({ unique_id, evaluation })),
        caption_checks: station.spec?.rules ? await captionChecks(station.spec.rules) : [],
        // A caption file on another timeline than the MXF it goes with plays off: warned of, the content is the broadcaster's.
        caption_timeline: masterTypes.flatMap((type) => captionTimelineMismatches(content[type])),
        house_codes_asked: asksHouseCodes
          ? masters.map((master) => ({ unique_id: master.unique_id, title: master.title }))
          : [],
      };
    }),
  );
  // What the send costs the sender, from the price book: free today (docs/billing.md, "The price of a send").
  const cost = sendPrice(sender.plan_key, { masters: masters.length, stations: stations.length });
  // Where a slate disagrees with the Ad-ID registry: warned of here, never a refusal of the send.
  return { destinations, cost, registry_checks: await mastersAgainstRegistry(auth, masters) };
}
