import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { resetConfig } from '@masterport/core/config';
import { logger } from '@masterport/core/shared';
import { deliveryMethodRouteTable } from '@masterport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApiGateway, DEMO_PASSWORD, DEMO_USERS, LOCAL_STATION_S3_KEYS } from '@masterport/local';
import { activatedUser, ApiClient, type ApiResponse } from './support/client.ts';
import { startStationFtp, type StationFtp } from './support/ftp-server.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * The delivery-method tab against real servers: ftp-srv on loopback (plain, explicit and implicit
 * TLS) and a bucket of the local S3. The API runs in this process, behind the local API Gateway
 * stand-in, with every line it writes captured (debug level), so the last test can look for the
 * secrets everywhere the platform could leak them: its answers and its logs.
 */
const FTP_PASSWORD = 'Tr0ub4dor&3-station-secret';
const S3_SECRET = LOCAL_STATION_S3_KEYS.secretAccessKey;
const p = 'user/account/profile/delivery-method';

const captured: string[] = [];
const answers: string[] = [];
let server: Server;
let baseUrl: string;
let restoreOutput: () => void;
let restoreLevel: () => void;
const stations: StationFtp[] = [];

type Test = { ok: boolean; step: string; problem?: string; address?: string };
type State = {
  delivery_method: {
    active_method: string | null;
    methods: Record<
      string,
      { settings?: Record<string, unknown> | null; credentials?: Record<string, string> | null; complete: boolean }
    >;
    specific_house_code_notifications: string[];
  };
  notifications_list: string[];
};

/** A client whose every answer is kept for the secrets check. */
class RecordingClient extends ApiClient {
  override async call<T>(...args: Parameters<ApiClient['call']>): Promise<ApiResponse<T>> {
    const response = await super.call<T>(...args);
    answers.push(JSON.stringify(response.body), ...response.setCookies);
    return response;
  }
}

async function broadcaster(label: string) {
  const user = await activatedUser(label, 'en', { plan: 'broadcaster', baseUrl });
  const client = new RecordingClient({ baseUrl });
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

const ftpSettings = (station: StationFtp, overrides: Record<string, unknown> = {}) => ({
  method: 'ftp',
  settings: {
    host: '127.0.0.1',
    port: station.port,
    security: 'none',
    verify_certificate: true,
    target_folder: '/incoming',
    ...overrides,
  },
});

async function stationFtp(security: 'none' | 'explicit' | 'implicit') {
  const station = await startStationFtp({ security, username: 'station', password: FTP_PASSWORD });
  stations.push(station);
  return station;
}

beforeAll(async () => {
  // Every line written while this file runs, the API's debug logs included.
  // The logger may already be made (test files share their modules: vitest.config.ts), at its level then.
  const [envBefore, levelBefore] = [process.env.POWERTOOLS_LOG_LEVEL, logger.getLevelName()];
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  logger.setLogLevel('DEBUG');
  restoreLevel = () => {
    logger.setLogLevel(levelBefore);
    if (envBefore === undefined) delete process.env.POWERTOOLS_LOG_LEVEL;
    else process.env.POWERTOOLS_LOG_LEVEL = envBefore;
  };
  const writes = [process.stdout.write, process.stderr.write] as const;
  const capture = (stream: NodeJS.WriteStream, original: typeof process.stdout.write) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      captured.push(String(chunk));
      return (original as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof process.stdout.write;
  };
  capture(process.stdout, writes[0]);
  capture(process.stderr, writes[1]);
  restoreOutput = () => {
    process.stdout.write = writes[0];
    process.stderr.write = writes[1];
  };
  type AreaHandler = Awaited<ReturnType<Parameters<typeof createApiGateway>[0]>>;
  const gateway = createApiGateway(
    async (area) => ((await import(`@masterport/functions/api/${area}/index.ts`)) as { handler: AreaHandler }).handler,
  );
  server = createServer((req, res) => void gateway(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  restoreOutput?.();
  restoreLevel?.();
  await Promise.all(stations.map((station) => station.close()));
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe('FTP delivery, set up and tested against a real server', () => {
  it('starts with no active method, saves settings, refuses to activate without credentials, then activates', async () => {
    // Prepare
    const client = await broadcaster('ftp-setup');
    const station = await stationFtp('none');

    // Act
    const initial = await client.get<State>(`${p}/get`);
    const saved = await client.post<State>(`${p}/save`, ftpSettings(station, { host: 'FTP://127.0.0.1/' }));
    const early = await client.post(`${p}/activate`, { method: 'ftp' });
    const credentials = await client.post<State>(`${p}/save-credentials`, {
      method: 'ftp',
      username: 'station',
      password: FTP_PASSWORD,
    });
    const activated = await client.post<State>(`${p}/activate`, { method: 'ftp' });
    const again = await client.post(`${p}/activate`, { method: 'ftp' });

    // Assess
    expect(initial.body.delivery_method).toMatchObject({
      active_method: null,
      methods: { ftp: { settings: null, complete: false }, web: { complete: true } },
    });
    expect(saved.body.delivery_method.methods.ftp!.settings).toMatchObject({
      host: '127.0.0.1',
      port: station.port,
      target_folder: '/incoming',
    });
    expect(early.body).toMatchObject({ code: 'delivery_method_incomplete' });
    expect(credentials.body.delivery_method.methods.ftp).toMatchObject({
      credentials: { username: '••••tion', password: '••••••••' },
      complete: true,
    });
    expect(activated.body.delivery_method.active_method).toBe('ftp');
    expect(again.body.code).toBe('no_changes');
  });

  it('tests the connection by writing and deleting a file in the target folder', async () => {
    // Prepare
    const client = await broadcaster('ftp-test');
    const station = await stationFtp('none');
    await client.post(`${p}/save`, ftpSettings(station));
    await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });

    // Act
    const tested = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' });

    // Assess
    expect(tested.body.test).toMatchObject({ ok: true, step: 'delete', address: '127.0.0.1' });
    expect(station.stored).toHaveLength(1);
    expect(station.stored[0]).toMatch(/incoming\/masterport-connection-test-\w+\.txt$/);
    expect(station.filesIn('incoming')).toEqual([]);
  });

  it('says which step failed and why: wrong password, missing folder, closed port', async () => {
    // Prepare
    const client = await broadcaster('ftp-problems');
    const station = await stationFtp('none');
    await client.post(`${p}/save`, ftpSettings(station));
    await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: 'not-the-password' });

    // Act
    const wrongPassword = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' });
    await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });
    await client.post(`${p}/save`, ftpSettings(station, { target_folder: '/no-such-folder' }));
    const missingFolder = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' });
    const closed = await stationFtp('none');
    await closed.close();
    await client.post(`${p}/save`, ftpSettings(closed));
    const closedPort = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' });

    // Assess
    expect(wrongPassword.body.test).toMatchObject({ ok: false, step: 'login', problem: 'login' });
    expect(missingFolder.body.test).toMatchObject({ ok: false, step: 'folder', problem: 'folder' });
    expect(closedPort.body.test).toMatchObject({ ok: false, step: 'connect', problem: 'refused' });
  });

  it('says only "could not connect" for a closed port and for an open one that is no FTP server, and refuses to save system ports', async () => {
    // Prepare: an open port that answers like an SSH server and hangs up, and a closed one.
    const client = await broadcaster('ftp-ports');
    const other = createNetServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const openPort = (other.address() as AddressInfo).port;
    const closed = await stationFtp('none');
    await closed.close();
    const station = await stationFtp('none');
    const answerFor = async (port: number) => {
      await client.post(`${p}/save`, ftpSettings(station, { port }));
      await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });
      return (await client.post<{ test: Test & { duration_ms: number } }>(`${p}/test-connection`, { method: 'ftp' }))
        .body.test;
    };

    // Act
    let open: Test & { duration_ms: number };
    try {
      open = await answerFor(openPort);
    } finally {
      other.close();
    }
    const shut = await answerFor(closed.port);
    const refusedSave = await Promise.all(
      [22, 25, 80].map((port) =>
        client.post<{ fields?: Record<string, string> }>(`${p}/save`, ftpSettings(station, { port })),
      ),
    );

    // Assess: the two answers are the same, to the duration; a system port is not even saved (the guard refuses it again at connect time).
    expect(open).toEqual({ ok: false, step: 'connect', problem: 'refused', address: '127.0.0.1', duration_ms: 0 });
    expect(shut).toEqual(open);
    for (const answer of refusedSave)
      expect([answer.status, answer.body.fields?.['settings.port']]).toEqual([400, 'port_not_allowed']);
    expect(station.stored).toEqual([]);
  });

  it('connects with explicit and implicit TLS, and refuses a self-signed certificate unless told to accept it', async () => {
    // Prepare
    const client = await broadcaster('ftps');
    const [explicit, implicit] = [await stationFtp('explicit'), await stationFtp('implicit')];
    await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });

    // Act
    await client.post(
      `${p}/save`,
      ftpSettings(explicit, { host: 'localhost', security: 'explicit', verify_certificate: true }),
    );
    const untrusted = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' });
    await client.post(
      `${p}/save`,
      ftpSettings(explicit, { host: 'localhost', security: 'explicit', verify_certificate: false }),
    );
    const explicitTls = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' });
    await client.post(
      `${p}/save`,
      ftpSettings(implicit, { host: 'localhost', security: 'implicit', verify_certificate: false }),
    );
    const implicitTls = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' });

    // Assess
    expect(untrusted.body.test).toMatchObject({ ok: false, step: 'connect', problem: 'certificate' });
    expect(explicitTls.body.test).toMatchObject({ ok: true, step: 'delete' });
    expect(implicitTls.body.test).toMatchObject({ ok: true, step: 'delete' });
    expect(explicit.stored).toHaveLength(1);
    expect(implicit.stored).toHaveLength(1);
  });

  it('forgets the credentials when the host changes, so they are never sent to a server they were not given for', async () => {
    // Prepare
    const client = await broadcaster('ftp-host-change');
    const station = await stationFtp('none');
    await client.post(`${p}/save`, ftpSettings(station));
    await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });
    await client.post(`${p}/activate`, { method: 'ftp' });

    // Act
    const samePlace = await client.post<State>(`${p}/save`, ftpSettings(station, { target_folder: '/' }));
    const elsewhere = await client.post<State>(`${p}/save`, ftpSettings(station, { host: 'localhost' }));

    // Assess
    expect(samePlace.body.delivery_method).toMatchObject({
      active_method: 'ftp',
      methods: { ftp: { complete: true } },
    });
    expect(elsewhere.body.delivery_method).toMatchObject({
      active_method: null,
      methods: { ftp: { credentials: null, complete: false } },
    });
  });

  it('in production configuration, refuses to connect to private, loopback and metadata addresses, however they are written', async () => {
    // Prepare: the local cloud allows loopback for its own test servers; AWS does not.
    const client = await broadcaster('ssrf');
    const station = await stationFtp('none');
    await client.post(`${p}/save`, ftpSettings(station));
    await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });
    const hosts = [
      '127.0.0.1',
      'localhost',
      '10.0.0.8',
      '169.254.169.254',
      '[::1]',
      '2130706433',
      '0177.0.0.1',
      '[::a9fe:a9fe]',
      '[64:ff9b::a9fe:a9fe]',
    ];
    const results: Record<string, Test> = {};

    // Act
    const localCloud = process.env.LOCAL_CLOUD;
    try {
      for (const host of hosts) {
        await client.post(`${p}/save`, ftpSettings(station, { host }));
        await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });
        process.env.LOCAL_CLOUD = '';
        resetConfig();
        results[host] = (await client.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp' })).body.test;
        process.env.LOCAL_CLOUD = localCloud;
        resetConfig();
      }
    } finally {
      process.env.LOCAL_CLOUD = localCloud;
      resetConfig();
    }

    // Assess
    for (const host of hosts)
      expect(results[host], host).toMatchObject({ ok: false, step: 'resolve', problem: 'blocked_address' });
    expect(station.stored).toEqual([]);
  });

  it('refuses settings that break the seed’s formats, in the catalogue’s words', async () => {
    // Prepare
    const client = await broadcaster('ftp-formats');
    const bad = {
      host: 'ftp station.com',
      port: 70000,
      security: 'none',
      verify_certificate: true,
      target_folder: 'incoming/../etc',
    };

    // Act
    const refused = await client.post(`${p}/save`, { method: 'ftp', settings: bad });
    const badBucket = await client.post(`${p}/save`, {
      method: 's3',
      settings: { bucket: 'My_Bucket', region: 'moon', prefix: '', authentication: 'keys' },
    });

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({
      'settings.host': 'host_format',
      'settings.port': 'port_range',
      'settings.target_folder': 'folder_format',
    });
    expect(badBucket.body.fields).toMatchObject({
      'settings.bucket': 'bucket_format',
      'settings.region': 'region_format',
    });
  });
});

describe('S3 delivery', () => {
  it('writes and deletes a test object under the prefix of the station’s bucket, and names a missing bucket', async () => {
    // Prepare
    const client = await broadcaster('s3');
    const bucket = `station-deliveries-${Date.now()}`;
    const s3 = localS3();
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const settings = { bucket, region: 'us-east-1', prefix: 'spots/incoming', authentication: 'keys' };

    // Act
    await client.post(`${p}/save`, { method: 's3', settings });
    // The local S3 knows access keys but does not check signatures: an unknown key stands for wrong credentials.
    await client.post(`${p}/save-credentials`, {
      method: 's3',
      access_key_id: 'AKIAUNKNOWNSTATION01',
      secret_access_key: 'a-wrong-secret-key',
    });
    const wrongSecret = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 's3' });
    const saved = await client.post<State>(`${p}/save-credentials`, {
      method: 's3',
      access_key_id: LOCAL_STATION_S3_KEYS.accessKeyId,
      secret_access_key: S3_SECRET,
    });
    const tested = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 's3' });
    const written = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    const moved = await client.post<State>(`${p}/save`, {
      method: 's3',
      settings: { ...settings, bucket: `${bucket}-missing` },
    });
    await client.post(`${p}/save-credentials`, {
      method: 's3',
      access_key_id: LOCAL_STATION_S3_KEYS.accessKeyId,
      secret_access_key: S3_SECRET,
    });
    const missing = await client.post<{ test: Test }>(`${p}/test-connection`, { method: 's3' });

    // Assess
    expect(wrongSecret.body.test).toMatchObject({ ok: false, step: 'write', problem: 'login' });
    expect(saved.body.delivery_method.methods.s3).toMatchObject({
      credentials: { access_key_id: '••••0001', secret_access_key: '••••••••' },
      complete: true,
    });
    expect(tested.body.test).toMatchObject({ ok: true, step: 'delete' });
    expect(written.KeyCount ?? 0).toBe(0);
    expect(moved.body.delivery_method.methods.s3!.credentials).toBeNull(); // another bucket: keys asked again
    expect(missing.body.test).toMatchObject({ ok: false, problem: 'bucket' });
  });
});

describe('switching methods and who is told', () => {
  it('activating a method deactivates the current one; deactivating leaves none', async () => {
    // Prepare
    const client = await broadcaster('switch');
    const station = await stationFtp('none');
    await client.post(`${p}/save`, ftpSettings(station));
    await client.post(`${p}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD });
    await client.post(`${p}/activate`, { method: 'ftp' });

    // Act
    const web = await client.post<State>(`${p}/activate`, { method: 'web' });
    const off = await client.post<State>(`${p}/deactivate`, {});
    const offAgain = await client.post(`${p}/deactivate`, {});

    // Assess
    expect(web.body.delivery_method.active_method).toBe('web');
    expect(off.body.delivery_method.active_method).toBeNull();
    expect(offAgain.body.code).toBe('no_changes');
  });

  it('keeps a list of addresses told of deliveries, without duplicates, and the house-code list', async () => {
    // Prepare
    const client = await broadcaster('notify');

    // Act
    const added = await client.post<{ notifications_list: string[] }>(`${p}/add-notification`, {
      email: 'Traffic@Station.example',
    });
    const duplicate = await client.post(`${p}/add-notification`, { email: 'traffic@station.example' });
    const invalid = await client.post(`${p}/add-notification`, { email: 'not an address' });
    await client.post(`${p}/add-notification`, { email: 'master-control@station.example' });
    const removed = await client.post<{ notifications_list: string[] }>(`${p}/delete-notification`, {
      email: 'traffic@station.example',
    });
    const houseCodes = await client.post<State>(`${p}/save-specific-house-code-notifications`, {
      emails: ['codes@station.example'],
    });
    const houseDuplicate = await client.post(`${p}/save-specific-house-code-notifications`, {
      emails: ['a@station.example', 'A@station.example'],
    });

    // Assess
    expect(added.body.notifications_list).toEqual(['traffic@station.example']);
    expect(duplicate.body).toMatchObject({ code: 'notification_exists', fields: { email: 'notification_exists' } });
    expect(invalid.body).toMatchObject({ code: 'validation_error', fields: { email: 'email' } });
    expect(removed.body.notifications_list).toEqual(['master-control@station.example']);
    expect(houseCodes.body.delivery_method.specific_house_code_notifications).toEqual(['codes@station.example']);
    expect(houseDuplicate.body.code).toBe('notification_exists');
  });

  it('is refused to an account without delivery permissions (an agency)', async () => {
    // Prepare
    const agency = new RecordingClient({ baseUrl });
    await agency.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });

    // Act
    const read = await agency.get(`${p}/get`);
    const write = await agency.post(`${p}/activate`, { method: 'web' });

    // Assess
    expect(read.status).toBe(401);
    expect(read.body.code).toBe('account_permission');
    expect(write.status).toBe(401);
  });
});

describe('a station that receives otherwise than its account', () => {
  let counter = 0;
  const freshLetters = () => `CD${(Date.now() % 1e9).toString(36).toUpperCase()}${counter++}`.slice(0, 10);
  type Checked = { stations: { call_letters: string; active_method: string | null }[] };
  type Listed = State & { station_methods: { call_letters: string; active_method: string | null }[] };
  const receivedBy = async (client: ApiClient, letters: string[]) =>
    (await client.post<Checked>('user/distributions/check-stations', { call_letters_ids: letters })).body.stations.map(
      (station) => [station.call_letters, station.active_method],
    );
  let owner: ApiClient;
  let [own, shared] = ['', ''];

  it('keeps a method of its own, by which it receives, while its account’s other stations receive by the account’s', async () => {
    // Prepare: a group of two stations, the account by link, the first by its own FTP server.
    owner = await broadcaster('per-station');
    [own, shared] = [freshLetters(), freshLetters()];
    for (const id of [own, shared])
      await owner.post('user/call-letters/own/create', { id, market: 'Québec', band: 'TV', language: 'fr' });
    await owner.post(`${p}/activate`, { method: 'web' });
    const station = await stationFtp('none');

    // Act
    await owner.post(`${p}/save`, { ...ftpSettings(station), call_letters: own });
    await owner.post(`${p}/save-credentials`, {
      method: 'ftp',
      username: 'station',
      password: FTP_PASSWORD,
      call_letters: own,
    });
    const tested = await owner.post<{ test: Test }>(`${p}/test-connection`, { method: 'ftp', call_letters: own });
    const activated = await owner.post<State>(`${p}/activate`, { method: 'ftp', call_letters: own });
    const account = await owner.get<Listed>(`${p}/get`);
    const ownMethod = await owner.get<State>(`${p}/get?call_letters=${own}`);
    const receiving = await receivedBy(owner, [own, shared]);
    await owner.post(`${p}/deactivate`, { call_letters: own });
    const afterDeactivation = await receivedBy(owner, [own, shared]);

    // Assess
    expect(tested.body.test).toMatchObject({ ok: true, step: 'delete' });
    expect(activated.body.delivery_method).toMatchObject({ call_letters: own, active_method: 'ftp' });
    expect(account.body.delivery_method).toMatchObject({ call_letters: null, active_method: 'web' });
    expect(account.body.station_methods).toEqual(
      [
        { call_letters: own, active_method: 'ftp' },
        { call_letters: shared, active_method: null },
      ].sort((a, b) => a.call_letters.localeCompare(b.call_letters)),
    );
    expect(ownMethod.body.delivery_method.methods.ftp).toMatchObject({
      complete: true,
      credentials: { username: '••••tion' },
    });
    expect(receiving).toEqual([
      [own, 'ftp'],
      [shared, 'web'],
    ]);
    expect(afterDeactivation).toEqual([
      [own, 'web'],
      [shared, 'web'],
    ]);
  });

  it("refuses another account's station, and unknown call letters, on every call that takes call letters (generated from the route table)", async () => {
    // Prepare: a valid body for each call, so only the station can be refused; a new call without one fails here.
    const stranger = await broadcaster('per-station-stranger');
    const bodies: Record<string, Record<string, unknown>> = {
      save: {
        method: 'ftp',
        settings: {
          host: 'ftp.station.example',
          port: 21,
          security: 'none',
          verify_certificate: true,
          target_folder: '/',
        },
      },
      saveCredentials: { method: 'ftp', username: 'station', password: FTP_PASSWORD },
      activate: { method: 'web' },
      deactivate: {},
      addNotification: { email: 'traffic@station.example' },
      deleteNotification: { email: 'traffic@station.example' },
      saveHouseCodeNotifications: { emails: [] },
      testConnection: { method: 'ftp' },
    };
    const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
      schema instanceof z.ZodObject
        ? (schema.shape as Record<string, z.ZodType>)
        : schema instanceof z.ZodDiscriminatedUnion
          ? shapeOf(schema.options[0] as z.ZodType)
          : {};
    const routes = Object.entries(deliveryMethodRouteTable).filter(
      ([, route]) => 'call_letters' in shapeOf(route.body) || 'call_letters' in shapeOf(route.query),
    );
    const before = await owner.get<State>(`${p}/get?call_letters=${own}`);

    // Act
    const answers: unknown[] = [];
    for (const letters of [own, 'ZZZQ9'])
      for (const [name, route] of routes) {
        const answer =
          route.method === 'GET'
            ? await stranger.get(`${route.path}?call_letters=${letters}`)
            : await stranger.post(route.path, { ...bodies[name], call_letters: letters });
        answers.push([route.path, answer.status, answer.body.code]);
      }
    const after = await owner.get<State>(`${p}/get?call_letters=${own}`);

    // Assess
    expect(routes.map(([name]) => name).sort()).toEqual(Object.keys(deliveryMethodRouteTable).sort());
    expect(answers).toEqual(
      [own, 'ZZZQ9'].flatMap(() => routes.map(([, route]) => [route.path, 400, 'not_own_call_letters'])),
    );
    expect(after.body).toEqual(before.body);
  });
});

describe('Aspera', () => {
  it('saves its settings and credentials but cannot be activated where ascp is not installed, and says so', async () => {
    const client = await broadcaster('aspera');
    expect(
      (
        await client.post(`${p}/save`, {
          method: 'aspera',
          settings: { host: 'aspera.example.com', tcp_port: 33001, udp_port: 33001, target_folder: '/incoming' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.post(`${p}/save-credentials`, {
          method: 'aspera',
          username: 'station',
          password: 'aspera-secret-1',
        })
      ).status,
    ).toBe(200);
    const activated = await client.post(`${p}/activate`, { method: 'aspera' });
    expect([activated.status, activated.body.code]).toEqual([400, 'aspera_unavailable']);
  });
});

describe('the demo', () => {
  it('has broadcasters that receive for real: by link, and into a bucket of the local S3 that a test reaches', async () => {
    // Prepare
    const [radio, west] = [new RecordingClient({ baseUrl }), new RecordingClient({ baseUrl })];
    await radio.post('authenticate/login', { email: DEMO_USERS[3].email, password: DEMO_PASSWORD });
    await west.post('authenticate/login', { email: DEMO_USERS[4].email, password: DEMO_PASSWORD });

    // Act
    const radioMethod = await radio.get<State>(`${p}/get`);
    const westMethod = await west.get<State>(`${p}/get`);
    const westTest = await west.post<{ test: Test }>(`${p}/test-connection`, { method: 's3' });
    const westStations = await west.get<{ call_letters_list: { id: string }[] }>('user/call-letters/own/get');

    // Assess
    expect(radioMethod.body.delivery_method.active_method).toBe('web');
    expect(westMethod.body.delivery_method).toMatchObject({
      active_method: 's3',
      methods: { s3: { complete: true, credentials: { access_key_id: '••••0001' } } },
    });
    expect(westTest.body.test).toMatchObject({ ok: true, step: 'delete' });
    expect(westStations.body.call_letters_list.map((station) => station.id)).toContain('CIVT');
  });
});

describe('the profile’s tab badges (get-status)', () => {
  it('say which of a broadcaster’s tabs still ask something, and show an agency none of them', async () => {
    // Prepare
    const client = await broadcaster('status');
    const agency = new RecordingClient({ baseUrl });
    await agency.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
    type Status = { profile_status: Record<string, string> };

    // Act
    const before = await client.get<Status>('user/account/profile/get-status');
    await client.post(`${p}/activate`, { method: 'web' });
    const after = await client.get<Status>('user/account/profile/get-status');
    const agencyStatus = await agency.get<Status>('user/account/profile/get-status');

    // Assess
    expect(before.body.profile_status).toMatchObject({
      'call-letters': 'incomplete',
      'delivery-method': 'incomplete',
      'traffic-instructions': 'incomplete',
    });
    expect(after.body.profile_status['delivery-method']).toBe('complete');
    expect(agencyStatus.body.profile_status).toEqual({ contacts: 'incomplete' });
  });
});

describe('secrets', () => {
  // The stations' FTP servers log the PASS command they receive, as real ones may: theirs to keep.
  it('never appear in an answer or in anything the API wrote while this file ran', () => {
    // Assess
    const everything = [...answers, ...captured].join('\n');
    expect(answers.length).toBeGreaterThan(30);
    expect(captured.length).toBeGreaterThan(0);
    for (const secret of [
      FTP_PASSWORD,
      S3_SECRET,
      'not-the-password',
      'a-wrong-secret-key',
      LOCAL_STATION_S3_KEYS.accessKeyId,
    ])
      expect(everything).not.toContain(secret);
  });
});
