/** Why a webhook delivery was refused; none of them is worth a retry by the same bytes. */
export type WebhookRejection = 'signature' | 'timestamp' | 'replay' | 'malformed';

/** A webhook delivery the platform refuses (answer 400 and record nothing). It knows nothing of HTTP. */
export class WebhookRejectedError extends Error {
  constructor(readonly reason: WebhookRejection) {
    super(`Webhook refused: ${reason}`);
    this.name = 'WebhookRejectedError';
  }
}
