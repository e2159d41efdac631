import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIMARY_USER_PERMISSIONS, PLAN_PERMISSIONS, type PlanKey } from '@masterport/contract';
import {
  activateUserAndAccount,
  callLetterSearchText,
  createCallLetter,
  createDb,
  epochSeconds,
  getUserByEmail,
  nowIso,
  putMembership,
  putPartnership,
  registerUserWithAccount,
} from '@masterport/data';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { identityProvider, newAccount } from '@masterport/core/accounts';
import {
  activateDeliveryMethod,
  addDeliveryNotification,
  saveDeliveryCredentials,
  saveDeliverySettings,
  saveHouseCodeNotifications,
} from '@masterport/core/delivery';
import { saveFilenameBuilder } from '@masterport/core/station-files';
import { addTrafficNotification } from '@masterport/core/traffic-instructions';
import { hashToken, newId, newSecretToken, OPERATORS_GROUP, type AuthContext } from '@masterport/core/shared';
import { LOCAL_TABLE } from './provision.ts';
import { LOCAL_STATION_S3_KEYS } from './s3-server.ts';

export const DEMO_PASSWORD = 'masterport-demo';

/**
 * The local cloud's demo operator (docs/billing.md "Operators"): an identity of the pool in its
 * `operators` group, with no user in the table and no account: it signs in at /ops only.
 */
export const DEMO_OPERATOR = { email: 'operator@demo.masterport.local', password: DEMO_PASSWORD } as const;

/** On every start (idempotent), so a data folder seeded before the console existed has its operator. */
export async function putDemoOperator(): Promise<void> {
  await identityProvider
    .createUser(DEMO_OPERATOR.email, DEMO_OPERATOR.password)
    .catch(() => identityProvider.setPassword(DEMO_OPERATOR.email, DEMO_OPERATOR.password));
  await identityProvider.addToGroup(DEMO_OPERATOR.email, OPERATORS_GROUP);
}
export const DEMO_USERS = [
  {
    email: 'broadcaster@demo.masterport.local',
    first_name: 'Béatrice',
    last_name: 'Tremblay',
    account: 'Demo Broadcaster',
    plan: 'broadcaster',
  },
  {
    email: 'agency@demo.masterport.local',
    first_name: 'Adam',
    last_name: 'Gagnon',
    account: 'Demo Agency',
    plan: 'content_creator',
  },
  {
    email: 'studio@demo.masterport.local',
    first_name: 'Sofia',
    last_name: 'Roy',
    account: 'Demo Studio',
    plan: 'partner_studio',
  },
  {
    email: 'radio@demo.masterport.local',
    first_name: 'Rémi',
    last_name: 'Lavoie',
    account: 'Demo Radio Group',
    plan: 'broadcaster',
  },
  {
    email: 'west@demo.masterport.local',
    first_name: 'Wendy',
    last_name: 'Clarke',
    account: 'Demo West Television',
    plan: 'broadcaster',
  },
] as const;

/** Which demo broadcaster owns a station: radio to the radio group, western TV to Demo West, the rest to Demo Broadcaster. */
const WESTERN_MARKETS = new Set(['Edmonton', 'Calgary', 'Vancouver']);
const ownerOf = (band: 'TV' | 'RADIO', market: string) => (band === 'RADIO' ? 3 : WESTERN_MARKETS.has(market) ? 4 : 0);

/** The local S3 bucket Demo West Television receives in, with the local station's keys. */
export const DEMO_STATION_BUCKET = 'demo-west-deliveries';

const address = { address: '1000 Rue Sherbrooke O', city: 'Montréal', state: 'QC', zip: 'H3A 3G4', country: 'CA' };

/** The demo broadcaster's stations: a directory to search and group, TV and radio, English and French. */
const DEMO_STATIONS: readonly [letters: string, market: string, band: 'TV' | 'RADIO', language: 'en' | 'fr'][] = [
  ['CFTM', 'Montréal', 'TV', 'fr'],
  ['CFCF', 'Montréal', 'TV', 'en'],
  ['CIVM', 'Montréal', 'TV', 'fr'],
  ['CKMI', 'Québec', 'TV', 'en'],
  ['CFCM', 'Québec', 'TV', 'fr'],
  ['CHLT', 'Sherbrooke', 'TV', 'fr'],
  ['CKTM', 'Trois-Rivières', 'TV', 'fr'],
  ['CJPM', 'Saguenay', 'TV', 'fr'],
  ['CFTO', 'Toronto', 'TV', 'en'],
  ['CITY', 'Toronto', 'TV', 'en'],
  ['CHCH', 'Hamilton', 'TV', 'en'],
  ['CJOH', 'Ottawa', 'TV', 'en'],
  ['CIII', 'Toronto', 'TV', 'en'],
  ['CKCO', 'Kitchener', 'TV', 'en'],
  ['CFRN', 'Edmonton', 'TV', 'en'],
  ['CFCN', 'Calgary', 'TV', 'en'],
  ['CIVT', 'Vancouver', 'TV', 'en'],
  ['CHAN', 'Vancouver', 'TV', 'en'],
  ['CJON', 'St. John’s', 'TV', 'en'],
  ['CJCH', 'Halifax', 'TV', 'en'],
  ['CKOI', 'Montréal', 'RADIO', 'fr'],
  ['CITE', 'Montréal', 'RADIO', 'fr'],
  ['CJAD', 'Montréal', 'RADIO', 'en'],
  ['CHOI', 'Québec', 'RADIO', 'fr'],
  ['CFRB', 'Toronto', 'RADIO', 'en'],
  ['CHUM', 'Toronto', 'RADIO', 'en'],
  ['CKNW', 'Vancouver', 'RADIO', 'en'],
  ['CJCA', 'Edmonton', 'RADIO', 'en'],
  ['CKGM', 'Montréal', 'RADIO', 'en'],
  ['CHYZ', 'Québec', 'RADIO', 'fr'],
];

/**
 * Demo data for `npm start`: a broadcaster, an agency and a partner studio, each with its primary
 * user; the agency's user also works in the studio's account, to show the account switcher, and the
 * agency has authorised the studio to create masters on its behalf.
 */
export async function seedDemo(dataDir: string): Promise<boolean> {
  const marker = join(dataDir, 'seeded');
  if (existsSync(marker)) return false;
  const db = createDb(LOCAL_TABLE);
  const now = nowIso();
  const accountIds: string[] = [];
  for (const demo of DEMO_USERS) {
    if (await getUserByEmail(db, demo.email)) continue;
    const userId = await identityProvider
      .createUser(demo.email, DEMO_PASSWORD)
      .catch(() => identityProvider.adoptUser(demo.email, DEMO_PASSWORD));
    const accountId = newId();
    accountIds.push(accountId);
    const token = newSecretToken();
    const account = {
      ...(await newAccount(
        accountId,
        { name: demo.account, plan_key: demo.plan as PlanKey, ...address },
        'en',
        userId,
        now,
      )),
      is_demo: true,
    };
    await registerUserWithAccount(db, {
      user: {
        id: userId,
        email: demo.email,
        first_name: demo.first_name,
        last_name: demo.last_name,
        phone: null,
        language: 'en',
        default_account_id: accountId,
        notify_master_results: true,
        status: 'pending',
        created_on: now,
        modified_on: now,
      },
      account,
      membership: {
        account_id: accountId,
        user_id: userId,
        role: 'primary',
        status: 'pending',
        permissions: [...PRIMARY_USER_PERMISSIONS],
        created_on: now,
      },
      activation: {
        token_hash: hashToken(token),
        kind: 'activate_user',
        user_id: userId,
        account_id: accountId,
        expires_at: epochSeconds() + 60,
        used_on: null,
        created_on: now,
      },
    });
    await activateUserAndAccount(db, { tokenHash: hashToken(token), userId, accountId, now });
  }
  const agency = await getUserByEmail(db, DEMO_USERS[1].email);
  const [, agencyAccountId, studioAccountId] = accountIds;
  if (accountIds.length === DEMO_USERS.length) {
    for (const [letters, market, band, language] of DEMO_STATIONS) {
      const owner = ownerOf(band, market);
      const fields = { letters, market, owner_name: DEMO_USERS[owner]!.account };
      await createCallLetter(db, {
        ...fields,
        account_id: accountIds[owner]!,
        band,
        language,
        search_text: callLetterSearchText(fields),
        created_on: now,
        modified_on: now,
      }).catch(() => undefined); // letters already registered: the directory keeps the first owner
    }
    await seedDemoDeliveries(accountIds[3]!, accountIds[4]!);
  }
  if (agency && studioAccountId) {
    await putMembership(db, {
      account_id: studioAccountId,
      user_id: agency.id,
      role: 'member',
      status: 'active',
      permissions: [...PLAN_PERMISSIONS.partner_studio],
      created_on: now,
    });
  }
  if (agencyAccountId && studioAccountId) {
    // The agency authorised the studio: switching to Demo Studio, its masters can be made for Demo Agency.
    await putPartnership(db, {
      id: newId(),
      client_account_id: agencyAccountId,
      studio_account_id: studioAccountId,
      active: true,
      notifications: [DEMO_USERS[1].email],
      created_on: now,
      modified_on: now,
    });
  }
  writeFileSync(marker, now);
  return true;
}

/**
 * How the other demo broadcasters receive, so an agency has somewhere real to send: the radio group
 * by download link after giving its own house codes, Demo West Television into a bucket of the local S3 with its own keys. Demo
 * Broadcaster is left to set up (its user's first task). Made through core, as the API would.
 */
async function seedDemoDeliveries(radioAccountId: string, westAccountId: string): Promise<void> {
  const as = (accountId: string) =>
    ({
      accountId,
      userId: 'demo-seed',
      email: 'seed@demo.masterport.local',
      role: 'primary',
      language: 'en',
      accountPermissions: PLAN_PERMISSIONS.broadcaster,
      userPermissions: PRIMARY_USER_PERMISSIONS,
      byCookie: false,
    }) as const satisfies AuthContext;
  const radio = as(radioAccountId);
  await activateDeliveryMethod(radio, 'web');
  await addDeliveryNotification(radio, DEMO_USERS[3].email);
  // The radio group files spots under its own house codes: each delivery asks for them first.
  await saveHouseCodeNotifications(radio, [DEMO_USERS[3].email]);
  await saveFilenameBuilder(radio, { attributes: ['house_code', 'unique_id', 'title'], separator: '_' });
  await addTrafficNotification(radio, { email: DEMO_USERS[3].email });

  const west = as(westAccountId);
  const s3 = new S3Client({ region: 'us-east-1', forcePathStyle: true, credentials: LOCAL_STATION_S3_KEYS });
  await s3.send(new CreateBucketCommand({ Bucket: DEMO_STATION_BUCKET })).catch(() => undefined); // kept in .data from an earlier start
  s3.destroy();
  await saveDeliverySettings(west, {
    method: 's3',
    settings: { bucket: DEMO_STATION_BUCKET, region: 'us-east-1', prefix: 'incoming', authentication: 'keys' },
  });
  await saveDeliveryCredentials(west, {
    method: 's3',
    access_key_id: LOCAL_STATION_S3_KEYS.accessKeyId,
    secret_access_key: LOCAL_STATION_S3_KEYS.secretAccessKey,
  });
  await activateDeliveryMethod(west, 's3');
  await addDeliveryNotification(west, DEMO_USERS[4].email);
  await addTrafficNotification(west, { email: DEMO_USERS[4].email });
}
