import type { S3Event, S3ObjectCreatedNotificationEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createdObjectKeys, handler } from './source-uploaded.ts';

const KEY = 'sources/acc_1/mst_1/video/SPOT_30.mov';

describe('createdObjectKeys', () => {
  it("reads the key of the EventBridge event the processing stack's rule delivers in AWS", () => {
    const event = {
      version: '0',
      id: 'e1',
      'detail-type': 'Object Created',
      source: 'aws.s3',
      account: '123456789012',
      time: '2026-11-22T10:00:00Z',
      region: 'eu-west-1',
      resources: ['arn:aws:s3:::sources-bucket'],
      detail: {
        version: '0',
        bucket: { name: 'sources-bucket' },
        object: { key: KEY, size: 1024, etag: 'abc', sequencer: '01' },
        'request-id': 'r1',
        requester: '123456789012',
        'source-ip-address': '192.0.2.1',
        reason: 'CompleteMultipartUpload',
      },
    } as S3ObjectCreatedNotificationEvent;
    expect(createdObjectKeys(event)).toEqual([KEY]);
  });

  it('decodes the form-encoded keys of S3 notification records (the local cloud)', () => {
    const event = {
      Records: [{ s3: { object: { key: 'sources/a/m/video/my+spot%281%29.mov' } } }],
    } as unknown as S3Event;
    expect(createdObjectKeys(event)).toEqual(['sources/a/m/video/my spot(1).mov']);
  });

  it('ignores EventBridge events that are not object creations', () => {
    const event = {
      'detail-type': 'Object Deleted',
      detail: { object: { key: KEY } },
    } as unknown as S3ObjectCreatedNotificationEvent;
    expect(createdObjectKeys(event)).toEqual([]);
  });
});

describe('handler', () => {
  it('refuses an event of another shape before any work, naming what is wrong', async () => {
    // Act and assess: no key to read, so nothing is recorded and nothing starts.
    await expect(handler({ Records: [{ s3: { bucket: 'x' } }] })).rejects.toThrow('Source event refused');
    await expect(handler('not an event')).rejects.toThrow('Source event refused');
  });
});
