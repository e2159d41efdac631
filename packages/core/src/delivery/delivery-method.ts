import {
  isConnectedMethod,
  type AsperaSettings,
  type ConnectedMethod,
  type ConnectionTest,
  type DeliveryMethod,
  type DeliveryMethodState,
  type FtpSettings,
  type S3Settings,
} from '@masterport/contract';
import {
  getCallLetter,
  getDeliveryMethod as readItem,
  getStationAndAccountDeliveryMethods,
  getStationDeliveryMethods,
  listCallLettersForAccount,
  nowIso,
  putDeliveryMethod,
  type DeliveryMethodItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { openSecret, sealSecret } from '../adapters/secret-box.ts';
import type { S3Credentials } from '../adapters/station-bucket.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { changeVersioned } from '../versioned-change.ts';
import { hasAscp, testAspera } from './aspera-target.ts';
import { testFtp, type FtpCredentials } from './ftp-target.ts';
import { testS3 } from './s3-target.ts';

/** At most this many addresses are told of deliveries, or of house codes to give. */
export const DELIVERY_NOTIFICATIONS_MAX = 20;

const emptyConnected = { settings: null, credentials_sealed: null, credentials_masked: null };

/**
 * Whose method a call acts on: the account's, or that of one of its stations (`callLetters`), for a
 * station that receives otherwise than the account (issue 28, docs/api.md).
 */
interface MethodOwner {
  accountId: string;
  callLetters?: string;
}

/** The account's method, or one of its own stations'; another account's station is refused as not its own. */
async function methodOwner(auth: AuthContext, callLetters: string | undefined): Promise<MethodOwner> {
  if (!callLetters) return { accountId: auth.accountId };
  const station = await getCallLetter(table(), callLetters);
  if (!station || station.account_id !== auth.accountId)
    throw new AppError('not_own_call_letters', { fields: { call_letters: 'not_own_call_letters' } });
  return { accountId: auth.accountId, callLetters };
}

function emptyItem({ accountId, callLetters }: MethodOwner): DeliveryMethodItem {
  return {
    account_id: accountId,
    ...(callLetters ? { call_letters: callLetters } : {}),
    active_method: null,
    ftp: emptyConnected,
    s3: emptyConnected,
    aspera: emptyConnected,
    notifications: [],
    house_code_notifications: [],
    version: 0,
    modified_on: nowIso(),
  };
}

async function load(owner: MethodOwner): Promise<DeliveryMethodItem> {
  return (await readItem(table(), owner.accountId, owner.callLetters)) ?? emptyItem(owner);
}

const update = (owner: MethodOwner, change: (item: DeliveryMethodItem) => DeliveryMethodItem) =>
  changeVersioned(
    () => load(owner),
    (item, previous) => putDeliveryMethod(table(), item, previous),
    change,
  );

/**
 * How a station receives: by its own method while that is active, otherwise by its account's
 * (undefined when the account never saved one). The one rule deliveries, previews and the
 * readiness checks read.
 */
export async function stationDeliveryMethod(
  accountId: string,
  callLetters: string,
): Promise<DeliveryMethodItem | undefined> {
  const { own, account } = await getStationAndAccountDeliveryMethods(table(), accountId, callLetters);
  return own?.active_method ? own : account;
}

/** Settings saved and, where the method logs in, credentials too. */
export function isMethodComplete(item: DeliveryMethodItem, method: DeliveryMethod): boolean {
  if (!isConnectedMethod(method)) return true;
  const saved = item[method];
  if (!saved.settings) return false;
  if (method === 's3' && (saved.settings as S3Settings).authentication === 'role') return true;
  return saved.credentials_sealed !== null;
}

export function toDeliveryMethodState(item: DeliveryMethodItem): DeliveryMethodState {
  const connected = <M extends ConnectedMethod>(method: M) => ({
    settings: item[method].settings,
    credentials: item[method].credentials_masked,
    complete: isMethodComplete(item, method),
  });
  return {
    call_letters: item.call_letters ?? null,
    active_method: item.active_method,
    methods: {
      ftp: connected('ftp') as DeliveryMethodState['methods']['ftp'],
      s3: connected('s3') as DeliveryMethodState['methods']['s3'],
      aspera: connected('aspera') as DeliveryMethodState['methods']['aspera'],
      web: { complete: true },
      traffic_instructions: { complete: true },
    },
    specific_house_code_notifications: item.house_code_notifications,
  };
}

const answer = (item: DeliveryMethodItem) => ({
  delivery_method: toDeliveryMethodState(item),
  notifications_list: item.notifications,
});

export async function getDeliveryMethod(auth: AuthContext, callLetters?: string) {
  const owner = await methodOwner(auth, callLetters);
  if (owner.callLetters) return answer(await load(owner));
  // The account's own: with each of its stations and the method it has of its own, if any.
  const [item, stations] = await Promise.all([load(owner), listCallLettersForAccount(table(), auth.accountId)]);
  const letters = stations.map((station) => station.letters).sort();
  const own = new Map(
    (await getStationDeliveryMethods(table(), auth.accountId, letters)).map((station) => [
      station.call_letters,
      station.active_method,
    ]),
  );
  return {
    ...answer(item),
    station_methods: letters.map((call_letters) => ({ call_letters, active_method: own.get(call_letters) ?? null })),
  };
}

/**
 * Whether new settings send elsewhere than the saved credentials were given for. Credentials are
 * for one server: keeping them while the host changes would let anyone with this tab send the
 * station's password to a server of their choosing, so they are asked for again.
 */
function changesDestination(
  method: ConnectedMethod,
  before: FtpSettings | S3Settings | AsperaSettings | null,
  after: FtpSettings | S3Settings | AsperaSettings,
): boolean {
  if (!before) return false;
  if (method === 's3') {
    const [b, a] = [before as S3Settings, after as S3Settings];
    return b.bucket !== a.bucket || b.region !== a.region || b.authentication !== a.authentication;
  }
  return (before as FtpSettings).host !== (after as FtpSettings).host;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every change names the station whose own method it is, or none for the account's. */
type OfStation = { call_letters?: string };

type SettingsInput = OfStation &
  (
    | { method: 'ftp'; settings: FtpSettings }
    | { method: 's3'; settings: S3Settings }
    | { method: 'aspera'; settings: AsperaSettings }
  );

export async function saveDeliverySettings(auth: AuthContext, input: SettingsInput) {
  const settings =
    input.method === 's3' && input.settings.authentication === 'keys'
      ? { ...input.settings, role_arn: undefined }
      : input.settings;
  const item = await update(await methodOwner(auth, input.call_letters), (current) => {
    const saved = current[input.method];
    if (sameJson(saved.settings, JSON.parse(JSON.stringify(settings)))) throw new AppError('no_changes');
    const forget = changesDestination(input.method, saved.settings, settings);
    const next = {
      ...current,
      [input.method]: {
        settings,
        credentials_sealed: forget ? null : saved.credentials_sealed,
        credentials_masked: forget ? null : saved.credentials_masked,
      },
    };
    // An active method whose credentials were just forgotten cannot deliver: it stops being active.
    return next.active_method === input.method && !isMethodComplete(next, input.method)
      ? { ...next, active_method: null }
      : next;
  });
  return answer(item);
}

/** `••••` and the last characters of what is not secret by itself (a login, a key id). */
const maskTail = (value: string) => `••••${value.slice(-4)}`;
const MASKED_SECRET = '••••••••';

type CredentialsInput = OfStation &
  (
    | { method: 'ftp' | 'aspera'; username: string; password: string }
    | { method: 's3'; access_key_id: string; secret_access_key: string }
  );

/** A station's sealed credentials open only as that station's: they cannot be moved to another item. */
const sealContext = ({ accountId, callLetters }: MethodOwner, method: ConnectedMethod) => ({
  account_id: accountId,
  purpose: callLetters ? `delivery-method:${method}:${callLetters}` : `delivery-method:${method}`,
});

export async function saveDeliveryCredentials(auth: AuthContext, input: CredentialsInput) {
  const { method, call_letters: callLetters, ...credentials } = input;
  const owner = await methodOwner(auth, callLetters);
  const sealed = await sealSecret(credentials, sealContext(owner, method));
  const masked =
    input.method === 's3'
      ? { access_key_id: maskTail(input.access_key_id), secret_access_key: MASKED_SECRET }
      : { username: maskTail(input.username), password: MASKED_SECRET };
  const item = await update(owner, (current) => ({
    ...current,
    [method]: { ...current[method], credentials_sealed: sealed, credentials_masked: masked },
  }));
  return answer(item);
}

/** Seed 000 §4: activating a method first deactivates the current one (one write does both). */
export async function activateDeliveryMethod(auth: AuthContext, method: DeliveryMethod, callLetters?: string) {
  const item = await update(await methodOwner(auth, callLetters), (current) => {
    if (current.active_method === method) throw new AppError('no_changes');
    if (!isMethodComplete(current, method)) throw new AppError('delivery_method_incomplete');
    // Deliveries by Aspera need IBM's `ascp` client, which no npm or Debian package provides.
    if (method === 'aspera' && !hasAscp()) throw new AppError('aspera_unavailable');
    return { ...current, active_method: method };
  });
  return answer(item);
}

/** On a station's own method: the station receives by the account's again. */
export async function deactivateDeliveryMethod(auth: AuthContext, callLetters?: string) {
  const item = await update(await methodOwner(auth, callLetters), (current) => {
    if (!current.active_method) throw new AppError('no_changes');
    return { ...current, active_method: null };
  });
  return answer(item);
}

export async function addDeliveryNotification(auth: AuthContext, email: string, callLetters?: string) {
  const item = await update(await methodOwner(auth, callLetters), (current) => {
    if (current.notifications.includes(email))
      throw new AppError('notification_exists', { fields: { email: 'notification_exists' } });
    if (current.notifications.length >= DELIVERY_NOTIFICATIONS_MAX)
      throw new AppError('validation_error', { fields: { email: 'too_many' } });
    return { ...current, notifications: [...current.notifications, email] };
  });
  return { notifications_list: item.notifications };
}

export async function deleteDeliveryNotification(auth: AuthContext, email: string, callLetters?: string) {
  const item = await update(await methodOwner(auth, callLetters), (current) => {
    if (!current.notifications.includes(email)) throw new AppError('not_found');
    return { ...current, notifications: current.notifications.filter((listed) => listed !== email) };
  });
  return { notifications_list: item.notifications };
}

export async function saveHouseCodeNotifications(auth: AuthContext, emails: string[], callLetters?: string) {
  if (new Set(emails).size !== emails.length)
    throw new AppError('notification_exists', { fields: { emails: 'notification_exists' } });
  const item = await update(await methodOwner(auth, callLetters), (current) => {
    if (sameJson(current.house_code_notifications, emails)) throw new AppError('no_changes');
    return { ...current, house_code_notifications: emails };
  });
  return answer(item);
}

/** The saved credentials of a method, opened: for the delivery workers and the connection test only. */
export async function openDeliveryCredentials<Credentials>(
  item: DeliveryMethodItem,
  method: ConnectedMethod,
): Promise<Credentials | undefined> {
  const sealed = item[method].credentials_sealed;
  const owner = { accountId: item.account_id, callLetters: item.call_letters };
  return sealed ? openSecret<Credentials>(sealed, sealContext(owner, method)) : undefined;
}

/** Tries the saved settings for real: connects, logs in, writes a small file and deletes it. */
export async function testDeliveryConnection(
  auth: AuthContext,
  method: ConnectedMethod,
  callLetters?: string,
): Promise<ConnectionTest> {
  const item = await load(await methodOwner(auth, callLetters));
  if (!isMethodComplete(item, method)) throw new AppError('delivery_method_incomplete');
  const policy = { allowLoopback: config().allowLoopbackTargets };
  if (method === 'ftp')
    return testFtp(item.ftp.settings!, (await openDeliveryCredentials<FtpCredentials>(item, 'ftp'))!, policy);
  if (method === 's3')
    return testS3(item.s3.settings!, await openDeliveryCredentials<S3Credentials>(item, 's3'), auth.accountId);
  return testAspera(item.aspera.settings!, policy);
}
