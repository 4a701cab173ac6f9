import { fail } from '@portal/api';
import type { FastifyReply } from 'fastify';
import type { BadInputError } from '../failures/BadInputError';

export function replyBadInput(reply: FastifyReply, error: BadInputError) {
  return reply.status(400).send(fail('BAD_INPUT', error.messageKey));
}
