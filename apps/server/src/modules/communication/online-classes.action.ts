import { onlineClassCreateAction, onlineClassJoinAction, onlineClassProviderAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { bigBlueButton, type MeetingProvider } from '../../integrations/online-classes/meeting-provider.ts';
import type { Config } from '../../config.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import {
  createMeeting,
  joinMeeting,
  providerHasMeeting,
  requireProvider,
  visibleOnlineClass,
} from './online-class.operation.ts';

const providers = new WeakMap<Config, MeetingProvider>();

/** BigBlueButton as the settings name it, or none (one per config, like the file store). */
const providerFor = (config: Config): MeetingProvider | undefined => {
  if (!config.bbbUrl || !config.bbbSecret) return undefined;
  let provider = providers.get(config);
  if (!provider) {
    const outbound = outboundFor(config);
    provider = bigBlueButton(config.bbbUrl, config.bbbSecret, outbound);
    providers.set(config, provider);
  }
  return provider;
};

export const provider = implement(onlineClassProviderAction, async ({ db, ctx, services, input }) => {
  const meetings = requireProvider(providerFor(services.config));
  const row = await visibleOnlineClass(db, ctx, input.params.id);
  return { found: await providerHasMeeting(meetings, row) };
});

export const create = implement(onlineClassCreateAction, async ({ db, ctx, services, input }) => {
  const meetings = requireProvider(providerFor(services.config));
  const row = await visibleOnlineClass(db, ctx, input.params.id);
  return { created: await createMeeting(db, ctx, meetings, row) };
});

export const join = implement(onlineClassJoinAction, async ({ db, ctx, services, input }) => {
  const meetings = requireProvider(providerFor(services.config));
  const row = await visibleOnlineClass(db, ctx, input.params.id);
  return { url: await joinMeeting(db, ctx, meetings, row, input.params.role) };
});
