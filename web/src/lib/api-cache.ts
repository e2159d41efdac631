/**
 * Drops every cached read (SWR's cache): after sign-in, sign-out, expiry or an account switch.
 * SWR is imported when this runs, not with the module: the session's actions are in the first
 * download, and the sign-in page, which reads nothing, loads no SWR (docs/site.md).
 */
export async function clearApiCache(): Promise<void> {
  const { mutate } = await import('swr');
  await mutate(() => true, undefined, { revalidate: false });
}
