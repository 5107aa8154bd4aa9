import { ApiError, type Problem } from './client.ts';
import { sessionStore } from './session-store.ts';

const problemOf = (text: string): Problem => {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Problem) : {};
  } catch {
    return {};
  }
};

/**
 * PUTs one file's bytes and reports its progress (0 to 1) as it goes; answers the JSON answer.
 * XMLHttpRequest, not `fetch`: only it reports upload progress. The headers are the client's own
 * (token, school, season, language). The file manager's uploads and a hand-in's files go this way.
 */
export const putWithProgress = <T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> =>
  new Promise((resolve, reject) => {
    const session = sessionStore.get();
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', session.language);
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    if (session.schoolId !== null) xhr.setRequestHeader('schoolId', String(session.schoolId));
    if (session.seasonId !== null) xhr.setRequestHeader('seasonId', String(session.seasonId));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as T);
      } else reject(new ApiError(xhr.status, problemOf(xhr.responseText)));
    };
    xhr.onerror = () => reject(new ApiError(0, {}));
    xhr.send(file);
  });
