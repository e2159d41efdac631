import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { masterFileRoutes } from '@masterport/contract';
import { AppError } from '@masterport/core/shared';
import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request.ts';

const event = (pathParameters: Record<string, string>) =>
  ({ headers: {}, pathParameters, requestContext: { http: { sourceIp: '192.0.2.1' } } }) as unknown as APIGatewayProxyEventV2;

describe('parseRequest', () => {
  it('hands the handler the path parameters its route describes', () => {
    const request = parseRequest(masterFileRoutes.getDownloadUrl, event({ master_id: 'Ab3_def-45', output_key: 'WEBVTT_CC' }));
    expect(request.params).toEqual({ master_id: 'Ab3_def-45', output_key: 'WEBVTT_CC' });
  });

  it('answers validation_error naming each path parameter outside its field', () => {
    const parsing = () => parseRequest(masterFileRoutes.getDownloadUrl, event({ master_id: 'a b', output_key: 'webvtt' }));
    expect(parsing).toThrow(AppError);
    expect(parsing).toThrow(expect.objectContaining({ code: 'validation_error', fields: { master_id: 'id', output_key: 'one_of' } }));
  });
});
