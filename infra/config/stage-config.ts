import { RemovalPolicy } from 'aws-cdk-lib';
import * as z from 'zod';
import { devStage } from './stages/dev.ts';
import { prodStage } from './stages/prod.ts';

const domainName = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'a lower-case DNS name');

/**
 * What differs between deployments of the same app. Parsed once with zod so a typo in a stage
 * file or on the command line fails the synth with a readable message instead of a broken deploy.
 */
export const stageConfigSchema = z
  .strictObject({
    stage: z.string().regex(/^[a-z][a-z0-9-]{1,15}$/, 'lower-case letters, digits and dashes'),
    /** Omitted: the CLI's current credentials and region decide (environment-agnostic stacks). */
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
      .optional(),
    mail: z.strictObject({
      /** Verified in SES as a domain identity (DKIM records to publish are in the stack's outputs). */
      domain: domainName,
      fromAddress: z.email(),
      /** Where the public contact form's messages go (any address: SES sends to it from fromAddress). */
      contactAddress: z.email(),
    }),
    /**
     * A custom host name for the app. CloudFront can only serve it with an ACM certificate in
     * us-east-1, so both come together. Omitted: the app lives on its *.cloudfront.net name.
     */
    appDomain: z.strictObject({ name: domainName, certificateArn: z.string().startsWith('arn:') }).optional(),
    /**
     * The maintenance switch (docs/site.md): on, every API call answers 503 `maintenance` and the app
     * shows its maintenance page. Turned on for a deploy with `-c maintenance=true`.
     */
    maintenance: z.boolean().default(false),
    /** Which engine encodes masters (DESIGN section 1); read by the media stacks. */
    encoder: z.enum(['ffmpeg', 'mediaconvert']).default('ffmpeg'),
    retention: z.strictObject({
      /** 'retain' keeps the table, buckets and user pool when a stack is deleted or replaced. */
      removalPolicy: z.enum(['destroy', 'retain']),
      logRetentionDays: z.union([
        z.literal(7),
        z.literal(14),
        z.literal(30),
        z.literal(90),
        z.literal(180),
        z.literal(365),
      ]),
    }),
    billing: z
      .strictObject({
        /**
         * The card gateway's API (Helcim v2) and its card form's script (HelcimPay.js), as Helcim
         * publishes them; its API token is in the app secret (data-stack.ts), never here.
         */
        gatewayApiUrl: z.url().default('https://api.helcim.com/v2'),
        gatewayScriptUrl: z.url().default('https://secure.helcim.app/helcim-pay/services/start.js'),
        /** Our tax registration numbers, printed on every invoice (docs/billing.md, "Taxes"); omitted until registered. */
        gstHstRegistrationNumber: z
          .string()
          .regex(/^\d{9}RT\d{4}$/, 'nine digits, RT, four digits')
          .optional(),
        qstRegistrationNumber: z
          .string()
          .regex(/^\d{10}TQ\d{4}$/, 'ten digits, TQ, four digits')
          .optional(),
      })
      .prefault({}),
    adCodes: z
      .strictObject({
        /**
         * The Ad-ID registry's code look-up for approved outlets (docs/ad-codes.md): its base as the
         * registry gives it with our approval (it is not published). Unset: no code is looked up and
         * the slate modal says the registry could not be asked. The key is in the app secret.
         */
        registryUrl: z.url().optional(),
      })
      .prefault({}),
    api: z.strictObject({
      /** Stage-wide throttling: requests per second and burst, before any per-user rate limit. */
      throttle: z.strictObject({ rateLimit: z.number().int().positive(), burstLimit: z.number().int().positive() }),
    }),
  })
  .refine((config) => config.mail.fromAddress.toLowerCase().endsWith(`@${config.mail.domain}`), {
    message: 'mail.fromAddress must be an address at mail.domain, the SES identity it is sent from',
    path: ['mail', 'fromAddress'],
  });

/** Stage files write the input shape; defaults are applied by the schema. */
export type StageConfigInput = z.input<typeof stageConfigSchema>;
export type StageConfig = z.output<typeof stageConfigSchema>;

const STAGES: Readonly<Record<string, StageConfigInput>> = { dev: devStage, prod: prodStage };

/** What config needs of an App: its context (`-c key=value` and cdk.json). */
export interface ContextSource {
  readonly node: { tryGetContext(key: string): unknown };
}

/**
 * The only place that reads CDK context: `-c stage=prod` picks a stage file (default `dev`);
 * `-c account=...` and `-c region=...` override where it deploys, `-c encoder=mediaconvert` the encoder,
 * `-c maintenance=true` turns the maintenance switch on.
 */
export function loadStageConfig(app: ContextSource): StageConfig {
  const stage: unknown = app.node.tryGetContext('stage') ?? 'dev';
  if (typeof stage !== 'string' || !Object.hasOwn(STAGES, stage)) {
    throw new Error(`Unknown stage ${JSON.stringify(stage)}: expected one of ${Object.keys(STAGES).join(', ')}`);
  }
  const overrides = Object.fromEntries(
    (['account', 'region', 'encoder'] as const).flatMap((key) => {
      const value: unknown = app.node.tryGetContext(key);
      return value === undefined ? [] : [[key, String(value)]];
    }),
  );
  // A switch typed on the command line arrives as text; anything but true or false is refused below.
  const maintenance: unknown = app.node.tryGetContext('maintenance');
  const switches =
    maintenance === undefined
      ? {}
      : { maintenance: maintenance === 'true' ? true : maintenance === 'false' ? false : maintenance };
  const parsed = stageConfigSchema.safeParse({ ...STAGES[stage], ...overrides, ...switches });
  if (!parsed.success) throw new Error(`Invalid stage config "${stage}":\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** What 'destroy' and 'retain' mean for CloudFormation. */
export const removalPolicyOf = (config: StageConfig): RemovalPolicy =>
  config.retention.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
