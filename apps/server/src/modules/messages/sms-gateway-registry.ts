import type { Services } from '../../core/services.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import { createSmsGateway, type SmsGateway } from '../../integrations/sms/sms-gateway.ts';

let installed: SmsGateway | undefined;

/**
 * Makes the gateway of this server's settings the one jobs send through. Jobs get only their
 * transaction, so the gateway is kept here, once per process: the last app started wins (a
 * process runs one server; tests start one server per file).
 */
export const installSmsGateway = (services: Services): void => {
  installed = createSmsGateway(services.config.sms, services.config.dataDir, outboundFor(services.config));
};

/** The gateway jobs send through. */
export const smsGateway = (): SmsGateway => {
  if (!installed) throw new Error('the SMS gateway is not installed');
  return installed;
};
