/**
 * Google Identity Services, loaded only where a GOOGLE_CLIENT_ID is configured: Google's own
 * button, which hands over an OpenID ID token that the server verifies.
 */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void }) => void;
      renderButton: (element: HTMLElement, options: Record<string, string>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

const loadGoogleIdentity = (): Promise<GoogleIdentity> =>
  new Promise((resolve, reject) => {
    if (window.google) return resolve(window.google);
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no Google Identity Services')));
    script.onerror = () => reject(new Error('Google sign-in could not be loaded'));
    document.head.appendChild(script);
  });

/** Renders Google's button into `element`; every sign-in hands its ID token to `onIdToken`. */
export const renderGoogleButton = async (
  element: HTMLElement,
  clientId: string,
  onIdToken: (idToken: string) => void,
  text: 'signin_with' | 'continue_with',
): Promise<void> => {
  const google = await loadGoogleIdentity();
  google.accounts.id.initialize({ client_id: clientId, callback: (answer) => onIdToken(answer.credential) });
  google.accounts.id.renderButton(element, { type: 'standard', text });
};
