/**
 * Web Push settings (docs/pwa.md, "Push notifications"). Unset, the installation makes its own
 * VAPID key pair at the first start and keeps it in the database (`server_keys`), so every node
 * and every restart signs with the same keys and subscriptions made before stay valid.
 */
export interface PushSettings {
  /** `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` (base64url, as `web-push generate-vapid-keys` prints them): both or neither. */
  publicKey: string | undefined;
  privateKey: string | undefined;
  /**
   * `VAPID_SUBJECT`: how a push service reaches the operator (`mailto:` or `https:`). Unset: the
   * public URL when it is https, else the sender address of the installation's mail.
   */
  subject: string | undefined;
  /** Whether subscriptions may name a push service on loopback over http (development and tests). */
  loopbackEndpoints: boolean;
}

export const loadPushSettings = (env: NodeJS.ProcessEnv): PushSettings => {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  // One key without the other would sign with a pair that does not match: stop at start instead.
  if ((publicKey === undefined) !== (privateKey === undefined))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  return {
    publicKey,
    privateKey,
    subject: env.VAPID_SUBJECT || undefined,
    loopbackEndpoints: env.NODE_ENV !== 'production',
  };
};
