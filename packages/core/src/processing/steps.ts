import type { MasterItem } from '@masterport/data';

export type ProcessingStep =
  | 'SOURCES_COPY' | 'QUALITY_CONTROL' | 'CC_CONVERSION' | 'LOUDNESS_ADJUSTMENTS' | 'MXF_STANDARD' | 'MXF_SLATED'
  | 'CUSTOM_FILES' | 'RADIO_MASTERS' | 'WEB_OPTIMIZED_VERSIONS' | 'CREATING_PREVIEW' | 'COMPLETED';

type Step = (master: MasterItem) => Promise<'continue' | 'stop'>;

/** Media work arrives with packages/media; until then a run stops at the first media step with an error. */
const notBuilt: Step = async () => {
  throw new Error('Media processing is not built yet');
};

export const PROCESSING_STEPS: Record<ProcessingStep, Step> = {
  SOURCES_COPY: notBuilt,
  QUALITY_CONTROL: notBuilt,
  CC_CONVERSION: notBuilt,
  LOUDNESS_ADJUSTMENTS: notBuilt,
  MXF_STANDARD: notBuilt,
  MXF_SLATED: notBuilt,
  CUSTOM_FILES: notBuilt,
  RADIO_MASTERS: notBuilt,
  WEB_OPTIMIZED_VERSIONS: notBuilt,
  CREATING_PREVIEW: notBuilt,
  COMPLETED: async () => 'continue',
};
