import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { errorMessage, errorStatus, type Language } from '@masterport/contract';
import { attachmentDisposition, catalogueError, logger } from '@masterport/core/shared';

const SECURITY_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function jsonResult(
  status: number,
  body: unknown,
  cookies?: string[],
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...SECURITY_HEADERS, ...headers },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

/** A file answered by the API itself (an XML slate, a PDF report): the browser saves it under its name. */
export function fileResult(file: {
  content: string;
  content_type: string;
  filename: string;
  base64?: boolean;
}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': file.content_type,
      'content-disposition': attachmentDisposition(file.filename),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: file.content,
    // Binary files (PDF) travel base64-encoded through API Gateway, which sends the bytes.
    ...(file.base64 ? { isBase64Encoded: true } : {}),
  };
}

/** Typed errors become their catalogue entry; anything else is a 500 that leaks nothing. */
export function errorResult(thrown: unknown, language: Language): APIGatewayProxyStructuredResultV2 {
  const error = catalogueError(thrown);
  if (error) {
    // Neither is a fault: an unbuilt call, and every call while the stage is under maintenance.
    if (error.status >= 500 && error.code !== 'not_implemented' && error.code !== 'maintenance')
      logger.error('Request failed', { code: error.code, error });
    return jsonResult(
      errorStatus(error.code),
      {
        success: false,
        code: error.code,
        message: errorMessage(error.code, language),
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.details ? { details: error.details } : {}),
        ...(error.retryAfterSeconds ? { retry_after: error.retryAfterSeconds } : {}),
      },
      error.cookies,
      error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {},
    );
  }
  logger.error('Unexpected error', { error: thrown as Error });
  return jsonResult(500, { success: false, code: 'internal_error', message: errorMessage('internal_error', language) });
}
