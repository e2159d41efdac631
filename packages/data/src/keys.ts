import { createHash } from 'node:crypto';
import type { KeyRange } from './entity.ts';

/** The sort-key prefix of a distribution link (keys.distributionLink, ranges.distributionLinks). */
const DISTRIBUTION_LINK = 'DISTLINK#';

/** The idempotency keys of the ledger's events: what makes each one once. */
export const ledgerIdempotencyKeys = {
  /** A master is billed once, ever. */
  master: (masterId: string) => `MASTER#${masterId}`,
  /** A revision once per set of source files (core's fingerprint of what the run read). */
  revision: (masterId: string, sourcesFingerprint: string) => `REVISION#${masterId}#${sourcesFingerprint}`,
  /** A subscription once per month. */
  subscription: (month: string) => `SUBSCRIPTION#${month}`,
  /** A plan change's prorated credit on its month, once per change (docs/billing.md "Plan changes"). */
  planChange: (changeId: string) => `PLAN_CHANGE#${changeId}`,
};

/**
 * How many partitions the platform-wide collection list is spread over: the month end issues every
 * account's invoice within minutes, and one index partition takes about 1,000 writes a second.
 */
export const COLLECTION_SHARDS = 8;

/** How many partitions the accounts in use are spread over (the month end reads them one after another). */
export const ACCOUNTS_IN_USE_SHARDS = 4;

/** A stable shard of an id, 0 to shards - 1. */
const shardOf = (id: string, shards: number): number => createHash('sha256').update(id).digest()[0]! % shards;

/** Key builders: the only place that knows how items are addressed (docs/data-model.md). */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userEmail: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  account: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' }),
  /**
   * The due dates of the account's unpaid invoices (entities/payment-standing.ts), read with the
   * account by authorisation's one BatchGetItem.
   */
  paymentStanding: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'PAYMENT_STANDING' }),
  /** What happened to a cancelled account's data (entities/account-deletion.ts). */
  accountDeletion: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'DELETION' }),
  accountName: (name: string) => ({ PK: `ACCOUNTNAME#${name.trim().toLowerCase()}`, SK: 'ACCOUNTNAME' }),
  membership: (accountId: string, userId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `MEMBER#${userId}` }),
  membershipByUser: (userId: string, accountId: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `MEMBER#${accountId}`,
  }),
  oneTimeToken: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** An invitation to an account (entities/invitation.ts); its link's token is a one-time token. */
  invitation: (accountId: string, invitationId: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `INVITATION#${invitationId}`,
  }),
  /** Holds an address while it has an invitation to the account: two invitations at the same instant cannot both be written. */
  invitee: (accountId: string, email: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `INVITEE#${email.toLowerCase()}` }),
  /** One of an account's contacts (entities/contact.ts). */
  contact: (accountId: string, contactId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `CONTACT#${contactId}` }),
  master: (masterId: string) => ({ PK: `MASTER#${masterId}`, SK: 'MASTER' }),
  masterByAccount: (accountId: string, createdOn: string, masterId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#MASTERS`,
    GSI1SK: `${createdOn}#${masterId}`,
  }),
  masterByStudio: (studioAccountId: string, createdOn: string, masterId: string) => ({
    GSI2PK: `ACCOUNT#${studioAccountId}#CLIENT_MASTERS`,
    GSI2SK: `${createdOn}#${masterId}`,
  }),
  partnership: (clientAccountId: string, studioAccountId: string) => ({
    PK: `ACCOUNT#${clientAccountId}`,
    SK: `PARTNER#${studioAccountId}`,
  }),
  partnershipByStudio: (studioAccountId: string, clientAccountId: string) => ({
    GSI1PK: `STUDIO#${studioAccountId}#CLIENTS`,
    GSI1SK: clientAccountId,
  }),
  /**
   * The account's state as the operators' console and the month end read it (GSI2, one entry per
   * account, none while it awaits its e-mail confirmation): `ACCOUNT_STATE#<state>`, oldest first.
   */
  accountByState: (state: string, since: string, accountId: string) => ({
    GSI2PK: `ACCOUNT_STATE#${state}`,
    GSI2SK: `${since}#${accountId}`,
  }),
  /** A plan change the account asked for (entities/plan-change.ts), pending or decided. */
  planChange: (accountId: string, changeId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `PLAN_CHANGE#${changeId}` }),
  /** What an operator did to an account, newest last (entities/operator-action.ts). */
  operatorAction: (accountId: string, at: string, actionId: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `OPERATOR_ACTION#${at}#${actionId}`,
  }),
  partnerStudioDirectory: (name: string, accountId: string) => ({
    GSI1PK: 'PARTNER_STUDIOS',
    GSI1SK: `${name.trim().toLowerCase()}#${accountId}`,
  }),
  uniqueId: (uniqueId: string) => ({ PK: `UNIQUEID#${uniqueId}`, SK: 'UNIQUEID' }),
  /** An account's master tag, by its folded name (accent- and case-free): the tag search reads a prefix. */
  accountTag: (accountId: string, folded: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `MTAG#${folded}` }),
  /** The masters list's index (entities/master-index.ts): a facet value's masters, and a word prefix's. */
  masterFacetPartition: (accountId: string, facet: string, value: string) =>
    `ACCOUNT#${accountId}#MF#${facet}=${value}`,
  masterWordPartition: (accountId: string, prefix: string) => `ACCOUNT#${accountId}#MW#${prefix}`,
  /** A tag's masters (entities/master-tag.ts). */
  masterTagPartition: (accountId: string, folded: string) => `ACCOUNT#${accountId}#TAG#${folded}`,
  /** One tagged master in its tag's partition, newest first. */
  masterTagMembership: (accountId: string, folded: string, createdOn: string, masterId: string) => ({
    PK: `ACCOUNT#${accountId}#TAG#${folded}`,
    SK: `${createdOn}#${masterId}`,
  }),
  /** A master's membership in one of its index partitions (entities/master-index.ts), newest first. */
  masterIndexMembership: (partition: string, createdOn: string, masterId: string) => ({
    PK: partition,
    SK: `${createdOn}#${masterId}`,
  }),
  share: (hashKey: string) => ({ PK: `SHARE#${hashKey}`, SK: 'SHARE' }),
  attempts: (scope: string) => ({ PK: `ATTEMPTS#${scope}`, SK: 'ATTEMPTS' }),
  /** The public site's counters: one item for the whole platform, only ever changed by ADD. */
  siteStatistics: () => ({ PK: 'SITE_STATISTICS', SK: 'SITE_STATISTICS' }),
  /** A message sent through the public contact form. */
  contactMessage: (messageId: string) => ({ PK: `CONTACT_MESSAGE#${messageId}`, SK: 'CONTACT_MESSAGE' }),
  /** Billing (docs/billing.md): one usage entry of an account's ledger, named by its idempotency key; GSI1 reads a month. */
  ledgerEntry: (accountId: string, idempotencyKey: string) => ({
    PK: `ACCOUNT#${accountId}#LEDGER`,
    SK: `ENTRY#${idempotencyKey}`,
  }),
  ledgerEntryByMonth: (accountId: string, month: string, occurredOn: string, idempotencyKey: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#LEDGER#${month}`,
    GSI1SK: `${occurredOn}#${idempotencyKey}`,
  }),
  /** An issued invoice or credit note; GSI1 lists an account's, newest first; GSI2 its unpaid ones only (sparse). */
  invoice: (invoiceId: string) => ({ PK: `INVOICE#${invoiceId}`, SK: 'INVOICE' }),
  invoiceByAccount: (accountId: string, issuedOn: string, invoiceId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#INVOICES`,
    GSI1SK: `${issuedOn}#${invoiceId}`,
  }),
  unpaidInvoiceByAccount: (accountId: string, dueOn: string, invoiceId: string) => ({
    GSI2PK: `ACCOUNT#${accountId}#UNPAID_INVOICES`,
    GSI2SK: `${dueOn}#${invoiceId}`,
  }),
  /**
   * An open invoice in the platform-wide collection list (GSI3), by the day it was issued: the daily
   * payment collection reads the days its retry schedule still covers, never the table.
   */
  openInvoiceForCollection: (invoiceId: string, issuedOn: string) => ({
    GSI3PK: `COLLECTION#${shardOf(invoiceId, COLLECTION_SHARDS)}`,
    GSI3SK: `${issuedOn}#${invoiceId}`,
  }),
  /**
   * A card in the platform-wide list of cards by the month they expire (GSI3): the month end tells
   * the accounts whose primary card expires before the next charge.
   */
  cardByExpiry: (expiryMonth: string, accountId: string, methodId: string) => ({
    GSI3PK: `CARDS_EXPIRING#${expiryMonth}`,
    GSI3SK: `${accountId}#${methodId}`,
  }),
  /**
   * An account in use (status active, whatever waits on it) in the platform-wide list the month end
   * bills (GSI3), sharded by its id: a plan change or a cancellation asked for does not move it.
   */
  accountInUse: (accountId: string) => ({
    GSI3PK: `ACCOUNTS_IN_USE#${shardOf(accountId, ACCOUNTS_IN_USE_SHARDS)}`,
    GSI3SK: accountId,
  }),
  /** The platform's one gapless sequence of invoice numbers. */
  invoiceNumberSequence: () => ({ PK: 'SEQUENCE#INVOICE_NUMBER', SK: 'SEQUENCE' }),
  /** The billing clock's offset (local cloud and tests only). */
  billingClock: () => ({ PK: 'BILLING_CLOCK', SK: 'BILLING_CLOCK' }),
  revokedAccessToken: (jti: string) => ({ PK: `REVOKED#${jti}`, SK: 'REVOKED' }),
  refreshToken: (tokenHash: string) => ({ PK: `REFRESH#${tokenHash}`, SK: 'REFRESH' }),
  /** The session (refresh token's hash) an access token was issued in, until the token expires. */
  accessTokenSession: (jti: string) => ({ PK: `ACCESS#${jti}`, SK: 'SESSION' }),
  pageCursor: (scope: string, page: number) => ({ PK: `PAGECURSOR#${scope}`, SK: `PAGE#${page}` }),
  /** A playlist (entities/playlist.ts), listed per account by creation date. */
  playlist: (playlistId: string) => ({ PK: `PLAYLIST#${playlistId}`, SK: 'PLAYLIST' }),
  playlistByAccount: (accountId: string, createdOn: string, playlistId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#PLAYLISTS`,
    GSI1SK: `${createdOn}#${playlistId}`,
  }),
  /** Under a master: a playlist that holds it (the master's playlists tab). */
  playlistLink: (masterId: string, playlistId: string) => ({ PK: `MASTER#${masterId}`, SK: `PLAYLINK#${playlistId}` }),
  /** An account's saved (subscribed) playlist, and the playlist's subscribers. */
  playlistSubscription: (accountId: string, playlistId: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `PLSUB#${playlistId}`,
  }),
  /** On the subscription: the playlist's subscribers (GSI2; its GSI1 keys list it among the subscriber's playlists, `playlistByAccount`). */
  playlistSubscriber: (playlistId: string, accountId: string) => ({
    GSI2PK: `PLAYLIST#${playlistId}#SUBSCRIBERS`,
    GSI2SK: accountId,
  }),
  /** How many playlists an account lists: its own and those it saved. */
  playlistCount: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'PLAYLIST_COUNT' }),
  archive: (archiveId: string) => ({ PK: `ARCHIVE#${archiveId}`, SK: 'ARCHIVE' }),
  callLetter: (letters: string) => ({ PK: `CALLLETTER#${letters}`, SK: 'CALLLETTER' }),
  callLetterByAccount: (accountId: string, letters: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#CALLLETTERS`,
    GSI1SK: letters,
  }),
  /** The station directory: one partition, sorted by call letters (prefix search), read by every account. */
  callLetterDirectory: (letters: string) => ({ GSI2PK: 'CALLLETTERS', GSI2SK: letters }),
  callLetterGroup: (accountId: string, groupId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `CLGROUP#${groupId}` }),
  deliveryMethod: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'DELIVERY_METHOD' }),
  /** A station's own delivery method, where it receives otherwise than its account (issue 28). */
  stationDeliveryMethod: (accountId: string, letters: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `DELIVERY_METHOD#${letters}`,
  }),
  trafficInstructions: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'TRAFFIC_INSTRUCTIONS' }),
  document: (documentId: string) => ({ PK: `DOCUMENT#${documentId}`, SK: 'DOCUMENT' }),
  documentByAccount: (accountId: string, createdOn: string, documentId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#DOCUMENTS`,
    GSI1SK: `${createdOn}#${documentId}`,
  }),
  /** A ready document by its folded title (the list's title order); `documentCount` counts an account's ready documents. */
  documentByTitle: (accountId: string, foldedTitle: string, documentId: string) => ({
    GSI2PK: `ACCOUNT#${accountId}#DOCUMENTS_BY_TITLE`,
    GSI2SK: `${foldedTitle}#${documentId}`,
  }),
  documentCount: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'DOCUMENT_COUNT' }),
  /** Storage metering (docs/billing-metering.md): an account's byte counters and metered days share one partition. */
  storageCounter: (accountId: string, slot: string) => ({ PK: `ACCOUNT#${accountId}#STORAGE`, SK: `COUNTER#${slot}` }),
  storageDay: (accountId: string, day: string) => ({ PK: `ACCOUNT#${accountId}#STORAGE`, SK: `DAY#${day}` }),
  /** An account that has held a metered file: the daily run's list (GSI1, one item per account). */
  storageAccount: (accountId: string) => ({ PK: `ACCOUNT#${accountId}#STORAGE`, SK: 'ACCOUNT' }),
  storageAccountListing: (accountId: string) => ({ GSI1PK: 'STORAGE_ACCOUNTS', GSI1SK: accountId }),
  /** One metered file, by its bucket and key: what it counts, so each of its changes counts once. */
  storedFile: (bucket: string, key: string) => ({ PK: `STOREDFILE#${bucket}/${key}`, SK: 'STOREDFILE' }),
  documentLink: (masterId: string, documentId: string) => ({ PK: `MASTER#${masterId}`, SK: `DOCLINK#${documentId}` }),
  documentLinkByDocument: (documentId: string, masterId: string) => ({
    GSI1PK: `DOCUMENT#${documentId}#MASTERS`,
    GSI1SK: masterId,
  }),
  deliveryContent: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'DELIVERY_CONTENT' }),
  filenameBuilder: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'FILENAME_BUILDER' }),
  xmlSlateBuilder: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'XML_SLATE_BUILDER' }),
  distribution: (distributionId: string) => ({ PK: `DISTRIBUTION#${distributionId}`, SK: 'DISTRIBUTION' }),
  distributionByAccount: (accountId: string, createdOn: string, distributionId: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#DISTRIBUTIONS`,
    GSI1SK: `${createdOn}#${distributionId}`,
  }),
  distributionByRef: (refNumber: string) => ({ GSI2PK: `DISTREF#${refNumber}`, GSI2SK: 'DISTRIBUTION' }),
  destination: (distributionId: string, letters: string) => ({
    PK: `DISTRIBUTION#${distributionId}`,
    SK: `DEST#${letters}`,
  }),
  /** Sparse: only a destination still to finish (waiting, waiting for outputs, in progress) is in it, for the delivery watchdog. */
  unfinishedDestination: (modifiedOn: string, distributionId: string, letters: string) => ({
    GSI1PK: 'DELIVERIES#UNFINISHED',
    GSI1SK: `${modifiedOn}#${distributionId}#${letters}`,
  }),
  /** Who may write one thing of a delivery right now (entities/delivery-lease.ts). */
  deliveryLease: (scope: string) => ({ PK: `LEASE#${scope}`, SK: 'LEASE' }),
  /** Under a master or a document: a distribution that carried it (their distributions tabs). */
  distributionLink: (itemKey: DistributionCarrier, createdOn: string, distributionId: string) => ({
    PK: itemKey,
    SK: `${DISTRIBUTION_LINK}${createdOn}#${distributionId}`,
  }),
  /** An account's distributions per status: kept with each status change (entities/distribution-index.ts). */
  distributionCounts: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'DISTRIBUTION_COUNTS' }),
  /** The distributions list's index: an account's distributions in one status, or with a destination filter (errors, in progress, delivered). */
  distributionListPartition: (accountId: string, filter: string) => `ACCOUNT#${accountId}#DL#${filter}`,
  /** A distribution's membership in one list partition (`distributionListPartition`), newest first. */
  distributionListMembership: (partition: string, createdOn: string, distributionId: string) => ({
    PK: partition,
    SK: `${createdOn}#${distributionId}`,
  }),
  /** A spot delivered to a station (entities/received-spot.ts): the station's account lists it newest first. */
  receivedSpot: (id: string) => ({ PK: `RECEIVED#${id}`, SK: 'RECEIVED' }),
  receivedSpotByAccount: (accountId: string, receivedOn: string, id: string) => ({
    GSI1PK: `ACCOUNT#${accountId}#RECEIVED`,
    GSI1SK: `${receivedOn}#${id}`,
  }),
  /** What a later delivery of the same spot shares with an earlier one: its unique ID (ISCI), else its master. */
  receivedSpotIdentity: (uniqueId: string | null, masterId: string) =>
    uniqueId ? `ID#${uniqueId.toUpperCase()}` : `MASTER#${masterId}`,
  /** The deliveries of one spot (`receivedSpotIdentity`) to one station: the later replaces the earlier. */
  receivedSpotByStation: (letters: string, spotKey: string, receivedOn: string, id: string) => ({
    GSI2PK: `RECEIVED#${letters}#${spotKey}`,
    GSI2SK: `${receivedOn}#${id}`,
  }),
  /** A spot the sender delivered to a station whose spec it no longer meets (entities/spec-notice.ts). */
  specNotice: (senderAccountId: string, letters: string, receivedSpotId: string) => ({
    PK: `ACCOUNT#${senderAccountId}`,
    SK: `SPECNOTICE#${letters}#${receivedSpotId}`,
  }),
  /** Under a master: the distributions that sent it to one station (the wizard's duplicate check). */
  masterStation: (masterId: string, letters: string) => ({ PK: `MASTER#${masterId}`, SK: `SENTTO#${letters}` }),
  /** One of an account's cards: the gateway's token and the card's facts (entities/payment-method.ts). */
  paymentMethod: (accountId: string, methodId: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `PAYMENT_METHOD#${methodId}`,
  }),
  /** Which of an account's cards is the primary one: every change of primary is conditioned on it. */
  paymentPrimary: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'PAYMENT_PRIMARY' }),
  /** A card-form session opened at the gateway for the account (entities/payment-checkout.ts). */
  paymentCheckout: (accountId: string, checkoutToken: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `CHECKOUT#${checkoutToken}`,
  }),
  /** Our idempotency record of one charge of the account (entities/card-charge.ts). */
  cardCharge: (accountId: string, idempotencyKey: string) => ({
    PK: `ACCOUNT#${accountId}`,
    SK: `CHARGE#${idempotencyKey}`,
  }),
};

/** The partition of an item distributions carry (a master, a document), where its distribution links are. */
export type DistributionCarrier = `MASTER#${string}` | `DOCUMENT#${string}`;
export const distributionCarrier = {
  master: (masterId: string): DistributionCarrier => `MASTER#${masterId}`,
  document: (documentId: string): DistributionCarrier => `DOCUMENT#${documentId}`,
};

/** What a delivery lease guards (keys.deliveryLease's scope; docs/data-model.md, delivery lease). */
export const leaseScopes = {
  /** One delivery of a destination at a time (two tasks of one run: a retry beside a timed-out attempt still running). */
  destination: (distributionId: string, letters: string) => `DEST#${distributionId}#${letters}`,
  /**
   * One writer per file at a station, whatever the distribution: the method, where the file goes
   * (the FTP server and folder, the bucket and prefix) and its name. The server stands for the
   * station's account (its method names one), and is stricter: two accounts that name the same
   * server and folder write the same file. Hashed: a folder and a name can be long and hold any
   * character, a key cannot.
   */
  remoteFile: (method: string, place: string, name: string) =>
    `REMOTE#${createHash('sha256')
      .update(JSON.stringify([method, place, name]))
      .digest('hex')}`,
  /** The duplicate check and the send of one master are one step at a time (core createDistribution). */
  send: (masterId: string) => `SEND#MASTER#${masterId}`,
};

/**
 * The ranges the lists read (entity.ts `queryPage`, `queryAll`), made from the key builders above so
 * each prefix is written once.
 */
export const ranges = {
  /** An account's storage counters (a few dozen: one per creation month, and the archived one). */
  storageCounters: (accountId: string): KeyRange => ({
    partition: keys.storageCounter(accountId, '').PK,
    prefix: keys.storageCounter(accountId, '').SK,
  }),
  /** An account's metered days of a month (`YYYY-MM`), or of every month for ''. */
  storageDays: (accountId: string, month: string): KeyRange => ({
    partition: keys.storageDay(accountId, month).PK,
    prefix: keys.storageDay(accountId, month).SK,
  }),
  storageAccounts: (): KeyRange => ({ index: 'GSI1', partition: keys.storageAccountListing('').GSI1PK }),
  accountMembers: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.membership(accountId, '').SK,
  }),
  membershipsOfUser: (userId: string): KeyRange => {
    const { GSI1PK, GSI1SK } = keys.membershipByUser(userId, '');
    return { index: 'GSI1', partition: GSI1PK, prefix: GSI1SK };
  },
  /** A sender's spots that no longer meet their station's spec, by station. */
  specNotices: (accountId: string): KeyRange => {
    const { PK, SK } = keys.specNotice(accountId, '', '');
    return { partition: PK, prefix: SK.slice(0, SK.indexOf('#') + 1) };
  },
  contacts: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.contact(accountId, '').SK,
  }),
  /** One month of an account's ledger, oldest first. */
  ledgerOfMonth: (accountId: string, month: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.ledgerEntryByMonth(accountId, month, '', '').GSI1PK,
  }),
  /** An account's invoices (GSI1), and its unpaid ones by due date (GSI2). */
  invoicesOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.invoiceByAccount(accountId, '', '').GSI1PK,
  }),
  /** One shard of the open invoices issued between two days (both included). */
  openInvoicesIssuedBetween: (shard: number, fromDay: string, toDay: string): KeyRange => ({
    index: 'GSI3',
    partition: `COLLECTION#${shard}`,
    // '#' sorts before every character of an id, '~' after: the whole of both days.
    between: [`${fromDay}#`, `${toDay}#~`],
  }),
  /** One shard of the accounts in use. */
  accountsInUse: (shard: number): KeyRange => ({ index: 'GSI3', partition: `ACCOUNTS_IN_USE#${shard}` }),
  /** The cards of every account that expire in a month, YYYY-MM. */
  cardsExpiringIn: (month: string): KeyRange => ({
    index: 'GSI3',
    partition: keys.cardByExpiry(month, '', '').GSI3PK,
  }),
  unpaidInvoicesOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.unpaidInvoiceByAccount(accountId, '', '').GSI2PK,
  }),
  invitations: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.invitation(accountId, '').SK,
  }),
  callLetterGroups: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.callLetterGroup(accountId, '').SK,
  }),
  /** An account's tags whose folded name starts with `prefix`. */
  accountTags: (accountId: string, prefix: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.accountTag(accountId, prefix).SK,
  }),
  callLettersOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.callLetterByAccount(accountId, '').GSI1PK,
  }),
  /** The station directory, or the stations whose letters start with `prefix`. */
  callLetterDirectory: (prefix?: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.callLetterDirectory('').GSI2PK,
    ...(prefix ? { prefix } : {}),
  }),
  partnershipsOfClient: (clientAccountId: string): KeyRange => ({
    partition: keys.account(clientAccountId).PK,
    prefix: keys.partnership(clientAccountId, '').SK,
  }),
  partnershipsOfStudio: (studioAccountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.partnershipByStudio(studioAccountId, '').GSI1PK,
  }),
  /** The accounts in one state (waiting approval, plan change pending...), oldest first. */
  accountsInState: (state: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.accountByState(state, '', '').GSI2PK,
  }),
  planChanges: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.planChange(accountId, '').SK,
  }),
  operatorActions: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: 'OPERATOR_ACTION#',
  }),
  partnerStudioDirectory: (): KeyRange => ({ index: 'GSI1', partition: keys.partnerStudioDirectory('', '').GSI1PK }),
  /** An account's masters (GSI1), and a studio's masters made for its clients (GSI2), by creation date. */
  mastersOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.masterByAccount(accountId, '', '').GSI1PK,
  }),
  mastersMadeForClients: (studioAccountId: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.masterByStudio(studioAccountId, '', '').GSI2PK,
  }),
  /** The playlists holding a master (its playlists tab), and an account's saved playlists. */
  playlistLinksOfMaster: (masterId: string): KeyRange => ({
    partition: keys.master(masterId).PK,
    prefix: keys.playlistLink(masterId, '').SK,
  }),
  playlistSubscriptions: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.playlistSubscription(accountId, '').SK,
  }),
  /** The documents linked to a master (its documents tab), and the masters a document is linked to. */
  documentLinksOfMaster: (masterId: string): KeyRange => ({
    partition: keys.master(masterId).PK,
    prefix: keys.documentLink(masterId, '').SK,
  }),
  mastersOfDocument: (documentId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.documentLinkByDocument(documentId, '').GSI1PK,
  }),
  /** An account's playlists, its own and those it saved, by the playlist's creation date; a playlist's subscribers. */
  playlistsOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.playlistByAccount(accountId, '', '').GSI1PK,
  }),
  subscribersOfPlaylist: (playlistId: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.playlistSubscriber(playlistId, '').GSI2PK,
  }),
  /** An account's ready documents by creation date (GSI1) and by folded title (GSI2). */
  documentsOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.documentByAccount(accountId, '', '').GSI1PK,
  }),
  documentsByTitle: (accountId: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.documentByTitle(accountId, '', '').GSI2PK,
  }),
  /** An account's distributions by creation date; the one with a reference number. */
  distributionsOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.distributionByAccount(accountId, '', '').GSI1PK,
  }),
  distributionWithRef: (refNumber: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.distributionByRef(refNumber).GSI2PK,
  }),
  /** A distribution's destinations; every unfinished destination unchanged since before a moment (ISO), oldest first. */
  destinationsOf: (distributionId: string): KeyRange => {
    const { PK, SK } = keys.destination(distributionId, '');
    return { partition: PK, prefix: SK };
  },
  destinationsUnfinishedBefore: (modifiedBefore: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.unfinishedDestination('', '', '').GSI1PK,
    below: modifiedBefore,
  }),
  /** An account's received spots by the moment they arrived (the inbox); one spot's deliveries to one station. */
  receivedSpotsOfAccount: (accountId: string): KeyRange => ({
    index: 'GSI1',
    partition: keys.receivedSpotByAccount(accountId, '', '').GSI1PK,
  }),
  receivedSpotDeliveries: (letters: string, spotKey: string): KeyRange => ({
    index: 'GSI2',
    partition: keys.receivedSpotByStation(letters, spotKey, '', '').GSI2PK,
  }),
  /** The distributions that carried a master or a document, oldest first. */
  distributionLinks: (carrier: DistributionCarrier): KeyRange => ({ partition: carrier, prefix: DISTRIBUTION_LINK }),
  /** Everything kept under a master's partition: the master and the links that hang under it. */
  underMaster: (masterId: string): KeyRange => ({ partition: keys.master(masterId).PK }),
  paymentMethods: (accountId: string): KeyRange => ({
    partition: keys.account(accountId).PK,
    prefix: keys.paymentMethod(accountId, '').SK,
  }),
};
