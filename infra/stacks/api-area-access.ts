import type { Area } from '@masterport/contract';

export type DataBucket = 'sources' | 'outputs' | 'documents';

/** Object-level S3 actions by intent. Presigned URLs carry the signer's rights, so a function that
 * presigns a download needs read, and one that presigns multipart uploads needs write. */
export const S3_ACTIONS = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
  delete: ['s3:DeleteObject'],
  /** Bucket-level: listing keys under a prefix (granted on the bucket, not its objects). */
  list: ['s3:ListBucket'],
} as const;

export type S3Access = keyof typeof S3_ACTIONS;

/**
 * Cognito admin calls the API makes server-side (create the user, set the password the user chose,
 * read it back, mark the e-mail verified or change it). Sign-in, refresh, forgot-password and token
 * revocation go through the public app client and need no IAM permission.
 */
export const IDENTITY_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
] as const;

/** Item-level table actions; no Scan, which has no place in a request path (DESIGN section 3). */
export const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

export interface AreaAccess {
  /** Cognito admin actions on this app's user pool. */
  readonly identityAdmin?: boolean;
  /** ses:SendEmail from the app's mail identity. */
  readonly sendMail?: boolean;
  /** Sends the public contact form's messages to the stage's contact address. */
  readonly receivesContactMessages?: boolean;
  readonly buckets?: Partial<Record<DataBucket, readonly S3Access[]>>;
  /** states:StartExecution on the master-processing state machine, and its ARN in the environment. */
  readonly startsProcessing?: boolean;
  /** states:StartExecution on the archive-files state machine (zips prepared for download), and its ARN. */
  readonly startsArchives?: boolean;
  /** states:StartExecution on the master-archiving state machine (archive, unarchive), and its ARN. */
  readonly startsMasterArchiving?: boolean;
  /** states:StartExecution on the account-archive state machine (a cancellation taking effect), and its ARN. */
  readonly startsAccountArchive?: boolean;
  /** states:StartExecution on the delivery state machine (sending and redistributing), and its ARN. */
  readonly startsDelivery?: boolean;
  /** Seals and opens stations' delivery credentials with the delivery key, and reaches stations' buckets (by role). */
  readonly deliveryCredentials?: boolean;
  /** Packages installed beside the bundle (they load their own files at run time). */
  readonly nodeModules?: readonly string[];
  /** Runs native code installed for x86_64 (the build machine's): the function runs on x86_64 too. */
  readonly x86?: boolean;
  /** Runs ffmpeg in the request (a still picture, never an encode): the ffmpeg layer, hence x86_64. */
  readonly ffmpeg?: boolean;
  /**
   * Calls the card gateway (card forms, charges): its API and form script in the environment, its
   * token read from the app secret.
   */
  readonly paymentGateway?: boolean;
  /** Checks a reCAPTCHA token with Google: the secret read from the app secret. */
  readonly recaptcha?: boolean;
  /**
   * Looks codes up in the Ad-ID registry (docs/ad-codes.md): its base in the environment when the
   * stage configures one, the key it issued us read from the app secret.
   */
  readonly adCodeRegistry?: boolean;
}

/** Whether an area's function reads the stage's app secret (a card gateway token, the reCAPTCHA secret, the registry key). */
export const readsAppSecret = (access: AreaAccess): boolean =>
  !!(access.paymentGateway || access.recaptcha || access.adCodeRegistry);

/**
 * The delivery report's PDF library (with fontkit and a brotli dictionary, 0.9 MB bundled), installed
 * beside the bundle of each area with a call that makes a report and loaded by that call only
 * (core/distributions/report-pdf.ts): the area's other calls do not parse it at cold start. The
 * delivery task makes the sender's confirmation report too (processing-stack.ts).
 */
export const REPORT_PDF_MODULES = ['pdfkit'] as const;

/**
 * ISO 3166-2 (240 kB), installed beside the bundle of each area that checks an address (sign-up,
 * add an account, the identification tab) and loaded by the calls that list or check states
 * (core/places.ts).
 */
const SUBDIVISION_MODULES = ['iso-3166'] as const;

/**
 * libphonenumber (with every country's numbering plan: 121 kB), installed beside the bundle of each
 * area that keeps a phone (an account's address, the contacts tab) and loaded by those calls only
 * (core/phone.ts).
 */
const PHONE_MODULES = ['libphonenumber-js'] as const;

/**
 * What each area's function may touch beyond the table (which every area reads and writes).
 * Widen an entry when a feature needs it, in the same change as the feature.
 */
export const AREA_ACCESS: Readonly<Record<Area, AreaAccess>> = {
  // A session carries a link to each account's logo, signed here: reading it needs the documents bucket.
  // Sign-up is behind reCAPTCHA.
  auth: {
    recaptcha: true,
    identityAdmin: true,
    sendMail: true,
    buckets: { documents: ['read'] },
    nodeModules: [...SUBDIVISION_MODULES, ...PHONE_MODULES],
  },
  // get-deletion signs the links of a cancelled account's archive (its zips under archives/ in outputs).
  account: {
    identityAdmin: true,
    sendMail: true,
    buckets: { documents: ['read'], outputs: ['read'] },
    nodeModules: [...SUBDIVISION_MODULES, ...PHONE_MODULES],
  },
  // The delivery-method tab seals credentials, and its connection test opens them. The access tab
  // e-mails invitations. The identification tab takes a logo (PUT by the browser under logos/),
  // checks and redraws it with @napi-rs/canvas, and keeps the PNG. basic-ftp is loaded by the FTP
  // connection test only (core/delivery/ftp-target.ts).
  profile: {
    deliveryCredentials: true,
    sendMail: true,
    buckets: { documents: ['read', 'write', 'delete'] },
    nodeModules: ['@napi-rs/canvas', 'basic-ftp', ...SUBDIVISION_MODULES, ...PHONE_MODULES],
    x86: true,
  },
  'call-letters': {},
  // The invoice PDF (core/billing/invoices/invoice-pdf.ts) is the delivery report's pdfkit and font.
  // Card forms and payments go through the card gateway. A card's billing address is checked (its
  // province is one of its country's).
  billing: { paymentGateway: true, nodeModules: ['dejavu-fonts-ttf', ...REPORT_PDF_MODULES, ...SUBDIVISION_MODULES] },
  // A plan change approved now issues and charges an invoice, and cancelling at once the final one
  // (e-mailed; billing's invoice e-mail shares the invoice PDF's words, which load pdfkit), then
  // starts the account's archive: the areas that reach it install what billing installs and charge
  // through the card gateway.
  plan: {
    paymentGateway: true,
    sendMail: true,
    startsAccountArchive: true,
    nodeModules: ['dejavu-fonts-ttf', ...REPORT_PDF_MODULES],
  },
  // The operators' console e-mails its decisions and approves plan changes.
  ops: { paymentGateway: true, sendMail: true, nodeModules: ['dejavu-fonts-ttf', ...REPORT_PDF_MODULES] },
  // Documents are checked by their bytes with pdf.js, which loads its worker file beside it, and
  // their first page drawn with @napi-rs/canvas, a native module installed for the build machine.
  // The delivery report's font (DejaVu, a package of font files) is installed beside the bundle.
  documents: {
    buckets: { documents: ['read', 'write', 'delete'] },
    nodeModules: ['pdfjs-dist', '@napi-rs/canvas', 'dejavu-fonts-ttf', ...REPORT_PDF_MODULES],
    x86: true,
  },
  // restart-workflow, fix-loudness and create/recreate output start a processing run.
  // preview-slate draws the slate with ffmpeg (one frame, well under a second). A master a partner
  // studio creates for a client is announced by e-mail to the client's addresses for that studio.
  // "Download all" starts a zip in the background and signs its link once ready. Archive and
  // unarchive start the master-archiving machine; delete removes every file under the master's prefixes.
  // user/mock copies the demo samples under a demo master's source keys (read and write).
  // validate-unique-id looks an Ad-ID code up in the registry.
  masters: {
    adCodeRegistry: true,
    buckets: { sources: ['read', 'write', 'delete', 'list'], outputs: ['read', 'delete', 'list'] },
    startsProcessing: true,
    startsArchives: true,
    startsMasterArchiving: true,
    ffmpeg: true,
    sendMail: true,
    nodeModules: REPORT_PDF_MODULES,
  },
  // Marking delivered, taking a station off and a station's acknowledgement can complete a
  // distribution: the sender's confirmation report is mailed from here.
  distributions: {
    buckets: { outputs: ['read'] },
    startsProcessing: true,
    startsDelivery: true,
    sendMail: true,
    nodeModules: ['dejavu-fonts-ttf', ...REPORT_PDF_MODULES],
  },
  // Playlist cards show their masters' pictures: links signed on the outputs bucket.
  playlists: { buckets: { outputs: ['read'] } },
  // Share pages hand out download URLs for outputs and documents; they never write. A playlist's
  // zip is prepared in the background (the archive machine) and its link signed once ready.
  public: {
    buckets: { outputs: ['read'], documents: ['read'] },
    startsDelivery: true,
    startsArchives: true,
    nodeModules: ['dejavu-fonts-ttf', ...REPORT_PDF_MODULES],
  },
  // The contact form (behind reCAPTCHA) mails the team and acknowledges the sender.
  site: { sendMail: true, receivesContactMessages: true, recaptcha: true },
  // Multipart uploads straight from the browser; read lets completion check what arrived. The S3
  // event of the finished object starts processing (functions/events), not this area.
  uploads: { buckets: { sources: ['read', 'write'] } },
};
