import { secretSetting } from '../adapters/secrets.ts';
import { config } from '../config.ts';
import { RegistryUnanswered, type AdCodeRegistry } from './ad-code-registry.ts';
import { adIdRegistry } from './ad-id-registry.ts';

/**
 * The configured registry: the Ad-ID adapter at the configured base (the stand-in's on the local
 * cloud), its key read when a look-up is made (the app secret in AWS, once per cold start); undefined
 * while no base is configured (a stage without the registry's approval: nothing is looked up).
 */
export function adCodeRegistry(): AdCodeRegistry | undefined {
  const baseUrl = config().adIdRegistryUrl;
  if (!baseUrl) return undefined;
  return adIdRegistry({
    baseUrl,
    apiKey: async () => {
      const key = await secretSetting('adIdRegistryApiKey');
      if (!key) throw new RegistryUnanswered('The Ad-ID registry key is not set');
      return key;
    },
  });
}
