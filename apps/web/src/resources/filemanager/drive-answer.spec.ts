import { describe, expect, it } from 'vitest';
import { authorizationRequestUrl, driveAnswerOf, fragmentFields } from './drive-answer.ts';

describe('the Drive tab’s sign-in', () => {
  it('asks the endpoint for a token of the metadata scope, answered at the app’s callback page', () => {
    const local = new URL(
      authorizationRequestUrl(
        { authorizationUrl: '/local-drive/o/oauth2/v2/auth', clientId: 'kampus', scope: 'drive.metadata.readonly' },
        'http://localhost:8080',
        'abc',
        'ar',
      ),
    );
    expect(local.origin).toBe('http://localhost:8080');
    expect(local.pathname).toBe('/local-drive/o/oauth2/v2/auth');
    expect(Object.fromEntries(local.searchParams)).toEqual({
      client_id: 'kampus',
      redirect_uri: 'http://localhost:8080/drive-callback.html',
      response_type: 'token',
      scope: 'drive.metadata.readonly',
      state: 'abc',
      hl: 'ar',
    });
    const google = new URL(
      authorizationRequestUrl(
        { authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'id', scope: 's' },
        'https://school.example',
        'xyz',
        'tr',
      ),
    );
    expect(google.origin).toBe('https://accounts.google.com');
    expect(google.searchParams.get('redirect_uri')).toBe('https://school.example/drive-callback.html');
  });

  it('takes only the answer to the sign-in it started', () => {
    const answer = fragmentFields('#access_token=ya29.t&token_type=Bearer&expires_in=3599&state=abc');
    expect(driveAnswerOf(answer, 'abc')).toEqual({ accessToken: 'ya29.t' });
    expect(driveAnswerOf(answer, 'other')).toBeNull();
    expect(driveAnswerOf(answer, null)).toBeNull();
    expect(driveAnswerOf({ access_token: 'ya29.t' }, 'abc')).toBeNull();
    expect(driveAnswerOf('access_token=ya29.t', 'abc')).toBeNull();
  });

  it('passes on a refusal with its code and description', () => {
    expect(driveAnswerOf(fragmentFields('error=access_denied&state=abc'), 'abc')).toEqual({
      error: 'access_denied',
      description: null,
    });
    expect(driveAnswerOf({ error: 'invalid_scope', error_description: 'Bad scope', state: 'abc' }, 'abc')).toEqual({
      error: 'invalid_scope',
      description: 'Bad scope',
    });
  });
});
