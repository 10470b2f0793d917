import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerServerError } from './last-resort';

/**
 * The shape of the server's request path (the site's steps are listed in site-pipeline.ts).
 *
 * A request passes each step in order, then Next. A step either answers the request itself —
 * it returns 'answered' and nothing after it runs — or prepares it and lets it go on: it may set
 * a header, point `pathname` at another page, hand Next a stand-in request, or intercept the
 * response with response-wrap.ts (the one way a step changes what Next writes: it sees the head,
 * and may take the body, when the first bytes come). Interceptions installed later sit closer to
 * Next: it writes through them first, and the first step's is the last before the socket.
 *
 * A step that throws, or Next rejecting, is answered 500 with the last-resort page and logged
 * once: a request never stays unanswered.
 */
export type Exchange = {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The path the request asked for, read once by the first step; '' until then. */
  pathname: string;
  /** What Next is handed: the request, or a stand-in after a step has read its body. */
  forNext: IncomingMessage;
};

export type StepOutcome = 'answered' | void;

export type Step = {
  /** For logs and the order test. */
  readonly name: string;
  run(exchange: Exchange): StepOutcome | Promise<StepOutcome>;
};

/** What comes after the last step: Next's request handler. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

export function requestListener(steps: readonly Step[], handler: Handler): RequestListener {
  const run = async (req: IncomingMessage, res: ServerResponse) => {
    const exchange: Exchange = { req, res, pathname: '', forNext: req };
    for (const step of steps) {
      let outcome = step.run(exchange);
      // Most steps are synchronous: no await (and its turn of the event loop) for them.
      if (outcome instanceof Promise) outcome = await outcome;
      if (outcome === 'answered') return;
    }
    await handler(exchange.forNext, res);
  };
  return (req, res) => {
    run(req, res).catch((error: unknown) => answerServerError(req, res, error));
  };
}
