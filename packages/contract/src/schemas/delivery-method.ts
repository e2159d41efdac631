import * as z from 'zod';
import { callLettersField } from './call-letters.ts';
import { emailField } from './fields.ts';
import { CONNECTION_PROBLEMS } from '../destination-problems.ts';

/**
 * How a broadcaster receives spots (seed 000 "Delivery method"): one method active at a time, each
 * method's settings kept apart so switching back does not retype them. Credentials travel only in
 * `save-credentials` and are never answered: the get call says only that they are saved, masked.
 */
export const DELIVERY_METHODS = ['ftp', 's3', 'aspera', 'web', 'traffic_instructions'] as const;
export const deliveryMethodField = () => z.enum(DELIVERY_METHODS, { error: 'one_of' });
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Methods that connect to a server the station runs, with settings and credentials. */
export const CONNECTED_METHODS = ['ftp', 's3', 'aspera'] as const satisfies readonly DeliveryMethod[];
export type ConnectedMethod = (typeof CONNECTED_METHODS)[number];
export const isConnectedMethod = (method: DeliveryMethod): method is ConnectedMethod =>
  (CONNECTED_METHODS as readonly string[]).includes(method);

/** FTP without TLS, FTPS with AUTH TLS on the control port (explicit), or TLS from the first byte (implicit). */
export const FTP_SECURITY = ['none', 'explicit', 'implicit'] as const;
export const FTP_DEFAULT_PORT = 21;
export const FTPS_IMPLICIT_DEFAULT_PORT = 990;
/** Aspera's default SSH (TCP) and FASP (UDP) port. */
export const ASPERA_DEFAULT_PORT = 33001;

const SCHEME = /^(?:s?ftps?|https?):\/\//i;
/**
 * A server's name or address: a DNS name, an IPv4 address in any form, or an IPv6 address with or
 * without brackets. A scheme typed out of habit (`ftp://`, seed 000 §5's format) is dropped; the
 * folder has its own field. Whether the address may be reached is decided at connect time.
 */
export const hostField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .transform((host) => host.replace(SCHEME, '').replace(/\/+$/, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .max(253, { error: 'max_253' })
        .regex(
          /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[?[0-9a-f:.]+\]?)$/,
          { error: 'host_format' },
        ),
    );

/** Seed 000 §5: a target folder looks like /name(/child); `/` is the login's own folder. */
export const targetFolderField = () =>
  z
    .string()
    .trim()
    .max(255, { error: 'max_255' })
    .regex(/^\/(?:[\w .()+@-]+(?:\/[\w .()+@-]+)*)?\/?$/, { error: 'folder_format' })
    .refine((folder) => !folder.split('/').some((part) => part.trim() === '..' || part.trim() === '.'), {
      error: 'folder_format',
    })
    .transform((folder) => (folder.length > 1 ? folder.replace(/\/$/, '') : folder));

const portField = () =>
  z
    .number({ error: 'port_range' })
    .int({ error: 'port_range' })
    .min(1, { error: 'port_range' })
    .max(65535, { error: 'port_range' });

/** Ports of the FTP control connection (21) and of implicit FTPS (990); every other port below 1024 is a system service's. */
const FTP_SYSTEM_PORTS: ReadonlySet<number> = new Set([FTP_DEFAULT_PORT, FTPS_IMPLICIT_DEFAULT_PORT]);
/**
 * Whether a delivery may connect to a port: 1024 and above, or FTP's own below it. A station's
 * form must not make our servers knock on SSH or mail ports (22, 25); the save refuses them, and
 * the address guard refuses them again at connect time for settings saved before this rule.
 */
export const isAllowedDeliveryPort = (port: number): boolean =>
  Number.isInteger(port) && port > 0 && port <= 65535 && (port >= 1024 || FTP_SYSTEM_PORTS.has(port));
/** A port our servers connect to (FTP's, Aspera's SSH): in range, and allowed. */
const connectPortField = () => portField().refine(isAllowedDeliveryPort, { error: 'port_not_allowed' });

/**
 * S3 bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending
 * with a letter or digit, not shaped like an IP address, no `..`, none of the reserved prefixes and
 * suffixes.
 */
export const bucketField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'bucket_format' })
    .refine(
      (name) =>
        !/^\d+\.\d+\.\d+\.\d+$/.test(name) &&
        !name.includes('..') &&
        !name.includes('.-') &&
        !name.includes('-.') &&
        !/^(?:xn--|sthree-|amzn-s3-demo-)/.test(name) &&
        !/(?:-s3alias|--ol-s3|--x-s3|--table-s3)$/.test(name),
      { error: 'bucket_format' },
    );

export const regionField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .regex(/^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/, { error: 'region_format' });
/** A key prefix inside the bucket: no leading slash, safe characters only. */
export const s3PrefixField = () =>
  z
    .string()
    .trim()
    .max(200, { error: 'max_200' })
    .regex(/^(?:[\w!.*'()-]+\/)*[\w!.*'()-]*$/, { error: 'folder_format' });
export const roleArnField = () =>
  z
    .string()
    .trim()
    .regex(/^arn:aws[\w-]*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/, { error: 'role_arn_format' });

export const ftpSettingsSchema = z.strictObject({
  host: hostField(),
  port: connectPortField(),
  security: z.enum(FTP_SECURITY, { error: 'one_of' }),
  /** Off only for a station's self-signed certificate; the connection is still encrypted. */
  verify_certificate: z.boolean({ error: 'one_of' }),
  target_folder: targetFolderField(),
});
export const s3SettingsSchema = z
  .strictObject({
    bucket: bucketField(),
    region: regionField(),
    prefix: s3PrefixField(),
    /** Keys of an IAM user of the station, or a role of the station's that our account assumes. */
    authentication: z.enum(['keys', 'role'], { error: 'one_of' }),
    role_arn: roleArnField().optional(),
  })
  .refine((settings) => settings.authentication !== 'role' || settings.role_arn, {
    error: 'required',
    path: ['role_arn'],
  });
export const asperaSettingsSchema = z.strictObject({
  host: hostField(),
  tcp_port: connectPortField(),
  udp_port: portField(),
  target_folder: targetFolderField(),
});
export type FtpSettings = z.infer<typeof ftpSettingsSchema>;
export type S3Settings = z.infer<typeof s3SettingsSchema>;
export type AsperaSettings = z.infer<typeof asperaSettingsSchema>;

/**
 * Every call of the tab acts on the account's method, or, given `call_letters`, on the method of
 * that station of the account, for a station that receives otherwise (issue 28). A station with
 * an active method of its own receives by it; the others by the account's.
 */
const station = { call_letters: callLettersField().optional() };
export const stationQuery = z.strictObject(station);

export const saveDeliveryMethodBody = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('ftp'), settings: ftpSettingsSchema, ...station }),
    z.strictObject({ method: z.literal('s3'), settings: s3SettingsSchema, ...station }),
    z.strictObject({ method: z.literal('aspera'), settings: asperaSettingsSchema, ...station }),
  ],
  { error: 'one_of' },
);

const usernameField = () =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(128, { error: 'max_128' })
    // eslint-disable-next-line no-control-regex -- a control character in a login ends the FTP command
    .regex(/^[^\u0000-\u001f\u007f]+$/, { error: 'invalid' });
const secretField = (max: number) =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(max, { error: `max_${max}` })
    // eslint-disable-next-line no-control-regex -- as above
    .regex(/^[^\u0000-\u001f\u007f]+$/, { error: 'invalid' });

export const saveCredentialsBody = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('ftp'), username: usernameField(), password: secretField(256), ...station }),
    z.strictObject({ method: z.literal('aspera'), username: usernameField(), password: secretField(256), ...station }),
    z.strictObject({
      ...station,
      method: z.literal('s3'),
      access_key_id: z
        .string({ error: 'required' })
        .trim()
        .regex(/^[A-Z0-9]{16,128}$/, { error: 'access_key_format' }),
      secret_access_key: secretField(128),
    }),
  ],
  { error: 'one_of' },
);

export const deliveryMethodBody = z.strictObject({ ...station, method: deliveryMethodField() });
export const connectedMethodBody = z.strictObject({
  ...station,
  method: z.enum(CONNECTED_METHODS, { error: 'one_of' }),
});
export const deliveryNotificationBody = z.strictObject({ ...station, email: emailField() });
export const houseCodeNotificationsBody = z.strictObject({
  ...station,
  emails: z.array(emailField()).max(20, { error: 'too_many' }),
});

/** What the get call says of saved credentials: masked (`••••1234`), never the values. */
export const maskedCredentialsSchema = z.record(z.string(), z.string());

const methodState = <Settings extends z.ZodType>(settings: Settings) =>
  z.object({
    settings: settings.nullable(),
    credentials: maskedCredentialsSchema.nullable(),
    /** Settings and, where needed, credentials saved: the method can be activated and tested. */
    complete: z.boolean(),
  });

export const deliveryMethodSchema = z.object({
  /** The station this method is its own, or null for the account's. */
  call_letters: z.string().nullable(),
  active_method: deliveryMethodField().nullable(),
  methods: z.object({
    ftp: methodState(ftpSettingsSchema),
    s3: methodState(s3SettingsSchema),
    aspera: methodState(asperaSettingsSchema),
    web: z.object({ complete: z.boolean() }),
    traffic_instructions: z.object({ complete: z.boolean() }),
  }),
  /** Who is told when a master sent to this account needs a house code; empty: the notifications list. */
  specific_house_code_notifications: z.array(z.string()),
});
export type DeliveryMethodState = z.infer<typeof deliveryMethodSchema>;

/** A station of the account and the method it has of its own (null: it receives by the account's). */
export const stationMethodSchema = z.object({
  call_letters: z.string(),
  active_method: deliveryMethodField().nullable(),
});
export type StationMethod = z.infer<typeof stationMethodSchema>;

export const deliveryMethodResponse = z.object({
  success: z.literal(true),
  delivery_method: deliveryMethodSchema,
  notifications_list: z.array(z.string()),
  /** `get` only: each of the account's stations and its own method, if any. */
  station_methods: z.array(stationMethodSchema).optional(),
});
export const deliveryNotificationsResponse = z.object({
  success: z.literal(true),
  notifications_list: z.array(z.string()),
});

/**
 * Where a connection test stopped, in the order it goes, and why, in terms a station engineer
 * knows. `ok` tests wrote and deleted a small file in the target folder.
 */
export const CONNECTION_STEPS = ['resolve', 'connect', 'login', 'folder', 'write', 'delete'] as const;
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  /** The last step reached: where it failed, or `delete` when everything worked. */
  step: z.enum(CONNECTION_STEPS),
  problem: z.enum(CONNECTION_PROBLEMS).optional(),
  /** The address the host resolved to, so the engineer sees which server answered. */
  address: z.string().optional(),
  duration_ms: z.number(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
export const connectionTestResponse = z.object({ success: z.literal(true), test: connectionTestSchema });
