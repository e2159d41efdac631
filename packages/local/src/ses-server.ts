import sesLocalModule from 'aws-ses-v2-local';

type SesLocal = (options: { host: string; port: number }) => Promise<{ close: (cb?: () => void) => void }>;
// CommonJS `exports.default`: the ESM default import is the namespace object.
const sesLocal = ((sesLocalModule as unknown as { default?: SesLocal }).default ?? sesLocalModule) as unknown as SesLocal;

export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** SES on loopback: sends are kept in memory and read back from `/store` (the local mail page). */
export async function startSes(options: { port: number }) {
  const server = await sesLocal({ host: '127.0.0.1', port: options.port });
  const endpoint = `http://127.0.0.1:${options.port}`;
  return {
    endpoint,
    async mails(): Promise<StoredMail[]> {
      const response = await fetch(`${endpoint}/store`);
      return ((await response.json()) as { emails: StoredMail[] }).emails;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
