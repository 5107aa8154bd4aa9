import { defaultLanguage, isLanguage, type Language } from '@kampus/contract';
import type { FastifyRequest } from 'fastify';

/** The language of an answer: the path's `{lang}`, else the first supported Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Language => statedLanguage(request) ?? defaultLanguage;

/**
 * The language the request names itself (the path's `{lang}`, or an Accept-Language Kampus
 * speaks), or null when it names none: a caller that sends no language has chosen none.
 */
export const statedLanguage = (request: FastifyRequest): Language | null => {
  const fromPath = /^\/([a-z]{2})\//.exec(request.url)?.[1];
  if (fromPath && isLanguage(fromPath)) return fromPath;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return null;
};
