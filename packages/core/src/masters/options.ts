import {
  AUDIO_TYPES,
  LANGUAGES_BY_TYPE,
  MASTER_TYPES,
  RATIOS,
  baseMasterType,
  type MasterType,
} from '@masterport/contract';
import type { AuthContext } from '../auth/authorize.ts';
import { canCreateType } from '../master-access/slate-rules.ts';

interface Option {
  value: string;
  label: { en: string; fr: string };
}

const TYPE_LABELS: Record<MasterType, { en: string; fr: string }> = {
  PUB_TV_WEB: { en: 'TV & web spot', fr: 'Publicité télé et web' },
  PUB_TV_WEB_Ad: { en: 'TV & web spot (Ad)', fr: 'Publicité télé et web (Ad)' },
  PUB_TV_WEB_FULL: { en: 'TV & web spot (full)', fr: 'Publicité télé et web (complète)' },
  PUB_WEB: { en: 'Web spot', fr: 'Publicité web' },
  PUB_WEB_Ad: { en: 'Web spot (Ad)', fr: 'Publicité web (Ad)' },
  PUB_WEB_FULL: { en: 'Web spot (full)', fr: 'Publicité web (complète)' },
  PUB_RADIO: { en: 'Radio spot', fr: 'Publicité radio' },
  PUB_RADIO_Ad: { en: 'Radio spot (Ad)', fr: 'Publicité radio (Ad)' },
  PUB_RADIO_FULL: { en: 'Radio spot (full)', fr: 'Publicité radio (complète)' },
};
const LANGUAGE_LABELS = { en: { en: 'English', fr: 'Anglais' }, fr: { en: 'French', fr: 'Français' } };
const AUDIO_LABELS = {
  '2trks': { en: 'Stereo (2 tracks)', fr: 'Stéréo (2 pistes)' },
  '8trks': { en: '5.1 + stereo (8 tracks)', fr: '5.1 + stéréo (8 pistes)' },
};

/** Only the types this user may create in this account. */
export const typeOptions = (auth: AuthContext): Option[] =>
  MASTER_TYPES.filter((type) => canCreateType(type, auth.accountPermissions, auth.userPermissions)).map((type) => ({
    value: type,
    label: TYPE_LABELS[type],
  }));

export const languageOptions = (type?: MasterType): Option[] =>
  (type ? LANGUAGES_BY_TYPE[baseMasterType(type)] : (['en', 'fr'] as const)).map((language) => ({
    value: language,
    label: LANGUAGE_LABELS[language],
  }));

export const audioTypeOptions = (): Option[] => AUDIO_TYPES.map((value) => ({ value, label: AUDIO_LABELS[value] }));
export const ratioOptions = (): Option[] => RATIOS.map((value) => ({ value, label: { en: value, fr: value } }));
