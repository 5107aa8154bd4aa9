import { defaultLanguage, isLanguage, type Language } from '@kampus/contract';
import type { FastifyRequest } from 'fastify';

/** The language of an answer: the path's `{lang}`, else the first supported Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Language => {
  const fromPath = /^\/([a-z]{2})\//.exec(request.url)?.[1];
  if (fromPath && isLanguage(fromPath)) return fromPath;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return defaultLanguage;
};
