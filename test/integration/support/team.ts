import type { PermissionKey } from '@masterport/contract';
import { ApiClient, lastMailTo, linkIn, uniqueEmail } from './client.ts';

const accesses = 'user/account/profile/accesses';

/** The invitation link e-mailed to an address: its created_on and hash_key. */
export async function invitationLink(email: string) {
  const [, createdOn, hashKey] = linkIn(await lastMailTo(email), /\/account\/i\/[^/\s]+\/[\w-]+/).match(
    /\/account\/i\/([^/]+)\/([\w-]+)/,
  )!;
  return { created_on: decodeURIComponent(createdOn!), hash_key: hashKey! };
}

export const NEW_PERSON = {
  first_name: 'Léa',
  last_name: 'Tremblay',
  password: 'invited and welcome',
  password_confirmation: 'invited and welcome',
};

/** Invites a new person with `permissions` and accepts as them: their signed-in client, address and access id. */
export async function member(inviter: ApiClient, permissions: PermissionKey[], label = 'member') {
  const email = uniqueEmail(label);
  const invited = await inviter.post(`${accesses}/create`, { email, permissions });
  if (invited.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const client = new ApiClient();
  const accepted = await client.post('authenticate/register-invitation', {
    ...(await invitationLink(email)),
    ...NEW_PERSON,
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const list = await inviter.get<{ accesses_list: { id: string; email: string }[] }>(`${accesses}/get`);
  const id = list.body.accesses_list.find((access) => access.email === email)!.id;
  return { client, email, id };
}
