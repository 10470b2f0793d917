import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASE_SECURITY_HEADER_NAMES } from './security-headers';

/**
 * What the server answers when a step of its own throws (issue 28): a request never stays
 * unanswered. The page is self-contained (no database, no render, no script) and bilingual, as
 * the visitor's language may be what failed to be read.
 */
const PAGE = `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>שגיאה בשרת · Server error</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1c1917}a{color:#9a3412}</style></head>
<body><main><h1>משהו השתבש אצלנו</h1><p>הבקשה לא הושלמה. נסו שוב בעוד רגע, או <a href="/">חזרו לדף הבית</a>.</p>
<div lang="en" dir="ltr"><h2>Something went wrong on our side</h2><p>Your request was not completed. Please try again in a moment, or <a href="/en">go to the home page</a>.</p></div></main></body></html>
`;

/**
 * Answers 500 with the page (or, when the answer has begun, cuts it), logging the error once. The
 * headers every answer carries, set by the server's first step, stay on it.
 */
export function answerServerError(req: IncomingMessage, res: ServerResponse, error: unknown) {
  // The method and the path only: a query string may carry a token.
  const where = `${req.method} ${(req.url ?? '').split('?')[0]!.slice(0, 200)}`;
  console.error(`[app] answering ${where} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    // What the failed answer had set goes; the headers every answer carries stay.
    for (const name of res.getHeaderNames()) {
      if (!BASE_SECURITY_HEADER_NAMES.has(name)) res.removeHeader(name);
    }
    res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : PAGE);
  } catch {
    res.destroy();
  }
}

/**
 * A short plain-text refusal, never cached. The headers every answer carries are on the response
 * already (the server's first step, site-pipeline.ts, sets them).
 */
export function refuse(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(`${text}\n`);
}
