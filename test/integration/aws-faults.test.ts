import { CreateMultipartUploadCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { useInProcessApi } from './support/in-process-api.ts';
import { ApiClient } from './support/client.ts';

/**
 * AWS refusals no emulator produces on demand (S3 throttling), injected with aws-sdk-client-mock
 * into the API functions run here, in this process, behind the local API Gateway stand-in, on the
 * local cloud's table and buckets. The caller gets the catalogued 503, never a 500.
 */
const api = useInProcessApi();

describe('AWS throttling', () => {
  it('answers 503 service_busy in the user’s language when S3 asks to slow down, and works again once it stops', async () => {
    // Prepare
    const client = new ApiClient({ baseUrl: api.baseUrl });
    expect(
      (await client.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD })).status,
    ).toBe(200);
    const created = await client.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_RADIO',
      title: 'Throttled',
      unique_id: `TH${Date.now().toString(36).toUpperCase()}`,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '2trks',
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const start = { master_id: created.body.master_id, asset: 'radio', filename: 'spot.wav', size: 1024 };

    // Act
    const s3 = mockClient(S3Client);
    s3.on(CreateMultipartUploadCommand).rejects(
      Object.assign(new Error('Please reduce your request rate.'), { name: 'SlowDown', $fault: 'server' }),
    );
    const throttled = await client.post('user/uploads/create-multipart', start).finally(() => s3.restore());
    const afterwards = await client.post('user/uploads/create-multipart', start);

    // Assess
    expect(throttled.status).toBe(503);
    expect(throttled.body).toMatchObject({
      success: false,
      code: 'service_busy',
      message: 'Masterport is very busy right now. Please try again in a moment.',
    });
    expect(JSON.stringify(throttled.body)).not.toContain('reduce your request rate');
    expect(afterwards.status).toBe(200);
  });
});
