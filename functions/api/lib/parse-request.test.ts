import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { callLetterRouteTable, masterFileRoutes } from '@masterport/contract';
import { AppError } from '@masterport/core/shared';
import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request.ts';

const event = (pathParameters: Record<string, string>, queryStringParameters?: Record<string, string>) =>
  ({
    headers: {},
    pathParameters,
    queryStringParameters,
    requestContext: { http: { sourceIp: '192.0.2.1' } },
  }) as unknown as APIGatewayProxyEventV2;

describe('parseRequest', () => {
  it('hands the handler the path parameters its route describes', () => {
    const request = parseRequest(
      masterFileRoutes.getDownloadUrl,
      event({ master_id: 'Ab3_def-45', output_key: 'WEBVTT_CC' }),
    );
    expect(request.params).toEqual({ master_id: 'Ab3_def-45', output_key: 'WEBVTT_CC' });
  });

  it('answers validation_error naming each path parameter outside its field', () => {
    const parsing = () =>
      parseRequest(masterFileRoutes.getDownloadUrl, event({ master_id: 'a b', output_key: 'webvtt' }));
    expect(parsing).toThrow(AppError);
    expect(parsing).toThrow(
      expect.objectContaining({ code: 'validation_error', fields: { master_id: 'id', output_key: 'one_of' } }),
    );
  });

  it('answers validation_error naming the query for a query name the route does not declare, as for an unknown body field', () => {
    const params = { master_id: 'Ab3_def-45', output_key: 'WEBVTT_CC' };
    const parsing = () => parseRequest(masterFileRoutes.getDownloadUrl, event(params, { debug: '1' }));
    expect(parsing).toThrow(expect.objectContaining({ code: 'validation_error', fields: { query: 'unknown_field' } }));
    expect(parseRequest(masterFileRoutes.getList, event({}, { page: '2' })).query).toEqual({ page: 2 });
  });

  it('answers a number that is not whole as invalid, and a missing or wrong-typed one as required', () => {
    const body = (rules: Record<string, unknown>) =>
      ({
        ...event({}),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'CKOI', preset: null, version: 1, rules }),
      }) as APIGatewayProxyEventV2;
    const rules = { loudness: null, true_peak_max: null, slate_seconds: null, black_seconds: null };
    const parsing = () =>
      parseRequest(
        callLetterRouteTable.saveOwnSpec,
        body({ ...rules, program_start_frame: 2.5, caption_min_gap_frames: 'two' }),
      );
    expect(parsing).toThrow(
      expect.objectContaining({
        fields: expect.objectContaining({
          'rules.program_start_frame': 'invalid',
          'rules.caption_min_gap_frames': 'required',
          'rules.captions_required': 'required',
        }),
      }),
    );
  });
});
