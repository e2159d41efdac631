import { request } from 'node:http';
import { inject } from 'vitest';
import { planNeedsApproval, planNeedsCard } from '@masterport/contract';
// Cards are saved as the SPA saves them (support/cards.ts imports this file's client: used in calls only).
import { addCard, VISA } from './cards.ts';
import { approveAccountsOf } from './operators.ts';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T & {
    success?: boolean;
    code?: string;
    message?: string;
    fields?: Record<string, string>;
    retry_after?: number;
  };
  setCookies: string[];
  headers: Headers;
}

/**
 * A loopback address of its own (127.x.y.z), for a client whose calls must come from one source:
 * limits per source then count its calls only, not those of every other test on 127.0.0.1.
 */
export const newSourceAddress = (): string =>
  `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface RawAnswer {
  status: number;
  headers: Headers;
  setCookies: string[];
  text: string;
}

/** One HTTP call sent from `localAddress` (fetch cannot choose its source address). */
function sendFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method, headers: init.headers, localAddress }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (name !== 'set-cookie' && value !== undefined)
            headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({
          status: answer.statusCode ?? 0,
          headers,
          setCookies: answer.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/**
 * A browser-like API client: keeps the cookies the API sets (honouring Max-Age=0 as a delete),
 * sends the SPA's CSRF header unless told not to.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  readonly baseUrl: string;

  /**
   * `baseUrl`: another API front than the local cloud's (an in-process gateway, for fault tests).
   * `sourceAddress`: the loopback address the calls come from (newSourceAddress), as the API's source IP.
   */
  constructor(private readonly options: { language?: 'en' | 'fr'; baseUrl?: string; sourceAddress?: string } = {}) {
    this.baseUrl = options.baseUrl ?? inject('baseUrl');
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = decodeURIComponent(pair.slice(index + 1));
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'accept-language': this.options.language ?? 'en', ...options.headers };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (method === 'POST' && options.csrf !== false) headers['x-masterport-client'] = 'web';
    const init = {
      method,
      headers,
      body: options.rawBody ?? (method === 'POST' ? JSON.stringify(body ?? {}) : undefined),
    };
    const answer = await this.send(`${this.baseUrl}/api/${path}`, init);
    this.store(answer.setCookies);
    return {
      status: answer.status,
      body: JSON.parse(answer.text) as ApiResponse<T>['body'],
      setCookies: answer.setCookies,
      headers: answer.headers,
    };
  }

  private async send(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<RawAnswer> {
    if (this.options.sourceAddress) return sendFrom(this.options.sourceAddress, url, init);
    const response = await fetch(url, init);
    return {
      status: response.status,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
      text: await response.text(),
    };
  }

  /** A GET whose answer is a file, not JSON: the status, headers and text as the browser gets them. */
  async file(path: string): Promise<{ status: number; headers: Headers; text: string }> {
    const headers: Record<string, string> = { 'accept-language': this.options.language ?? 'en' };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const response = await fetch(`${this.baseUrl}/api/${path}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  /** A GET whose answer is a binary file (a PDF): the status, headers and bytes. */
  async bytes(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const headers: Record<string, string> = { 'accept-language': this.options.language ?? 'en' };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const response = await fetch(`${this.baseUrl}/api/${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string>; rawBody?: string },
  ) {
    return this.call<T>('POST', path, body, options);
  }

  get<T = Record<string, unknown>>(path: string, options?: { headers?: Record<string, string> }) {
    return this.call<T>('GET', path, undefined, options);
  }
}

interface Mail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** Every e-mail sent to an address through the SES emulator, oldest first, as the local mail page shows them. */
export async function mailsTo(address: string, baseUrl = inject('baseUrl')): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/_local/mail.json`);
  const mails = (await response.json()) as Mail[];
  return mails.filter((mail) => mail.destination.to.includes(address));
}

/** The newest e-mail sent to an address. */
export const lastMailTo = async (address: string, baseUrl?: string): Promise<Mail | undefined> =>
  (await mailsTo(address, baseUrl)).at(-1);

export const linkIn = (mail: Mail | undefined, pattern: RegExp): string => {
  const match = mail?.body.text?.match(pattern);
  if (!match) throw new Error(`No link matching ${pattern} in ${mail?.subject ?? 'no mail'}`);
  return match[0];
};

/** Any token but `fail` passes the local verifier; a missing one is refused, as Google refuses it. */
export const PASSING_RECAPTCHA = 'test-pass';

let counter = 0;
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${counter++}@example.test`;

export const signupBody = (
  email: string,
  overrides: {
    language?: 'en' | 'fr';
    accountName?: string;
    password?: string;
    plan?: 'content_creator' | 'broadcaster';
  } = {},
) => ({
  user: {
    first_name: 'Nadia',
    last_name: 'Côté',
    email,
    password: overrides.password ?? 'correct horse battery',
    password_confirmation: overrides.password ?? 'correct horse battery',
    language: overrides.language ?? 'en',
  },
  account: {
    name: overrides.accountName ?? `Agency ${email}`,
    plan_key: overrides.plan ?? 'content_creator',
    address: '10 King St W',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5H 1A1',
    country: 'CA',
  },
  recaptcha_token: PASSING_RECAPTCHA,
});

/**
 * Signs a new user up and activates it from its e-mail; returns its address and password. `baseUrl`
 * is where the API is asked (a test's own gateway may serve only the API), `mailBaseUrl` where the
 * local mail page is (the test run's local cloud unless said).
 */
export async function activatedUser(
  label: string,
  language: 'en' | 'fr' = 'en',
  options: {
    plan?: 'content_creator' | 'broadcaster';
    baseUrl?: string;
    mailBaseUrl?: string;
    /** A card on file, as sign-up's billing step leaves one (default: when the plan needs one). */
    card?: boolean;
    /** Left waiting for an operator's approval, when its plan needs one (default: approved, as the operators' console does). */
    waitForApproval?: boolean;
  } = {},
) {
  const email = uniqueEmail(label);
  const client = new ApiClient({ language, baseUrl: options.baseUrl });
  const signup = await client.post('authenticate/signup', signupBody(email, { language, plan: options.plan }));
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const token = linkIn(await lastMailTo(email, options.mailBaseUrl), /\/account\/activate\/[\w-]+/)
    .split('/')
    .pop();
  const activation = await client.post('authenticate/activate-user', { token });
  if (activation.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activation.body)}`);
  if (!options.waitForApproval && planNeedsApproval(options.plan ?? 'content_creator')) await approveAccountsOf(email);
  if (options.card ?? planNeedsCard(options.plan ?? 'content_creator')) {
    const cardHolder = new ApiClient({ language, baseUrl: options.baseUrl });
    await cardHolder.post('authenticate/login', { email, password: 'correct horse battery' });
    // Without one, a plan that needs a card is refused the calls that bill it (docs/billing.md, "Payment gates").
    const saved = await addCard(cardHolder, { number: VISA, cvv: '100' });
    if (saved.status !== 200) throw new Error(`card not saved: ${JSON.stringify(saved.body)}`);
  }
  return { email, password: 'correct horse battery' };
}

/** A new activated user, signed in: the client holds its session cookies. */
export async function signedInClient(
  label: string,
  options: Parameters<typeof activatedUser>[2] = {},
): Promise<ApiClient> {
  const { email, password } = await activatedUser(label, 'en', options);
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}
