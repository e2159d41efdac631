import { baseMasterType, uniqueIdKind, type DestinationReceipt, type Language } from '@masterport/contract';
import type { ConfirmationReportKind, DestinationItem, DistributionItem, MasterItem } from '@masterport/data';
import { bytes, METHODS, renderReportPdf, when } from './report-pdf.ts';

/** The words of the sender's confirmation reports, in the reader's language. */
const WORDS = {
  en: {
    title: { delivered: 'Delivery Confirmation Report', acknowledged: 'Acknowledgement Confirmation Report' },
    intro: {
      delivered:
        'Every destination of this distribution received its files. Each file is listed under the name the station received it by, with its size and its SHA-256 as it left Masterport.',
      acknowledged:
        'Every station of this distribution confirmed that the spots below are in its traffic system. The deliveries they acknowledged are listed with each file as the station received it.',
    },
    distribution: 'Distribution',
    sentBy: 'Sent by',
    on: 'on',
    allDelivered: 'All destinations delivered',
    allAcknowledged: 'All spots acknowledged',
    masters: 'Masters',
    destinations: 'Destinations',
    uniqueId: { ad_id: 'Unique ID (Ad-ID)', isci: 'Unique ID (ISCI)', house: 'Unique ID' },
    advertiser: 'Advertiser',
    product: 'Product',
    length: 'Length',
    type: 'Type',
    types: { PUB_TV_WEB: 'TV & web', PUB_WEB: 'Web', PUB_RADIO: 'Radio' },
    station: 'Station',
    method: 'Method',
    delivered: 'Delivered',
    byHand: 'marked delivered by hand by',
    reason: 'Reason',
    houseCode: 'House code',
    size: 'Size',
    downloaded: 'Downloaded',
    acknowledged: 'Acknowledged',
    by: 'by',
    note: 'Note',
    notYet: 'not yet',
  },
  fr: {
    title: {
      delivered: 'Rapport de confirmation de livraison',
      acknowledged: 'Rapport de confirmation de réception',
    },
    intro: {
      delivered:
        'Chaque destination de cette distribution a reçu ses fichiers. Chaque fichier figure sous le nom que la station a reçu, avec sa taille et son SHA-256 à la sortie de Masterport.',
      acknowledged:
        'Chaque station de cette distribution a confirmé que les messages ci-dessous sont dans son système de trafic. Les livraisons confirmées figurent avec chaque fichier tel que la station l’a reçu.',
    },
    distribution: 'Distribution',
    sentBy: 'Envoyée par',
    on: 'le',
    allDelivered: 'Toutes les destinations livrées',
    allAcknowledged: 'Tous les messages confirmés',
    masters: 'Masters',
    destinations: 'Destinations',
    uniqueId: { ad_id: 'Identifiant unique (Ad-ID)', isci: 'Identifiant unique (ISCI)', house: 'Identifiant unique' },
    advertiser: 'Annonceur',
    product: 'Produit',
    length: 'Durée',
    type: 'Type',
    types: { PUB_TV_WEB: 'Télé et web', PUB_WEB: 'Web', PUB_RADIO: 'Radio' },
    station: 'Station',
    method: 'Méthode',
    delivered: 'Livrée',
    byHand: 'marquée livrée manuellement par',
    reason: 'Raison',
    houseCode: 'Code maison',
    size: 'Taille',
    downloaded: 'Téléchargé',
    acknowledged: 'Confirmé',
    by: 'par',
    note: 'Note',
    notYet: 'pas encore',
  },
} as const;

/** A file as the station received it, with the SHA-256 the report states (deliveredSha256). */
export interface ConfirmedFile {
  name: string;
  size: number;
  sha256: string | null;
}

export interface ConfirmationInput {
  kind: ConfirmationReportKind;
  distribution: DistributionItem;
  senderAccountName: string;
  /** When the last destination was delivered, or the last spot acknowledged. */
  completedOn: string;
  masters: readonly Pick<
    MasterItem,
    'id' | 'title' | 'unique_id' | 'announcer' | 'product' | 'duration' | 'master_type' | 'house_code'
  >[];
  destinations: readonly { destination: DestinationItem; files: readonly ConfirmedFile[] }[];
  /** Per call letters, what the station did with each master (the acknowledgement report states it). */
  receipts: ReadonlyMap<string, readonly DestinationReceipt[]>;
}

/**
 * The sender's Delivery Confirmation Report (every destination delivered) and its Acknowledgement
 * Confirmation Report (every station confirmed the spots are in traffic): the distribution, who
 * sent it and when, each master's slate facts, and per destination the station, method, delivery
 * time, house codes and the files as delivered (name, size, SHA-256); the second adds who
 * downloaded and acknowledged each spot, and when.
 */
export async function confirmationReportPdf(input: ConfirmationInput, language: Language): Promise<Buffer> {
  const w = WORDS[language];
  const { kind, distribution } = input;
  const title = w.title[kind];
  const seconds = (value: number | null | undefined) =>
    value ? `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA').format(value)} s` : '—';
  return renderReportPdf(language, title, (doc) => {
    doc.font('bold').fontSize(18).fillColor('#1c3d8f').text(`Masterport · ${title}`);
    doc.moveDown(0.3).font('regular').fontSize(10).fillColor('#1a1b1e');
    doc.text(`${w.distribution} ${distribution.ref_number} (ID ${distribution.id})`);
    doc.text(
      `${w.sentBy} ${distribution.created_by_name} (${input.senderAccountName}) ${w.on} ${when(language, distribution.distribution_date ?? distribution.sent_on ?? distribution.created_on)}`,
    );
    doc.text(`${kind === 'delivered' ? w.allDelivered : w.allAcknowledged}: ${when(language, input.completedOn)}`);
    doc.moveDown(0.5).fontSize(8).fillColor('#555').text(w.intro[kind]).fillColor('#1a1b1e');

    doc.moveDown(0.8).font('bold').fontSize(13).text(w.masters);
    for (const master of input.masters) {
      doc.moveDown(0.3).font('bold').fontSize(10).text(master.title);
      const id = master.unique_id ? `${w.uniqueId[uniqueIdKind(master.unique_id)]}: ${master.unique_id}` : null;
      const facts = [
        id,
        `${w.advertiser}: ${master.announcer || '—'}`,
        `${w.product}: ${master.product || '—'}`,
        `${w.length}: ${seconds(master.duration)}`,
        `${w.type}: ${master.master_type ? w.types[baseMasterType(master.master_type)] : '—'}`,
      ];
      doc.font('regular').fontSize(9).text(facts.filter(Boolean).join(' · '));
    }

    doc.moveDown(0.8).font('bold').fontSize(13).text(w.destinations);
    for (const { destination, files } of input.destinations) {
      doc
        .moveDown(0.6)
        .font('bold')
        .fontSize(11)
        .text(`${destination.call_letters} · ${destination.market} · ${destination.owner_name}`);
      const byHand = destination.marked ? ` (${w.byHand} ${destination.marked.by_name})` : '';
      doc
        .font('regular')
        .fontSize(9)
        .text(
          `${w.method}: ${destination.method ? METHODS[language][destination.method] : '—'} · ${w.delivered}: ${when(language, destination.delivered_on)}${byHand}`,
        );
      // A delivery vouched for by a person says why, in their words: the report does not claim a transfer.
      if (destination.marked) doc.text(`${w.reason}: ${destination.marked.reason}`);
      const receipts = input.receipts.get(destination.call_letters) ?? [];
      for (const master of input.masters) {
        const houseCode = destination.house_codes[master.id] ?? master.house_code ?? null;
        const lines = houseCode ? [`${w.houseCode} (${master.title}): ${houseCode}`] : [];
        const receipt = kind === 'acknowledged' ? receipts.find((entry) => entry.master_file_id === master.id) : null;
        if (receipt) {
          const who = (done: { by_name: string; on: string } | null) =>
            done ? `${when(language, done.on)} ${w.by} ${done.by_name}` : w.notYet;
          lines.push(
            `${master.title} · ${w.downloaded}: ${who(receipt.downloaded)} · ${w.acknowledged}: ${who(receipt.acknowledged)}${receipt.acknowledged?.note ? ` · ${w.note}: ${receipt.acknowledged.note}` : ''}`,
          );
        }
        for (const line of lines) doc.text(line);
      }
      for (const file of files) {
        doc.moveDown(0.2).font('bold').fontSize(9).text(file.name);
        doc
          .font('regular')
          .fontSize(8)
          .text(`${w.size}: ${bytes(language, file.size)}`)
          .fillColor('#555')
          .text(`SHA-256 ${file.sha256 ?? '—'}`)
          .fillColor('#1a1b1e');
      }
    }
  });
}
