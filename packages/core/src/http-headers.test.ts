import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './http-headers.ts';

describe('Function: attachmentDisposition', () => {
  it('keeps accents in filename* and gives an ASCII fallback', () => {
    expect(attachmentDisposition('Publicité été.mxf')).toBe(
      `attachment; filename="Publicite ete.mxf"; filename*=UTF-8''Publicit%C3%A9%20%C3%A9t%C3%A9.mxf`,
    );
  });

  it('leaves nothing that could break the header or the request', () => {
    // Act
    const header = attachmentDisposition('a"\r\nSet-Cookie: x=1\u0000\uD800.mov');

    // Assess
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(header).not.toMatch(/[\r\n\u0000]/);
    expect(header).toContain('filename="a_Set-Cookie: x=1.mov"');
    expect(header).toContain('%EF%BF%BD.mov');
  });
});
