import compression from 'compression';
import { CLIENT_IP_HEADER, clientIp } from '@/lib/client-ip';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { hasMalformedEscape } from '@/lib/malformed-url';
import { BEACON_ENDPOINT } from '@/features/analytics/beacon';
import type { ViewEndpoint } from '@/features/analytics/view-endpoint';
import { notFoundPageFor } from '@/lib/not-found-pages';
import { serveAccessStatus } from './access-status';
import { restoreDeclaredLength } from './declared-length';
import { type ErrorPage, serveFullErrorPages } from './full-error-pages';
import { refuse } from './last-resort';
import type { PageMemo } from './page-memo';
import type { Step } from './pipeline';
import { refuseRequest } from './request-limits';
import { collapseRepeatedHeaders } from './repeated-headers';
import { readRequestTarget, SERVER_METHODS } from './request-target';
import {
  applyContentSecurityPolicy,
  type SecurityOptions,
  setBaseSecurityHeaders,
} from './security-response';
import {
  actionBodyProblem,
  hasForeignOrigin,
  isPossibleServerAction,
  readBody,
  replayRequest,
} from './server-action-guard';
import { limitSharedCaching } from './shared-cache-control';

export type SiteOptions = {
  dev: boolean;
  /** The production page copies; none in development. */
  memo?: PageMemo;
  security: SecurityOptions;
  trustProxy: boolean;
  /** Reads the full not-found and unavailable pages from this server (full-error-pages.ts). */
  readNotFoundPage: (path: string) => Promise<ErrorPage>;
  /** Counts page views (POST /api/views); without it that address goes on to Next (a 404). */
  views?: ViewEndpoint;
};

/**
 * The site's request path, in order (pipeline.ts says how a step works). Each step's module has
 * its own tests; site-pipeline.test.ts runs the whole path once, in this order, over real HTTP.
 *
 * Order that matters:
 * - the entry guard first: every later step reads the pathname it read;
 * - compression before the page memo's recording, and the memo before the security policy:
 *   Next writes through the policy (which sets the CSP from the page), then the memo (which keeps
 *   the page with its final headers, uncompressed), then compression, then the socket;
 * - the error pages last: they look at Next's raw answer first.
 */
export function siteSteps(options: SiteOptions): Step[] {
  const { memo } = options;
  const compress = compression();
  return [
    {
      // Issue 28: `//`, `/\`, `*` and the like never reach a step that parses a URL. First the
      // fixed security headers go on the response, here and nowhere else: every answer carries
      // them, the server's own refusals and last-resort page included.
      name: 'entry guard',
      run(x) {
        setBaseSecurityHeaders(x.res, options.security);
        const target = readRequestTarget(x.req.method, x.req.url);
        if (target.kind === 'refused') {
          refuse(x.res, 400, 'Bad Request', { connection: 'close' });
          return 'answered';
        }
        if (target.kind === 'server-options') {
          x.res.writeHead(204, { allow: SERVER_METHODS }).end();
          return 'answered';
        }
        x.pathname = target.pathname;
      },
    },
    {
      // Methods no route serves, and bodies over the route's cap: before anything reads them.
      name: 'request limits',
      run(x) {
        const refusal = refuseRequest(x.req, x.pathname);
        if (!refusal) return;
        refuse(x.res, refusal.status, refusal.text, refusal.headers);
        return 'answered';
      },
    },
    // Before the page memo: it takes any POST for a content change and drops every copy.
    ...(options.views ? [pageViewsStep(options.views, options.trustProxy)] : []),
    ...(memo
      ? [
          {
            name: 'page memo: serve a copy',
            run: (x) => (memo.serve(x.req, x.res) ? 'answered' : undefined),
          } satisfies Step,
        ]
      : []),
    {
      name: 'compression',
      run(x) {
        compress(x.req as never, x.res as never, () => {});
      },
    },
    ...(memo
      ? [{ name: 'page memo: keep a copy', run: (x) => memo.record(x.req, x.res) } satisfies Step]
      : []),
    {
      name: 'security policy',
      run: (x) => applyContentSecurityPolicy(x.req, x.res, options.security),
    },
    {
      // Next's first answer of a redirecting page repeats its Location: sent once.
      name: 'repeated headers',
      run: (x) => collapseRepeatedHeaders(x.res),
    },
    {
      // Next answers a broken escape or bytes that are not UTF-8 with a 500. A public address
      // gets its language's not-found page (404) instead, anything else a plain 400.
      name: 'malformed escapes',
      run(x) {
        if (!hasMalformedEscape(x.pathname)) return;
        const { method } = x.req;
        const notFound =
          method === 'GET' || method === 'HEAD' ? notFoundPageFor(x.pathname) : undefined;
        if (!notFound) {
          refuse(x.res, 400, 'Bad Request');
          return 'answered';
        }
        x.req.url = x.pathname = notFound;
      },
    },
    {
      name: 'client address',
      run(x) {
        x.req.headers[CLIENT_IP_HEADER] = clientIp(x.req, options.trustProxy);
        // Only the back office reads it (its addresses are ASCII, as a header must be).
        if (/^\/admin[\x21-\x7e]*$/.test(x.pathname)) {
          x.req.headers[REQUEST_PATH_HEADER] = x.pathname;
        } else delete x.req.headers[REQUEST_PATH_HEADER];
      },
    },
    {
      // Issue 28: Next answers these with a 500.
      name: 'server-action guard',
      async run(x) {
        if (!isPossibleServerAction(x.req.method, x.pathname, x.req.headers)) return;
        if (hasForeignOrigin(x.req.headers)) {
          refuse(x.res, 403, 'Forbidden: actions are only taken from the site itself');
          return 'answered';
        }
        const body = await readBody(x.req);
        if (await actionBodyProblem(body, x.req.headers['content-type'])) {
          refuse(x.res, 400, 'Bad Request: the action’s data could not be read');
          return 'answered';
        }
        x.forNext = replayRequest(x.req, body);
      },
    },
    { name: 'shared caching', run: (x) => limitSharedCaching(x.res) },
    { name: 'declared length', run: (x) => restoreDeclaredLength(x.res) },
    { name: 'access status', run: (x) => serveAccessStatus(x.req, x.res, x.pathname) },
    {
      name: 'full error pages',
      run: (x) => serveFullErrorPages(x.forNext, x.res, options.readNotFoundPage, x.pathname),
    },
  ];
}

/**
 * The page-view beacon (src/features/analytics/view-endpoint.ts), answered here rather than by a
 * Next route: a beacon arrives with every page shown, and this path costs no render. Right after
 * the request limits (which cap its body), before the page memo (which would take a POST for a
 * content change and drop every page copy: the bench measured `/` at 6 % of its speed).
 */
function pageViewsStep(views: ViewEndpoint, trustProxy: boolean): Step {
  return {
    name: 'page views',
    async run(x) {
      if (x.pathname !== BEACON_ENDPOINT) return;
      if (x.req.method !== 'POST') {
        refuse(x.res, 405, 'Method Not Allowed', { allow: 'POST' });
        return 'answered';
      }
      if (hasForeignOrigin(x.req.headers)) {
        refuse(x.res, 403, 'Forbidden: views are only counted from the site itself');
        return 'answered';
      }
      const answer = await views.answer({
        headers: x.req.headers,
        body: (await readBody(x.req)).toString('utf8'),
        address: clientIp(x.req, trustProxy),
      });
      if (answer.status === 204) x.res.writeHead(204, { 'cache-control': 'no-store' }).end();
      else refuse(x.res, answer.status, answer.text);
      return 'answered';
    },
  };
}
