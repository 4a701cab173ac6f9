import { fail } from '@portal/api';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../failures/ApiError';

export function replyApiError(reply: FastifyReply, error: ApiError) {
  const body = fail(error.code, error.messageKey);
  return reply
    .status(error.statusCode)
    .send(error.value === undefined ? body : { ...body, value: error.value });
}
