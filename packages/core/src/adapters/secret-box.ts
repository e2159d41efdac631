import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config.ts';

/**
 * Envelope encryption of delivery credentials. Each sealing draws a fresh 256-bit data key,
 * encrypts with AES-256-GCM, and keeps only the data key wrapped by a master key: KMS in AWS
 * (`DELIVERY_KMS_KEY_ID`), a local key file on the local cloud (`DELIVERY_KEY_FILE`). The context
 * (the account and the method) is authenticated with the data: a sealed value copied onto another
 * account, or another method, does not open.
 */
export interface SealContext {
  account_id: string;
  purpose: string;
}

interface Sealed {
  v: 1;
  /** `kms` or `local`: which master key wrapped `key`. */
  by: 'kms' | 'local';
  key: string;
  iv: string;
  tag: string;
  data: string;
}

const contextBytes = (context: SealContext) => Buffer.from(`${context.account_id}\n${context.purpose}`, 'utf8');

function gcmSeal(key: Buffer, plain: Buffer, aad: Buffer) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, data, tag: cipher.getAuthTag() };
}

function gcmOpen(key: Buffer, sealed: { iv: Buffer; data: Buffer; tag: Buffer }, aad: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv).setAAD(aad).setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.data), decipher.final()]);
}

/** The local master key, made on first use with owner-only permissions. */
function localMasterKey(file: string): Buffer {
  try {
    const key = readFileSync(file);
    if (key.length === 32) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  return key;
}

let kms: KMSClient | undefined;
const kmsClient = () => (kms ??= new KMSClient({}));

interface KeyWrapper {
  by: Sealed['by'];
  newDataKey(context: SealContext): Promise<{ plain: Buffer; wrapped: Buffer }>;
  unwrap(wrapped: Buffer, context: SealContext): Promise<Buffer>;
}

function keyWrapper(): KeyWrapper {
  const { deliveryKmsKeyId, deliveryKeyFile } = config();
  if (deliveryKmsKeyId) {
    // KMS's encryption context is logged in CloudTrail: the account id says whose secret was opened.
    return {
      by: 'kms',
      async newDataKey(context) {
        const answer = await kmsClient().send(
          new GenerateDataKeyCommand({
            KeyId: deliveryKmsKeyId,
            KeySpec: 'AES_256',
            EncryptionContext: { ...context },
          }),
        );
        return { plain: Buffer.from(answer.Plaintext!), wrapped: Buffer.from(answer.CiphertextBlob!) };
      },
      async unwrap(wrapped, context) {
        const answer = await kmsClient().send(
          new DecryptCommand({ KeyId: deliveryKmsKeyId, CiphertextBlob: wrapped, EncryptionContext: { ...context } }),
        );
        return Buffer.from(answer.Plaintext!);
      },
    };
  }
  if (deliveryKeyFile) {
    return {
      by: 'local',
      async newDataKey(context) {
        const plain = randomBytes(32);
        const { iv, data, tag } = gcmSeal(localMasterKey(deliveryKeyFile), plain, contextBytes(context));
        return { plain, wrapped: Buffer.concat([iv, tag, data]) };
      },
      async unwrap(wrapped, context) {
        return gcmOpen(
          localMasterKey(deliveryKeyFile),
          { iv: wrapped.subarray(0, 12), tag: wrapped.subarray(12, 28), data: wrapped.subarray(28) },
          contextBytes(context),
        );
      },
    };
  }
  throw new Error('Delivery credentials need DELIVERY_KMS_KEY_ID (AWS) or DELIVERY_KEY_FILE (local cloud)');
}

/** Seals a JSON value under the context; the answer is a string safe to store. */
export async function sealSecret(value: unknown, context: SealContext): Promise<string> {
  const wrapper = keyWrapper();
  const dataKey = await wrapper.newDataKey(context);
  try {
    const { iv, data, tag } = gcmSeal(dataKey.plain, Buffer.from(JSON.stringify(value), 'utf8'), contextBytes(context));
    const sealed: Sealed = {
      v: 1,
      by: wrapper.by,
      key: dataKey.wrapped.toString('base64'),
      iv: iv.toString('base64'),
      tag: tag.toString('base64'),
      data: data.toString('base64'),
    };
    return JSON.stringify(sealed);
  } finally {
    dataKey.plain.fill(0);
  }
}

/** Opens what `sealSecret` sealed under the same context; throws if anything was changed. */
export async function openSecret<Value>(stored: string, context: SealContext): Promise<Value> {
  const sealed = JSON.parse(stored) as Sealed;
  const wrapper = keyWrapper();
  if (sealed.v !== 1 || sealed.by !== wrapper.by)
    throw new Error(`Sealed with the ${sealed.by} key, which this environment does not hold`);
  const key = await wrapper.unwrap(Buffer.from(sealed.key, 'base64'), context);
  try {
    const plain = gcmOpen(
      key,
      {
        iv: Buffer.from(sealed.iv, 'base64'),
        tag: Buffer.from(sealed.tag, 'base64'),
        data: Buffer.from(sealed.data, 'base64'),
      },
      contextBytes(context),
    );
    return JSON.parse(plain.toString('utf8')) as Value;
  } finally {
    key.fill(0);
  }
}
