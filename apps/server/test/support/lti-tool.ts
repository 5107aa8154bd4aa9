import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LTITool,
  type LTIClient,
  type LTIDeployment,
  type LTIDynamicRegistrationSession,
  type LTILaunchConfig,
  type LTISession,
  type LTIStorage,
} from '@lti-tool/core';
import { generateKeyPair } from 'jose';

/**
 * A small LTI 1.3 tool for the suite, built on `@lti-tool/core` (an LTI 1.3 library of the npm
 * registry: OIDC login, launch verification, NRPS and AGS calls with its own client assertions).
 * Its storage is the library's interface kept in memory; its HTTP side is what a platform calls:
 * the login initiation, the launch and its public keys.
 */
class MemoryStorage implements LTIStorage {
  private clients = new Map<string, LTIClient>();
  private sessions = new Map<string, LTISession>();
  private nonces = new Map<string, Date>();
  private launchConfigs = new Map<string, LTILaunchConfig>();
  private registrations = new Map<string, LTIDynamicRegistrationSession>();

  async listClients() {
    return [...this.clients.values()].map(({ deployments: _, ...client }) => client);
  }
  async getClientById(id: string) {
    return this.clients.get(id);
  }
  async addClient(client: Omit<LTIClient, 'id' | 'deployments'>) {
    const id = randomUUID();
    this.clients.set(id, { ...client, id, deployments: [] });
    return id;
  }
  async updateClient(id: string, client: Partial<Omit<LTIClient, 'id' | 'deployments'>>) {
    const found = this.clients.get(id);
    if (found) this.clients.set(id, { ...found, ...client });
  }
  async deleteClient(id: string) {
    this.clients.delete(id);
  }
  async listDeployments(id: string) {
    return this.clients.get(id)?.deployments ?? [];
  }
  async getDeployment(id: string, deploymentId: string) {
    return this.clients.get(id)?.deployments.find((deployment) => deployment.id === deploymentId);
  }
  async addDeployment(id: string, deployment: Omit<LTIDeployment, 'id'>) {
    const made = { ...deployment, id: randomUUID() };
    const client = this.clients.get(id);
    if (client) {
      client.deployments.push(made);
      await this.saveLaunchConfig({ ...client, deploymentId: deployment.deploymentId });
    }
    return made.id;
  }
  async updateDeployment(id: string, deploymentId: string, deployment: Partial<LTIDeployment>) {
    const client = this.clients.get(id);
    const index = client?.deployments.findIndex((entry) => entry.id === deploymentId) ?? -1;
    if (client && index >= 0) client.deployments[index] = { ...client.deployments[index]!, ...deployment };
  }
  async deleteDeployment(id: string, deploymentId: string) {
    const client = this.clients.get(id);
    if (client) client.deployments = client.deployments.filter((entry) => entry.id !== deploymentId);
  }
  async getSession(id: string) {
    return this.sessions.get(id);
  }
  async addSession(session: LTISession) {
    this.sessions.set(session.id, session);
    return session.id;
  }
  async storeNonce(nonce: string, expiresAt: Date) {
    this.nonces.set(nonce, expiresAt);
  }
  async validateNonce(nonce: string) {
    const expiresAt = this.nonces.get(nonce);
    this.nonces.delete(nonce);
    return expiresAt !== undefined && expiresAt > new Date();
  }
  async getLaunchConfig(iss: string, clientId: string, deploymentId: string) {
    return this.launchConfigs.get(`${iss} ${clientId} ${deploymentId}`);
  }
  async saveLaunchConfig(config: LTILaunchConfig) {
    this.launchConfigs.set(`${config.iss} ${config.clientId} ${config.deploymentId}`, { ...config });
  }
  async setRegistrationSession(id: string, session: LTIDynamicRegistrationSession) {
    this.registrations.set(id, session);
  }
  async getRegistrationSession(id: string) {
    return this.registrations.get(id);
  }
  async deleteRegistrationSession(id: string) {
    this.registrations.delete(id);
  }
}

export interface LocalTool {
  lti: LTITool;
  url: string;
  loginUrl: string;
  launchUrl: string;
  jwksUrl: string;
  /** Registers the platform as an LMS admin would in the tool: its issuer, endpoints and our ids. */
  trust: (platform: { issuer: string; clientId: string; deploymentId: string }) => Promise<void>;
  /** The sessions of the launches verified, by session id. */
  sessions: Map<string, LTISession>;
  close: () => Promise<void>;
}

const readForm = async (request: import('node:http').IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

export const startLocalTool = async (): Promise<LocalTool> => {
  const keyPair = await generateKeyPair('RS256', { extractable: true });
  const lti = new LTITool({
    stateSecret: new TextEncoder().encode(randomUUID()),
    keyPair,
    storage: new MemoryStorage(),
    security: { keyId: 'local-tool-key' },
  });
  const sessions = new Map<string, LTISession>();
  let url = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', url);
      try {
        if (address.pathname === '/jwks') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(await lti.getJWKS()));
        } else if (address.pathname === '/login') {
          const query = Object.fromEntries(address.searchParams);
          const location = await lti.handleLogin({
            client_id: query.client_id ?? '',
            iss: query.iss ?? '',
            launchUrl: `${url}/launch`,
            login_hint: query.login_hint ?? '',
            target_link_uri: query.target_link_uri ?? '',
            lti_deployment_id: query.lti_deployment_id ?? '',
            ...(query.lti_message_hint ? { lti_message_hint: query.lti_message_hint } : {}),
          });
          response.writeHead(302, { location });
          response.end();
        } else if (address.pathname === '/launch' && request.method === 'POST') {
          const form = await readForm(request);
          const payload = await lti.verifyLaunch(form.get('id_token') ?? '', form.get('state') ?? '');
          const session = await lti.createSession(payload);
          sessions.set(session.id, session);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ session: session.id }));
        } else {
          response.writeHead(404);
          response.end();
        }
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    lti,
    url,
    loginUrl: `${url}/login`,
    launchUrl: `${url}/launch`,
    jwksUrl: `${url}/jwks`,
    sessions,
    trust: async ({ issuer, clientId, deploymentId }) => {
      const id = await lti.addClient({
        name: 'Kampus',
        iss: issuer,
        clientId,
        authUrl: `${issuer}/lti/authorize`,
        tokenUrl: `${issuer}/lti/token`,
        jwksUrl: `${issuer}/lti/jwks`,
      });
      await lti.addDeployment(id, { deploymentId });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
