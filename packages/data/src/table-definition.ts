/**
 * The single table's key schema and indexes: read by the CDK data stack and by the local cloud,
 * so the two cannot drift. Every index names the access patterns it serves (docs/data-model.md).
 */
export const TABLE_DEFINITION = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Items with this attribute (epoch seconds) are deleted after it passes (tokens, rate limits). */
  timeToLiveAttribute: 'ttl',
  globalSecondaryIndexes: [
    {
      indexName: 'GSI1',
      partitionKey: 'GSI1PK',
      sortKey: 'GSI1SK',
      /**
       * USER#id -> MEMBER#accountId; ACCOUNT#id#MASTERS -> created_on#masterId (newest first);
       * STUDIO#id#CLIENTS -> clientAccountId; PARTNER_STUDIOS -> lower name#accountId;
       * ACCOUNT#id#DOCUMENTS -> created_on#documentId (ready documents only);
       * ACCOUNT#id#PLAYLISTS -> playlist created_on#playlistId (own playlists and saved ones' subscriptions).
       */
      serves: [
        'listMembershipsForUser',
        'listMastersForAccount',
        'listPartnershipsForStudio',
        'listPartnerStudioAccounts',
        'listDocumentsPage (by date)',
        'listPlaylistsPage',
      ],
    },
    {
      indexName: 'GSI2',
      partitionKey: 'GSI2PK',
      sortKey: 'GSI2SK',
      /**
       * ACCOUNT#studio#CLIENT_MASTERS -> created_on#masterId: masters a partner studio made for others;
       * ACCOUNT#id#DOCUMENTS_BY_TITLE -> folded title#documentId (ready documents only);
       * PLAYLIST#id#SUBSCRIBERS -> accountId (a deleted playlist's subscriptions);
       * ACCOUNT_STATE#state -> since#accountId: every account in use by its state (one entry each).
       */
      serves: [
        'listMastersForAccount (made by a studio for its clients)',
        'listDocumentsPage (by title)',
        'deletePlaylist (its subscriptions)',
        "listAccountsInState (the operators' lists; the month end)",
      ],
    },
    {
      indexName: 'GSI3',
      partitionKey: 'GSI3PK',
      sortKey: 'GSI3SK',
      /**
       * Platform-wide work lists, sparse and sharded so a scheduled task reads only what it works on
       * (never a scan of the table): COLLECTION#shard -> issued_on#invoiceId (open invoices, for the
       * daily payment collection); CARDS_EXPIRING#YYYY-MM -> accountId#cardId (every card, by the
       * month it expires, for the month end's expiry notices); ACCOUNTS_IN_USE#shard -> accountId (every
       * account whose status is active, for the month end).
       */
      serves: [
        'runPaymentCollection (open invoices by issue day)',
        'sendCardExpiryNotices (cards by expiry month)',
        'runMonthEnd (accounts in use)',
      ],
    },
  ],
} as const;

export type TableDefinition = typeof TABLE_DEFINITION;
