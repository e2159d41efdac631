/** Key builders: the only place that knows how items are addressed (docs/data-model.md). */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userEmail: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  account: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' }),
  accountName: (name: string) => ({ PK: `ACCOUNTNAME#${name.trim().toLowerCase()}`, SK: 'ACCOUNTNAME' }),
  membership: (accountId: string, userId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `MEMBER#${userId}` }),
  membershipByUser: (userId: string, accountId: string) => ({ GSI1PK: `USER#${userId}`, GSI1SK: `MEMBER#${accountId}` }),
  oneTimeToken: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  master: (masterId: string) => ({ PK: `MASTER#${masterId}`, SK: 'MASTER' }),
  masterByAccount: (accountId: string, createdOn: string, masterId: string) => ({ GSI1PK: `ACCOUNT#${accountId}#MASTERS`, GSI1SK: `${createdOn}#${masterId}` }),
  masterByStudio: (studioAccountId: string, createdOn: string, masterId: string) => ({ GSI2PK: `ACCOUNT#${studioAccountId}#CLIENT_MASTERS`, GSI2SK: `${createdOn}#${masterId}` }),
  partnership: (clientAccountId: string, studioAccountId: string) => ({ PK: `ACCOUNT#${clientAccountId}`, SK: `PARTNER#${studioAccountId}` }),
  partnershipByStudio: (studioAccountId: string, clientAccountId: string) => ({ GSI1PK: `STUDIO#${studioAccountId}#CLIENTS`, GSI1SK: clientAccountId }),
  partnerStudioDirectory: (name: string, accountId: string) => ({ GSI1PK: 'PARTNER_STUDIOS', GSI1SK: `${name.trim().toLowerCase()}#${accountId}` }),
  uniqueId: (uniqueId: string) => ({ PK: `UNIQUEID#${uniqueId}`, SK: 'UNIQUEID' }),
  share: (hashKey: string) => ({ PK: `SHARE#${hashKey}`, SK: 'SHARE' }),
  attempts: (scope: string) => ({ PK: `ATTEMPTS#${scope}`, SK: 'ATTEMPTS' }),
};
