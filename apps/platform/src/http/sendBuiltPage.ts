import type { FastifyReply } from 'fastify';
import { builtPage, type BuiltPage } from '../builtPages';

/**
 * Answers one of the built sandbox pages, never cached: the file is the same for every visit (it asks its
 * JSON call what to show), so only the status tells a live session or room (200) from one that is over.
 */
export const sendBuiltPage = (reply: FastifyReply, name: BuiltPage, status = 200) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(builtPage(name));
