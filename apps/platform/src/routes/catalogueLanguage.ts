import type { FastifyRequest } from 'fastify';
import { languageFor } from '../content/languageFor';
import type { Db } from '../db/database';
import { languageOf } from '../http/languageOf';

/**
 * The content language of a catalogue call: the `language` query, else the request's Accept-Language,
 * else the site's default (Arabic for the demo brand).
 */
export async function catalogueLanguage(
  db: Db,
  request: FastifyRequest,
  asked: string | undefined,
): Promise<'ar' | 'en'> {
  const header = request.headers['accept-language'];
  return languageFor(db, asked || (header ? languageOf(header) : undefined));
}
