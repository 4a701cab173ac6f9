import type { CallContracts } from './CallContract';
import type * as calls from '../calls/sandboxCalls';

/** What the sandbox calls take and answer, for the platform and the OpenAPI document. */
export const sandboxContracts = {
  sandboxOutbox: {
    summary: 'Sandbox only: the newest SMS and e-mail messages, optionally for one recipient',
    tags: ['sandbox'],
  },
  sandboxCaptcha: {
    summary: 'Sandbox only: the answer of an unused captcha',
    tags: ['sandbox'],
    refusals: ['NOT_FOUND'],
  },
  sandboxSlider: {
    summary: "Sandbox only: where a slider puzzle's gap is",
    tags: ['sandbox'],
    refusals: ['NOT_FOUND'],
  },
} satisfies CallContracts<typeof calls>;
