/**
 * Every setting a function reads from its environment, written once: the variable's name, and
 * whether a function may run without it. `lambdaEnvironment` builds the variables from values (the
 * CDK stacks and the local cloud both call it, so they cannot drift); `config()` reads them back,
 * once per process, and throws on first use of a missing required one, so a misconfigured function
 * fails at its first call instead of sending a bad request. No AWS SDK here: infra imports this
 * module (`@masterport/core/config`) at synth time.
 */
export const SETTINGS = {
  tableName: { variable: 'TABLE_NAME', required: true },
  sourcesBucket: { variable: 'SOURCES_BUCKET', required: true },
  outputsBucket: { variable: 'OUTPUTS_BUCKET', required: true },
  documentsBucket: { variable: 'DOCUMENTS_BUCKET', required: true },
  userPoolId: { variable: 'USER_POOL_ID', required: true },
  userPoolClientId: { variable: 'USER_POOL_CLIENT_ID', required: true },
  mailFrom: { variable: 'MAIL_FROM', required: true },
  /** Where the public contact form's messages are sent (the stage's team address). */
  contactMailTo: { variable: 'CONTACT_MAIL_TO', required: true },
  /** The SPA's address, for links in e-mails (no trailing slash). */
  appUrl: { variable: 'APP_URL', required: true },
  masterProcessingStateMachineArn: { variable: 'MASTER_PROCESSING_STATE_MACHINE_ARN', required: true },
  /** The archive-files state machine: zips prepared in the background (state-machines/archive-files). */
  archiveFilesStateMachineArn: { variable: 'ARCHIVE_FILES_STATE_MACHINE_ARN', required: true },
  /** The delivery state machine: a distribution's files to its stations (state-machines/delivery). */
  deliveryStateMachineArn: { variable: 'DELIVERY_STATE_MACHINE_ARN', required: true },
  /** The master-archiving state machine: a master's files to cold storage and back (state-machines/master-archiving). */
  masterArchivingStateMachineArn: { variable: 'MASTER_ARCHIVING_STATE_MACHINE_ARN', required: true },
  /** The account-archive state machine: a cancelled account's data zipped before anything is deleted (state-machines/account-archive). */
  accountArchiveStateMachineArn: { variable: 'ACCOUNT_ARCHIVE_STATE_MACHINE_ARN', required: true },
  /** Seconds between two checks of a restore from cold storage; AWS's default (30 minutes) unless set (the local cloud: seconds). */
  restoreCheckSeconds: { variable: 'RESTORE_CHECK_SECONDS', required: false },
  /** 'ffmpeg' (default) or 'mediaconvert': which encoder makes the output keys MediaConvert can make. */
  encoder: { variable: 'ENCODER', required: false },
  mediaConvertRoleArn: { variable: 'MEDIACONVERT_ROLE_ARN', required: true },
  /** 'transcribe' (AWS: Amazon Transcribe) or 'pocketsphinx' (default: the local recognizer): who makes transcripts (docs/transcripts.md). */
  transcriber: { variable: 'TRANSCRIBER', required: false },
  /** The ffmpeg layer's binaries and fonts; without them the npm packages' binaries are used. */
  ffmpegPath: { variable: 'FFMPEG_PATH', required: false },
  ffprobePath: { variable: 'FFPROBE_PATH', required: false },
  fontsDir: { variable: 'FONTS_DIR', required: false },
  serviceName: { variable: 'POWERTOOLS_SERVICE_NAME', required: false },
  /** Google's reCAPTCHA secret: a secret, read through `secretSetting` like the gateway's token. */
  recaptchaSecret: { variable: 'RECAPTCHA_SECRET', required: false },
  /** The local cloud's Cognito emulator serves its keys elsewhere than AWS's pattern. */
  cognitoIssuer: { variable: 'COGNITO_ISSUER', required: false },
  cognitoJwksUrl: { variable: 'COGNITO_JWKS_URL', required: false },
  /** '1' only on the local cloud: cookies without `Secure` (http://127.0.0.1), the local reCAPTCHA verifier. */
  localCloud: { variable: 'LOCAL_CLOUD', required: false },
  s3ForcePathStyle: { variable: 'S3_FORCE_PATH_STYLE', required: false },
  /** The KMS key that wraps delivery credentials' data keys (AWS). */
  deliveryKmsKeyId: { variable: 'DELIVERY_KMS_KEY_ID', required: false },
  /** The local cloud's stand-in for that key: a file of 32 random bytes under its data folder. */
  deliveryKeyFile: { variable: 'DELIVERY_KEY_FILE', required: false },
  /** The card gateway's API base (Helcim's `https://api.helcim.com/v2`; the local cloud's stand-in). */
  paymentGatewayUrl: { variable: 'PAYMENT_GATEWAY_URL', required: false },
  /**
   * The gateway's API token (Helcim's `api-token`): a secret, read through `secretSetting`. Set in the
   * environment on the local cloud; in AWS it is a key of the app secret (`appSecretsArn`).
   */
  paymentGatewayApiToken: { variable: 'PAYMENT_GATEWAY_API_TOKEN', required: false },
  /** The stage's app secret in Secrets Manager: a JSON object of the secret settings, by variable name. */
  appSecretsArn: { variable: 'APP_SECRETS_ARN', required: false },
  /** The card form's script the SPA loads (HelcimPay.js `start.js`; the local cloud's stand-in). */
  paymentGatewayScriptUrl: { variable: 'PAYMENT_GATEWAY_SCRIPT_URL', required: false },
  /** The Ad-ID registry's code look-up base (docs/ad-codes.md); unset: no code is looked up. The local cloud's stand-in. */
  adIdRegistryUrl: { variable: 'AD_ID_REGISTRY_URL', required: false },
  /** The key the registry issued us: a secret, read through `secretSetting` (the app secret in AWS). */
  adIdRegistryApiKey: { variable: 'AD_ID_REGISTRY_API_KEY', required: false },
  /** Our GST/HST registration number (123456789RT0001), printed on every invoice (docs/billing.md, "Taxes"). */
  gstHstRegistrationNumber: { variable: 'GST_HST_REGISTRATION_NUMBER', required: false },
  /** Our Quebec QST registration number (1234567890TQ0001), printed on every invoice. */
  qstRegistrationNumber: { variable: 'QST_REGISTRATION_NUMBER', required: false },
  /** '1' while the stage is under maintenance: every API call answers 503 `maintenance` (docs/site.md). */
  maintenance: { variable: 'MAINTENANCE', required: false },
} as const satisfies Record<string, { variable: string; required: boolean }>;

type Setting = keyof typeof SETTINGS;
type Value<Name extends Setting> = (typeof SETTINGS)[Name]['required'] extends true ? string : string | undefined;
export type Settings = { readonly [Name in Setting]: Value<Name> };

/** The environment variables of a function given these settings (a setting left out is not set). */
export function lambdaEnvironment(settings: Partial<Record<Setting, string>>): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings) as [Setting, string | undefined][]) {
    if (value !== undefined) environment[SETTINGS[name].variable] = value;
  }
  return environment;
}

/** The region the SDK clients talk to (Lambda sets AWS_REGION). */
export const awsRegion = (): string => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';

const cache = new Map<Setting, string | undefined>();

function read<Name extends Setting>(name: Name): Value<Name> {
  if (!cache.has(name)) {
    const value = process.env[SETTINGS[name].variable] || undefined;
    if (value === undefined && SETTINGS[name].required)
      throw new Error(`Missing required environment variable ${SETTINGS[name].variable}`);
    cache.set(name, value);
  }
  return cache.get(name) as Value<Name>;
}

/** A getter per setting; `config()` adds the derived values on top. */
const settingsView = Object.defineProperties(
  {} as Settings,
  Object.fromEntries(
    (Object.keys(SETTINGS) as Setting[]).map((name) => [name, { get: () => read(name), enumerable: true }]),
  ),
);

/**
 * The settings, each read from the environment on first use and kept for the process; a function
 * that never uses one (the events function and the user pool) is never made to require it. Derived
 * values (`region`, `issuer`, `jwksUrl`, `insecureCookies`, `recaptcha`) come along.
 */
const derived = {
  get region() {
    return awsRegion();
  },
  get appUrl() {
    return read('appUrl').replace(/\/$/, '');
  },
  get encoder(): 'ffmpeg' | 'mediaconvert' {
    const value = read('encoder') ?? 'ffmpeg';
    if (value !== 'ffmpeg' && value !== 'mediaconvert')
      throw new Error(`ENCODER must be 'ffmpeg' or 'mediaconvert', not '${value}'`);
    return value;
  },
  get transcriber(): 'transcribe' | 'pocketsphinx' {
    const value = read('transcriber') ?? 'pocketsphinx';
    if (value !== 'transcribe' && value !== 'pocketsphinx')
      throw new Error(`TRANSCRIBER must be 'transcribe' or 'pocketsphinx', not '${value}'`);
    return value;
  },
  get issuer() {
    return read('cognitoIssuer') ?? `https://cognito-idp.${awsRegion()}.amazonaws.com/${read('userPoolId')}`;
  },
  get jwksUrl() {
    return read('cognitoJwksUrl') ?? `${this.issuer}/.well-known/jwks.json`;
  },
  get insecureCookies() {
    return read('localCloud') === '1';
  },
  /** 'google' in AWS (secret from the environment), 'local' on the local cloud. */
  get recaptcha(): 'google' | 'local' {
    return read('localCloud') === '1' ? 'local' : 'google';
  },
  /** The stage's maintenance switch is on: the API refuses every call with 503 `maintenance`. */
  get maintenance() {
    return read('maintenance') === '1';
  },
  /** Delivery targets on this machine are refused in AWS; the local cloud delivers to its own test servers. */
  get allowLoopbackTargets() {
    return read('localCloud') === '1';
  },
};

// Getters copied as getters (Object.assign would read them once, now).
const CONFIG = Object.defineProperties(Object.create(settingsView), Object.getOwnPropertyDescriptors(derived)) as Omit<
  Settings,
  keyof typeof derived
> &
  typeof derived;

export const config = (): typeof CONFIG => CONFIG;

/** Tests and the local cloud change the environment between runs. */
export const resetConfig = (): void => {
  cache.clear();
};
