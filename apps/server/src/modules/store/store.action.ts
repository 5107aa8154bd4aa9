import { storeCustomerAction, storeTokenAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import type { Config } from '../../config.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import { setStoreCustomer, storeClients, storeToken, type StoreClients } from './store.operation.ts';

const factories = new WeakMap<Config, StoreClients>();

/** One client factory per config (its time limit and outbound guard), like the meeting provider. */
const clientsFor = (config: Config): StoreClients => {
  let factory = factories.get(config);
  if (!factory) {
    factory = storeClients(config.storeTimeoutMs, outboundFor(config));
    factories.set(config, factory);
  }
  return factory;
};

export const token = implement(storeTokenAction, async ({ db, ctx, services, input, language }) =>
  storeToken(db, ctx, clientsFor(services.config), input.params.schoolId, language),
);

export const customer = implement(storeCustomerAction, async ({ db, ctx, services, input, language }) =>
  setStoreCustomer(db, ctx, clientsFor(services.config), input.params.schoolId, input.body, language),
);
