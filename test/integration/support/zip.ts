import { createHash } from 'node:crypto';
import yauzl from 'yauzl';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The entries of a zip, each read whole and hashed (checked against its CRC by yauzl as it is read). */
export async function zipEntries(bytes: Buffer): Promise<Map<string, { size: number; sha256: string; text: string }>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, { size: number; sha256: string; text: string }>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          const body = Buffer.concat(chunks);
          entries.set(entry.fileName, { size: body.length, sha256: sha256(body), text: body.toString('utf8') });
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}
